/** Catalogue entry of the installment plan: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { eligibleStatus, enrolledStatus, ineligibleStatus, nothingPastDueStatus, sampleInstallmentPlanAccount } from './installmentPlan.fixtures.ts';
import { installmentPlanMachine } from './installmentPlan.machine.ts';

export const installmentPlanEntry = entry({
  id: 'installmentPlan',
  title: 'Installment plan',
  description:
    'Installment plan (/CreatePaymentPlan): the plan in force, why none can start, or the balance (total or past due) split monthly or every two weeks into 2 to 6 installments with the schedule previewed, reviewed and enrolled; a changed balance is read again.',
  machine: installmentPlanMachine,
  kind: 'flow',
  view: 'src/features/billing/installmentPlan/InstallmentPlanPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleInstallmentPlanAccount } }],
  events: [
    { type: 'installment.retry' },
    { type: 'installment.balance', balanceType: 'pastduebal' },
    { type: 'installment.type', installmentType: 'biweekly' },
    { type: 'installment.count', installments: 4 },
    { type: 'installment.continue' },
    { type: 'installment.back' },
    { type: 'installment.enrol' },
  ],
  outcomes: {
    loadStatus: [
      resolves('loadStatus', eligibleStatus, 'resolve: eligible'),
      resolves('loadStatus', nothingPastDueStatus, 'resolve: eligible, nothing past due'),
      resolves('loadStatus', enrolledStatus, 'resolve: a plan in force'),
      resolves('loadStatus', ineligibleStatus, 'resolve: a payment is scheduled, no plan'),
      rejects('loadStatus', callFailure('NETWORK'), 'reject: network down'),
    ],
    enrol: [
      resolves('enrol', enrolledStatus, 'resolve: enrolled'),
      rejects('enrol', callFailure('INS_BALANCE_CHANGED'), 'reject: the balance changed'),
      rejects('enrol', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.status?.plan != null,
      s.context.status?.eligible ?? null,
      s.context.status?.pastDueBalance ?? null,
      s.context.balanceType,
      s.context.installmentType,
      s.context.installments,
      s.context.actionFailure?.msgcode ?? null,
      s.context.failure?.msgcode ?? null,
      s.context.notice,
    ]),
});
