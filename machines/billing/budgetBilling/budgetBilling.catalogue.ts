/** Catalogue entry of budget billing: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { enrolledStatus, offerStatus, pastDueStatus, sampleBudgetBillingAccount } from './budgetBilling.fixtures.ts';
import { budgetBillingMachine } from './budgetBilling.machine.ts';

export const budgetBillingEntry = entry({
  id: 'budgetBilling',
  title: 'Budget billing',
  description:
    'Budget billing (/Epp, /BudgetBilling): the plan in force with Leave the plan (code 197), the offer (the mean of the last 12 bills) to enrol in two steps with the terms, or why the account cannot join; a changed offer is read again.',
  machine: budgetBillingMachine,
  kind: 'flow',
  view: 'src/features/billing/budgetBilling/BudgetBillingPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleBudgetBillingAccount } }],
  events: [
    { type: 'budget.retry' },
    { type: 'budget.start' },
    { type: 'budget.back' },
    { type: 'terms.change', accepted: true },
    { type: 'budget.enrol' },
    { type: 'budget.unenrol' },
    { type: 'unenrol.confirm' },
    { type: 'unenrol.dismiss' },
  ],
  outcomes: {
    loadStatus: [
      resolves('loadStatus', offerStatus, 'resolve: eligible, the offer'),
      resolves('loadStatus', enrolledStatus, 'resolve: enrolled'),
      resolves('loadStatus', pastDueStatus, 'resolve: past due, cannot join'),
      rejects('loadStatus', callFailure('NETWORK'), 'reject: network down'),
    ],
    enrol: [
      resolves('enrol', enrolledStatus, 'resolve: enrolled'),
      rejects('enrol', callFailure('BUD_AMOUNT_CHANGED'), 'reject: a new bill changed the amount'),
      rejects('enrol', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    unenrol: [resolves('unenrol', offerStatus, 'resolve: left, the offer again'), rejects('unenrol', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.status?.enrolment != null, s.context.status?.eligible ?? null, s.context.termsAccepted, s.context.termsError, s.context.actionFailure?.msgcode ?? null, s.context.failure?.msgcode ?? null, s.context.notice]),
});
