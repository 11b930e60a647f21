/** Catalogue entry of one tab of Token & Transaction History (/transactionhistory/{tab}). */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import type { Paged } from '../../../src/domain/payment.ts';
import type { TokenHistoryItem } from '../../../src/domain/prepaid.ts';
import { prepaidHistoryMachine } from './prepaidHistory.machine.ts';

const token = (index: number): TokenHistoryItem => ({
  referenceId: `PP30005283710400${String(index).padStart(2, '0')}`,
  transactedAt: `2026-11-${String(20 - index).padStart(2, '0')}T09:30:00.000Z`,
  meterNumber: '04112873365',
  token: `4821390756112349${String(8800 + index)}`,
  tokenDisplay: `4821 3907 5611 2349 ${String(8800 + index)}`,
  units: 111.52,
  amount: 150,
});

export const sampleTokenPage = (page: number, totalPages = 2): Paged<TokenHistoryItem> => ({
  items: [token(page * 2 - 1), token(page * 2)],
  page,
  pageSize: 2,
  total: totalPages * 2,
  totalPages,
});
const emptyPage: Paged<TokenHistoryItem> = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 };

export const prepaidHistoryEntry = entry({
  id: 'prepaidHistory',
  title: 'Token & Transaction History',
  description:
    "One tab of a prepaid account's history (tokens or transactions), newest first and paged: loading, the page with " +
    'Previous / Next, the empty list with a link to Recharge Meter, or the failure with Try again.',
  machine: prepaidHistoryMachine,
  kind: 'flow',
  view: 'src/features/payment/prepaidHistory/TransactionHistoryPage.tsx',
  scenarios: [{ label: 'demo.prepaid, tokens tab', input: { accountNumber: '300052837104', list: 'tokens' } }],
  events: [
    { type: 'history.page', page: 2 },
    { type: 'history.page', page: 1 },
    { type: 'history.page', page: 3 },
    { type: 'history.retry' },
  ],
  outcomes: {
    loadPage: (snapshot) => [
      resolves('loadPage', sampleTokenPage(snapshot.context.page), `resolve: page ${snapshot.context.page} of 2`),
      ...(snapshot.context.page === 1 ? [resolves('loadPage', emptyPage, 'resolve: no recharge yet')] : []),
      rejects('loadPage', { msgcode: 'NETWORK', message: '' }, 'reject: network down'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.page, s.context.data?.totalPages ?? null, s.context.failure?.msgcode ?? null]),
});
