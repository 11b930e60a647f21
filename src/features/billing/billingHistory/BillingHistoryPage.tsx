import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl, type IntlShape } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectBillingHistory, type BillingHistoryViewModel } from '../../../../machines/billing/billingHistory/billingHistory.connect.ts';
import { useSessionView } from '../../session/sessionContext.ts';
import { billingHistoryTabs, historyTypeOfTab, type BillingHistoryTab, type HistoryItemType } from '../../../domain/billingHistory.ts';
import { formatDayMonthYear, timeZoneFor } from '../../../domain/format.ts';
import type { HistoryItem } from '../../../domain/payment.ts';
import { rights } from '../../../domain/rights.ts';
import type { ServiceAccount } from '../../../domain/session.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';
import { HistoryCards, useNarrowScreen, type HistoryCard } from '../../../ui/HistoryCards.tsx';
import { Money } from '../../../ui/Money.tsx';
import { methodDetailText } from '../../payment/paymentText.ts';
import { historyStatusText } from '../billingText.ts';
import { ScheduledPayments } from '../../payment/index.ts';
import { billingHistoryApiCalls, providedBillingHistoryMachine, type BillingHistoryCalls } from './billingHistoryCalls.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';
import { useLanguage } from '../../../i18n/LanguageProvider.tsx';
import '../billing.css';

const billingHistoryPath = '/billinghistory';

function StatusBadge({ item }: { item: HistoryItem }) {
  const intl = useIntl();
  return <span className={`billing-status billing-status--${item.status}`}>{historyStatusText(intl, item)}</span>;
}

function BillRows({ items, date }: { items: HistoryItem[]; date: (value: string | undefined) => string }) {
  const intl = useIntl();
  return (
    <>
      {items.map((item) => (
        <tr key={`${item.type}:${item.reference}`}>
          <th scope="row" className="nowrap">{date(item.date)}</th>
          <td className="nowrap">{item.reference}</td>
          <td>
            {item.billPeriodStart && item.billPeriodEnd
              ? intl.formatMessage({ id: 'billing.period' }, { start: date(item.billPeriodStart), end: date(item.billPeriodEnd) })
              : null}
          </td>
          <td className="nowrap">{date(item.dueDate)}</td>
          <td className="num">
            {item.usageKwh !== undefined ? intl.formatMessage({ id: 'billing.usage' }, { kwh: intl.formatNumber(item.usageKwh) }) : null}
          </td>
          <td className="num"><Money value={item.amount} /></td>
          <td><StatusBadge item={item} /></td>
        </tr>
      ))}
    </>
  );
}

function PaymentRows({ items, date }: { items: HistoryItem[]; date: (value: string | undefined) => string }) {
  const intl = useIntl();
  return (
    <>
      {items.map((item) => (
        <tr key={`${item.type}:${item.reference}`}>
          <th scope="row" className="nowrap">{date(item.date)}</th>
          <td className="num"><Money value={item.amount} /></td>
          <td className="num"><Money value={item.convenienceFee ?? 0} /></td>
          <td>{methodDetailText(intl, item.methodDetail, item.method ?? '')}</td>
          <td className="nowrap">{item.reference}</td>
          <td><StatusBadge item={item} /></td>
        </tr>
      ))}
    </>
  );
}

/** The rows of a tab as cards (a phone): date, amount and status first, then the other columns. */
function historyCards(intl: IntlShape, type: HistoryItemType, items: HistoryItem[], date: (value: string | undefined) => string): HistoryCard[] {
  const t = (id: string) => intl.formatMessage({ id });
  return items.map((item) => {
    const base = {
      key: `${item.type}:${item.reference}`,
      amount: { key: 'amount', label: t('billing.column.amount'), value: <Money value={item.amount} /> },
      status: { key: 'status', label: t('billing.column.status'), value: <StatusBadge item={item} /> },
    };
    if (type === 'bill') {
      return {
        ...base,
        date: { key: 'date', label: t('billing.column.billDate'), value: date(item.date) },
        fields: [
          { key: 'number', label: t('billing.column.billNumber'), value: <GroupedNumber value={item.reference} /> },
          {
            key: 'period',
            label: t('billing.column.period'),
            value: item.billPeriodStart && item.billPeriodEnd ? intl.formatMessage({ id: 'billing.period' }, { start: date(item.billPeriodStart), end: date(item.billPeriodEnd) }) : '',
          },
          { key: 'due', label: t('billing.column.dueDate'), value: date(item.dueDate) },
          {
            key: 'usage',
            label: t('billing.column.usage'),
            value: item.usageKwh !== undefined ? intl.formatMessage({ id: 'billing.usage' }, { kwh: intl.formatNumber(item.usageKwh) }) : '',
          },
        ],
      };
    }
    return {
      ...base,
      date: { key: 'date', label: t('billing.column.paymentDate'), value: date(item.date) },
      fields: [
        { key: 'fee', label: t('billing.column.fee'), value: <Money value={item.convenienceFee ?? 0} /> },
        { key: 'method', label: t('billing.column.method'), value: methodDetailText(intl, item.methodDetail, item.method ?? '') },
        { key: 'confirmation', label: t('billing.column.confirmation'), value: <GroupedNumber value={item.reference} /> },
      ],
    };
  });
}

function Pager({ view }: { view: BillingHistoryViewModel }) {
  const intl = useIntl();
  if (view.totalPages <= 1) return null;
  return (
    <nav className="billing-pager" aria-label={intl.formatMessage({ id: 'billing.pager.label' })}>
      <button type="button" className="button button--secondary button--small" onClick={() => view.goTo(view.page - 1)} disabled={!view.canGoPrevious}>
        {intl.formatMessage({ id: 'billing.pager.previous' })}
      </button>
      <p aria-live="polite">{intl.formatMessage({ id: 'billing.pager.status' }, { page: view.page, pages: view.totalPages })}</p>
      <button type="button" className="button button--secondary button--small" onClick={() => view.goTo(view.page + 1)} disabled={!view.canGoNext}>
        {intl.formatMessage({ id: 'billing.pager.next' })}
      </button>
    </nav>
  );
}

/** Why a download failed: the catalogue message of its code, else the general one. */
const exportFailureTexts: FailureTexts = { prefixes: ['error'], fallback: 'billing.export.failed', hideServerText: true };

/** The texts of a refused range (literal ids, so the catalogue test finds them). */
const rangeErrorIds: Record<string, string> = { VLD_HISTORY_DATE: 'error.VLD_HISTORY_DATE', VLD_HISTORY_RANGE: 'error.VLD_HISTORY_RANGE' };

/** The date range (DD/MM/YYYY, both optional) and the downloads of the tab's items in it. */
function RangeAndDownloads({ view }: { view: BillingHistoryViewModel }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const t = (id: string) => intl.formatMessage({ id });
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [from, setFrom] = useState(view.range.from);
  const [to, setTo] = useState(view.range.to);
  const error = view.range.error ? t(rangeErrorIds[view.range.error] ?? 'error.VLD_HISTORY_DATE') : null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    view.applyRange(from, to);
  };
  return (
    <div className="billing-range">
      <form className="billing-range__form" noValidate onSubmit={apply} aria-label={t('billing.range.label')}>
        <div className="billing-range__field">
          <label htmlFor={fromId}>{t('billing.range.from')}</label>
          <input id={fromId} name="from" inputMode="numeric" autoComplete="off" placeholder={t('billing.range.hint')} value={from} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="billing-range__field">
          <label htmlFor={toId}>{t('billing.range.to')}</label>
          <input id={toId} name="to" inputMode="numeric" autoComplete="off" placeholder={t('billing.range.hint')} value={to} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="submit" className="button button--secondary button--small">
          {t('billing.range.apply')}
        </button>
        {error ? (
          <p id={errorId} className="field-error billing-range__error">
            {error}
          </p>
        ) : null}
      </form>
      {view.exports.available ? (
        <div className="billing-range__downloads">
          <button type="button" className="button button--secondary button--small" disabled={view.exports.busy} onClick={() => view.download('xlsx', language)}>
            {t('billing.export.xlsx')}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={view.exports.busy} onClick={() => view.download('csv', language)}>
            {t('billing.export.csv')}
          </button>
          {view.exports.busy ? <span role="status">{t('billing.export.busy')}</span> : null}
        </div>
      ) : null}
      <FormAlert texts={exportFailureTexts} failure={view.exports.failure} />
    </div>
  );
}

/** One tab's list as the machine's view model describes it. */
export function HistoryTabView({ view, type, timeZone = timeZoneFor(null) }: { view: BillingHistoryViewModel; type: HistoryItemType; timeZone?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const captionId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const date = (value: string | undefined) => formatDayMonthYear(value, timeZone);
  const narrow = useNarrowScreen();
  // The pager is replaced by the loader while another page loads: once it is there, the keyboard
  // focus goes to the table (its caption is read), not back to the top of the document.
  const tableRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(view.page);
  const listed = view.status === 'list';
  useEffect(() => {
    if (!listed || shownPage.current === view.page) return;
    shownPage.current = view.page;
    tableRef.current?.focus();
  }, [listed, view.page]);
  return (
    <section className="billing-panel" aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId}>{type === 'bill' ? t('billing.tab.bills') : t('billing.tab.payments')}</h2>
      {view.status === 'failed' ? null : <RangeAndDownloads view={view} />}
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'empty' ? <p className="billing-empty">{type === 'bill' ? t('billing.bills.empty') : t('billing.payments.empty')}</p> : null}
      {view.status === 'list' && narrow ? (
        <>
          <div ref={tableRef} className="billing-cards" tabIndex={-1}>
            <p id={captionId} className="billing-cards__caption">
              {type === 'bill' ? t('billing.bills.caption') : t('billing.payments.caption')}
            </p>
            <HistoryCards labelledBy={captionId} cards={historyCards(intl, type, view.items, date)} />
          </div>
          <Pager view={view} />
        </>
      ) : null}
      {view.status === 'list' && !narrow ? (
        <>
          {/* A table wider than the screen scrolls sideways: keyboard users focus the region to scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div ref={tableRef} className="billing-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="billing-table">
              <caption id={captionId}>{type === 'bill' ? t('billing.bills.caption') : t('billing.payments.caption')}</caption>
              <thead>
                {type === 'bill' ? (
                  <tr>
                    <th scope="col">{t('billing.column.billDate')}</th>
                    <th scope="col">{t('billing.column.billNumber')}</th>
                    <th scope="col">{t('billing.column.period')}</th>
                    <th scope="col">{t('billing.column.dueDate')}</th>
                    <th scope="col" className="num">{t('billing.column.usage')}</th>
                    <th scope="col" className="num">{t('billing.column.amount')}</th>
                    <th scope="col">{t('billing.column.status')}</th>
                  </tr>
                ) : (
                  <tr>
                    <th scope="col">{t('billing.column.paymentDate')}</th>
                    <th scope="col" className="num">{t('billing.column.amount')}</th>
                    <th scope="col" className="num">{t('billing.column.fee')}</th>
                    <th scope="col">{t('billing.column.method')}</th>
                    <th scope="col">{t('billing.column.confirmation')}</th>
                    <th scope="col">{t('billing.column.status')}</th>
                  </tr>
                )}
              </thead>
              <tbody>{type === 'bill' ? <BillRows items={view.items} date={date} /> : <PaymentRows items={view.items} date={date} />}</tbody>
            </table>
          </div>
          <Pager view={view} />
        </>
      ) : null}
    </section>
  );
}

function HistoryTab({ account, type, calls }: { account: ServiceAccount; type: HistoryItemType; calls: Pick<BillingHistoryCalls, 'history' | 'exportHistory'> }) {
  const machine = useMemo(() => providedBillingHistoryMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber: account.accountNumber, type } });
  return <HistoryTabView view={connectBillingHistory(snapshot, send)} type={type} timeZone={timeZoneFor(account.serviceAddress.state)} />;
}

function Tabs({ current }: { current: BillingHistoryTab }) {
  const intl = useIntl();
  return (
    <nav className="billing-tabs" aria-label={intl.formatMessage({ id: 'billing.tabs.label' })}>
      <ul>
        {billingHistoryTabs.map((tab) => (
          <li key={tab}>
            <Link to={`${billingHistoryPath}/${tab}` as never} aria-current={tab === current ? 'page' : undefined}>
              {intl.formatMessage({ id: `billing.tab.${tab}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Billing & Payment History (/billinghistory/{tab?}; document 1 section 2): the selected postpaid
 * account's bills, its payments (made, scheduled, cancelled, failed) and its scheduled payments
 * with Cancel, one tab each. Each tab reads the server when it opens, so a payment made a moment
 * ago is there.
 */
export function BillingHistoryPage({ tab, calls = billingHistoryApiCalls }: { tab: BillingHistoryTab; calls?: BillingHistoryCalls }) {
  const intl = useIntl();
  const { session } = useSessionView();
  const account = session.account;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page billing-history">
      <h1 tabIndex={-1}>{t('billing.title')}</h1>
      {account ? (
        <>
          <p className="billing-history__account">
            {intl.formatMessage({ id: 'billing.account' }, { accountNumber: account.accountNumber })}
            {account.serviceAddress.nickName ? ` · ${account.serviceAddress.nickName}` : ''}
          </p>
          <Tabs current={tab} />
          {tab === 'scheduled' ? (
            <ScheduledPayments
              key={account.accountNumber}
              accountNumber={account.accountNumber}
              uuid={session.user?.uuid ?? ''}
              canCancel={session.can(rights.cancelScheduledPayment)}
              serviceState={account.serviceAddress.state}
              calls={calls}
            />
          ) : (
            <HistoryTab key={`${account.accountNumber}:${tab}`} account={account} type={historyTypeOfTab[tab]} calls={calls} />
          )}
        </>
      ) : (
        <p className="billing-empty">{t('billing.noAccount')}</p>
      )}
    </div>
  );
}
