import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/sessionContext.ts';
import { mayPayBill } from '../access.ts';

/**
 * /RechargeMeter opened signed in on an account without a prepaid meter: says why there is nothing
 * to recharge and leads to paying the bill (the signed-in counterpart for a postpaid account).
 */
export function NotPrepaidNotice() {
  const intl = useIntl();
  const session = useSession();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{t('recharge.notPrepaid.title')}</h1>
      <p>{t('recharge.notPrepaid.body', { accountNumber: session.account?.accountNumber ?? '' })}</p>
      <p className="form-actions">
        {mayPayBill(session) ? (
          <Link to="/PayBill" className="button">
            {t('recharge.notPrepaid.payBill')}
          </Link>
        ) : null}
        <Link to="/dashboard" className={mayPayBill(session) ? 'button button--secondary' : 'button'}>
          {t('recharge.notPrepaid.home')}
        </Link>
      </p>
    </div>
  );
}
