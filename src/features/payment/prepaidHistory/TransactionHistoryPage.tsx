import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectPrepaidHistory, type PrepaidHistoryViewModel } from '../../../../machines/payment/prepaidHistory/prepaidHistory.connect.ts';
import type { PrepaidHistoryList } from '../../../../machines/payment/prepaidHistory/prepaidHistory.types.ts';
import { formatDayMonthYear, timeZoneFor } from '../../../domain/format.ts';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';
import { HistoryCards, useNarrowScreen, type HistoryCard } from '../../../ui/HistoryCards.tsx';
import { methodDetailText, money } from '../paymentText.ts';
import { rechargeLimitValues, rechargeTexts } from '../rechargeText.ts';
import { historyApiCalls, providedHistoryMachine, type HistoryCalls } from './prepaidHistoryCalls.ts';
import '../recharge.css';
import { CallFailure } from '../../../ui/CallFailure.tsx';

/** Where a recharge without a card or bank payment was bought. */
export const historyChannels = ['web', 'mobile', 'vendor', 'other'] as const;
const channelOf = (channel: string) => (historyChannels as readonly string[]).includes(channel) ? channel : 'other';

const tabPaths: Record<PrepaidHistoryList, string> = { tokens: '/transactionhistory/tokens', transactions: '/transactionhistory/transactions' };

function useFormats(state: string | null) {
  const intl = useIntl();
  const timeZone = timeZoneFor(state);
  return {
    // A history table: DD/MM/yyyy (docs/dates.md).
    date: (value: string) => formatDayMonthYear(value, timeZone),
    money: (value: number) => money(intl, value),
    units: (value: number) =>
      intl.formatMessage({ id: 'recharge.units' }, { units: intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
  };
}

function TokensTable({ view, state }: { view: PrepaidHistoryViewModel; state: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const f = useFormats(state);
  return (
    <table className="history-table">
      <caption>{t('history.caption.tokens')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.col.date')}</th>
          <th scope="col">{t('history.col.token')}</th>
          <th scope="col" className="history-table__number">{t('history.col.units')}</th>
          <th scope="col" className="history-table__number">{t('history.col.amount')}</th>
          <th scope="col">{t('history.col.meter')}</th>
          <th scope="col">{t('history.col.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {(view.tokens?.items ?? []).map((item) => (
          <tr key={item.referenceId}>
            <td>{f.date(item.transactedAt)}</td>
            <td className="history-token">{item.tokenDisplay}</td>
            <td className="history-table__number">{f.units(item.units)}</td>
            <td className="history-table__number">{f.money(item.amount)}</td>
            <td>{item.meterNumber}</td>
            <td>{item.referenceId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TransactionsTable({ view, state }: { view: PrepaidHistoryViewModel; state: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const f = useFormats(state);
  return (
    <table className="history-table">
      <caption>{t('history.caption.transactions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.col.date')}</th>
          <th scope="col">{t('history.col.reference')}</th>
          <th scope="col" className="history-table__number">{t('history.col.amount')}</th>
          <th scope="col" className="history-table__number">{t('history.col.fee')}</th>
          <th scope="col" className="history-table__number">{t('history.col.units')}</th>
          <th scope="col">{t('history.col.method')}</th>
          <th scope="col">{t('history.col.meter')}</th>
        </tr>
      </thead>
      <tbody>
        {(view.transactions?.items ?? []).map((item) => (
          <tr key={item.referenceId}>
            <td>{f.date(item.transactedAt)}</td>
            <td>{item.referenceId}</td>
            <td className="history-table__number">{f.money(item.amount)}</td>
            <td className="history-table__number">{f.money(item.convenienceFee)}</td>
            <td className="history-table__number">{f.units(item.units)}</td>
            <td>{item.method ? methodDetailText(intl, item.methodDetail, item.method) : t(`history.channel.${channelOf(item.channel)}`)}</td>
            <td>{item.meterNumber}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tokens as cards (a phone): date and amount first, the token to key in, then the rest. */
function TokenCards({ view, state, labelledBy }: { view: PrepaidHistoryViewModel; state: string | null; labelledBy: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const f = useFormats(state);
  const cards: HistoryCard[] = (view.tokens?.items ?? []).map((item) => ({
    key: item.referenceId,
    date: { key: 'date', label: t('history.col.date'), value: f.date(item.transactedAt) },
    amount: { key: 'amount', label: t('history.col.amount'), value: f.money(item.amount) },
    fields: [
      { key: 'token', label: t('history.col.token'), value: <span className="history-token">{item.tokenDisplay}</span> },
      { key: 'units', label: t('history.col.units'), value: f.units(item.units) },
      { key: 'meter', label: t('history.col.meter'), value: <GroupedNumber value={item.meterNumber} /> },
      { key: 'reference', label: t('history.col.reference'), value: <GroupedNumber value={item.referenceId} /> },
    ],
  }));
  return <HistoryCards labelledBy={labelledBy} cards={cards} />;
}

/** The transactions as cards (a phone): date and amount first, then the rest. */
function TransactionCards({ view, state, labelledBy }: { view: PrepaidHistoryViewModel; state: string | null; labelledBy: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const f = useFormats(state);
  const cards: HistoryCard[] = (view.transactions?.items ?? []).map((item) => ({
    key: item.referenceId,
    date: { key: 'date', label: t('history.col.date'), value: f.date(item.transactedAt) },
    amount: { key: 'amount', label: t('history.col.amount'), value: f.money(item.amount) },
    fields: [
      { key: 'reference', label: t('history.col.reference'), value: <GroupedNumber value={item.referenceId} /> },
      { key: 'fee', label: t('history.col.fee'), value: f.money(item.convenienceFee) },
      { key: 'units', label: t('history.col.units'), value: f.units(item.units) },
      {
        key: 'method',
        label: t('history.col.method'),
        value: item.method ? methodDetailText(intl, item.methodDetail, item.method) : t(`history.channel.${channelOf(item.channel)}`),
      },
      { key: 'meter', label: t('history.col.meter'), value: <GroupedNumber value={item.meterNumber} /> },
    ],
  }));
  return <HistoryCards labelledBy={labelledBy} cards={cards} />;
}

/** One tab's list, as the history machine's view model describes it. */
function TransactionHistoryView({ view, state }: { view: PrepaidHistoryViewModel; state: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hasRows = (view.list === 'tokens' ? view.tokens?.items.length : view.transactions?.items.length) ?? 0;
  const narrow = useNarrowScreen();
  return (
    <section aria-labelledby="history-tab-heading" aria-busy={view.status === 'loading'}>
      <h2 id="history-tab-heading">{t(view.list === 'tokens' ? 'history.tab.tokens' : 'history.tab.transactions')}</h2>
      {view.status === 'failed' && view.failure ? (
        <CallFailure failure={view.failure} texts={rechargeTexts} values={rechargeLimitValues(intl)} onRetry={view.retry} />
      ) : null}
      {view.status === 'loading' && !hasRows ? <InlineLoader /> : null}
      {view.status === 'empty' ? (
        <p>
          {t(view.list === 'tokens' ? 'history.empty.tokens' : 'history.empty.transactions')}{' '}
          <Link to="/Recharge">{t('history.rechargeLink')}</Link>
        </p>
      ) : null}
      {hasRows && view.status !== 'failed' ? (
        <>
          {narrow ? (
            <>
              <p id="history-cards-caption" className="history-cards__caption">
                {t(view.list === 'tokens' ? 'history.caption.tokens' : 'history.caption.transactions')}
              </p>
              {view.list === 'tokens' ? (
                <TokenCards view={view} state={state} labelledBy="history-cards-caption" />
              ) : (
                <TransactionCards view={view} state={state} labelledBy="history-cards-caption" />
              )}
            </>
          ) : (
            <div className="history-table-wrap">{view.list === 'tokens' ? <TokensTable view={view} state={state} /> : <TransactionsTable view={view} state={state} />}</div>
          )}
          <nav className="history-pager" aria-label={t('history.pager')}>
            <button type="button" className="button button--secondary" disabled={!view.canGoPrevious} onClick={view.previous}>
              {t('history.previous')}
            </button>
            <span aria-live="polite">{t('history.page', { page: view.page, totalPages: view.totalPages })}</span>
            <button type="button" className="button button--secondary" disabled={!view.canGoNext} onClick={view.next}>
              {t('history.next')}
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

function HistoryList({ accountNumber, list, state, calls }: { accountNumber: string; list: PrepaidHistoryList; state: string | null; calls: HistoryCalls }) {
  const machine = useMemo(() => providedHistoryMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, list } });
  return <TransactionHistoryView view={connectPrepaidHistory(snapshot, send)} state={state} />;
}

/** /transactionhistory/{tab}: the prepaid account's recharge tokens and transactions, as two tabs. */
export function TransactionHistoryPage({
  accountNumber,
  state,
  tab,
  calls = historyApiCalls,
}: {
  accountNumber: string;
  state: string | null;
  tab: PrepaidHistoryList;
  calls?: HistoryCalls;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page history-page">
      <h1 tabIndex={-1}>{t('history.title')}</h1>
      <p className="lead">{t('history.intro')}</p>
      <nav className="history-tabs" aria-label={t('history.tabs')}>
        {(['tokens', 'transactions'] as const).map((list) => (
          <Link key={list} to={tabPaths[list]} aria-current={list === tab ? 'page' : undefined}>
            {t(list === 'tokens' ? 'history.tab.tokens' : 'history.tab.transactions')}
          </Link>
        ))}
      </nav>
      <HistoryList key={`${accountNumber} ${tab}`} accountNumber={accountNumber} list={tab} state={state} calls={calls} />
    </div>
  );
}
