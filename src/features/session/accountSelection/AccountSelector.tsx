import { useIntl } from 'react-intl';
import type { ServiceAccount } from '../../../domain/session.ts';
import { useSessionView } from '../sessionContext.ts';
import { CheckIcon, MeterIcon } from '../icons.tsx';
import { MenuButton } from '../MenuButton.tsx';
// AccountDetails also shows on pages (the dashboard) that may load before the frame's styles.
import '../shell.css';

/** The account's nickname, else its business partner name. */
export function accountTitle(account: ServiceAccount): string {
  return account.serviceAddress.nickName.trim() || account.bpName;
}

/** Nickname, address, account number, the Default chip and the Pending/Active label. */
export function AccountDetails({ account, current = false }: { account: ServiceAccount; current?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <span className="account-details">
      <span className="account-details__title">
        {current ? <CheckIcon /> : null}
        {accountTitle(account)}
      </span>
      <span className="account-details__address">{account.serviceAddressCombined}</span>
      <span className="account-details__number">{t('shell.account.number', { number: account.accountNumber })}</span>
      <span className="account-details__chips">
        {account.isDefault ? <span className="chip chip--default">{t('shell.account.default')}</span> : null}
        <span className={account.status === 0 ? 'chip chip--pending' : 'chip chip--active'}>
          {account.status === 0 ? t('shell.account.pending') : t('shell.account.active')}
        </span>
      </span>
    </span>
  );
}

/**
 * The account selector of the header: the user's service accounts, the current one checked;
 * choosing another selects it for the whole session (meter and rights load again). With a single
 * account there is nothing to choose: it is only shown (`compact`: name and number, as the header
 * shows it).
 */
export function AccountSelector({ className, compact = false }: { className?: string; compact?: boolean }) {
  const intl = useIntl();
  const { session } = useSessionView();
  const { account, accounts } = session;
  if (!account) return null;
  const name = intl.formatMessage({ id: 'shell.account.label' });
  if (accounts.length <= 1) {
    // In the header the single account looks like the selector of several (boxed: name and
    // number); the drawer has room for its address and labels too.
    return (
      <div className={['account-selector account-selector--single', compact ? 'account-selector--compact' : null, className].filter(Boolean).join(' ')}>
        <span className="visually-hidden">{name}</span>
        <MeterIcon />
        {compact ? (
          <span className="account-selector__current">
            <span className="account-selector__name">{accountTitle(account)}</span>
            <span className="account-selector__number">{account.accountNumber}</span>
          </span>
        ) : (
          <AccountDetails account={account} />
        )}
      </div>
    );
  }
  return (
    <MenuButton
      className={['account-selector', className].filter(Boolean).join(' ')}
      buttonClassName="account-selector__button"
      buttonLabel={intl.formatMessage({ id: 'shell.account.change' }, { name: accountTitle(account), number: account.accountNumber })}
      menuLabel={name}
      choice
      disabled={session.busy}
      align="start"
      button={
        <>
          <MeterIcon />
          <span className="account-selector__current">
            <span className="account-selector__name">{accountTitle(account)}</span>
            <span className="account-selector__number">{account.accountNumber}</span>
          </span>
        </>
      }
      items={accounts.map((item) => ({
        key: item.accountNumber,
        checked: item.accountNumber === account.accountNumber,
        content: <AccountDetails account={item} />,
        onSelect: () => {
          if (item.accountNumber !== account.accountNumber) session.selectAccount(item.accountNumber);
        },
      }))}
    />
  );
}
