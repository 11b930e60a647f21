/**
 * Catalogue entry of the dashboard summary of the selected account.
 */
import { callFailure, entry, rejects, resolves, valueOnly } from '../../common/catalogueEntry.ts';
import type { DashboardSummaryContext } from './dashboardSummary.types.ts';
import { dashboardSummaryMachine } from './dashboardSummary.machine.ts';
import { sampleOutages } from '../../outage/outageMap/outageMap.fixtures.ts';

type DashboardSummary = NonNullable<DashboardSummaryContext['summary']>;

const postpaidSummary: DashboardSummary = {
  accountNumber: '100000000001',
  nickname: 'Home',
  serviceAddress: 'Plot 1, Gaborone',
  isPrepaid: false,
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  dueDate: '2026-11-28',
  lastBillDate: '2026-11-07',
  lastBillAmount: 930.25,
  lastPaymentAmount: 450,
  lastPaymentDate: '2026-10-21T09:30:00Z',
  balance: 1240.5,
  paperless: true,
  autoPay: null,
};

export const dashboardSummaryEntry = entry({
  id: 'dashboardSummary',
  title: 'Dashboard summary',
  description:
    "The dashboard of the selected account: its summary (amount due, due date, past due, last payment or the last " +
    'recharge) with a Retry when it cannot be had, and beside it the dashboard notification banner when the ' +
    'account has unread messages, and (with the outage right) the outage card: the outages covering the account\'s ' +
    'premise or that there is none, with a Retry. A user without an account gets the empty state and no call.',
  machine: dashboardSummaryMachine,
  kind: 'flow',
  view: 'src/features/dashboard/dashboardSummary/DashboardPage.tsx',
  scenarios: [
    { label: 'account selected', input: { accountNumber: '100000000001' } },
    { label: 'account selected, outage right', input: { accountNumber: '100000000001', outagesShown: true } },
    { label: 'no account linked', input: { accountNumber: null } },
  ],
  events: [{ type: 'summary.retry' }, { type: 'outages.retry' }],
  outcomes: {
    loadSummary: [
      resolves('loadSummary', postpaidSummary, 'resolve: amount due and last payment'),
      rejects('loadSummary', callFailure('NETWORK', ''), 'reject: network down'),
    ],
    loadDashboardNotification: [
      resolves('loadDashboardNotification', 3, 'resolve: 3 unread'),
      resolves('loadDashboardNotification', 0, 'resolve: none unread'),
      rejects('loadDashboardNotification', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    loadAccountOutages: [
      resolves('loadAccountOutages', [sampleOutages[1]!], 'resolve: an outage covers the premise'),
      resolves('loadAccountOutages', [], 'resolve: none'),
      rejects('loadAccountOutages', callFailure('NETWORK', ''), 'reject: network down'),
    ],
  },
  // The guards read the input (fixed per scenario) and the event: the state value is enough.
  serializeState: valueOnly,
});
