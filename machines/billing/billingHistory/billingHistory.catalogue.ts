/**
 * Catalogue entry of a Billing & Payment History tab: how the path engine, the atlas and the
 * coverage report walk it without a server.
 */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { emptyHistoryPage, sampleBillsPage1, sampleBillsPage2, sampleHistoryAccount } from './billingHistory.fixtures.ts';
import { billingHistoryMachine } from './billingHistory.machine.ts';

export const billingHistoryEntry = entry({
  id: 'billingHistory',
  title: 'Billing & Payment History',
  description:
    "One tab of /billinghistory (bills or payments) of the selected account, newest first, 12 to a page: " +
    'loading, the list with a pager, the empty state, and a failure with Try again; a date range (DD/MM/YYYY) and downloads as .xlsx or CSV.',
  machine: billingHistoryMachine,
  kind: 'flow',
  view: 'src/features/billing/billingHistory/BillingHistoryPage.tsx',
  scenarios: [{ label: 'bills tab', input: { accountNumber: sampleHistoryAccount, type: 'bill' } }],
  events: [
    { type: 'history.page', page: 2 },
    { type: 'history.page', page: 1 },
    { type: 'history.page', page: 3 },
    { type: 'history.retry' },
    { type: 'history.range', from: '01/01/2026', to: '30/06/2026' },
    { type: 'history.range', from: '30/06/2026', to: '01/01/2026' },
    { type: 'history.export', format: 'csv', language: 'EN_US' },
  ],
  outcomes: {
    loadHistory: (snapshot) => [
      resolves('loadHistory', snapshot.context.page === 2 ? sampleBillsPage2 : sampleBillsPage1, 'resolve: a page of bills'),
      resolves('loadHistory', emptyHistoryPage, 'resolve: no bills yet'),
      rejects('loadHistory', { msgcode: 'NETWORK', message: '' }, 'reject: network down'),
    ],
    exportHistory: [resolves('exportHistory', undefined, 'resolve: saved'), rejects('exportHistory', { msgcode: 'NETWORK', message: '' }, 'reject: network down')],
  },
  // The pager guard reads the page shown and how many there are.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.page, s.context.result?.totalPages ?? null, s.context.failure?.msgcode ?? null, s.context.from, s.context.rangeError, s.context.exportFailure?.msgcode ?? null]),
});
