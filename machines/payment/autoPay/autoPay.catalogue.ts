/** Catalogue entry of AutoPay: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { paymentMethodEntry } from '../paymentMethod/paymentMethod.catalogue.ts';
import { changedStatus, enrolledStatus, newBankChoice, notEnrolledStatus, sampleAutoPayAccount, sampleAutoPayToday, savedBankChoice } from './autoPay.fixtures.ts';
import { autoPayMachine, ruleIssues } from './autoPay.machine.ts';

const input = { accountNumber: sampleAutoPayAccount, today: sampleAutoPayToday };

export const autoPayEntry = entry({
  id: 'autoPay',
  title: 'Automatic payment plan',
  description:
    'Automatic Payment Plan (/AutoPay, /EnrollAutoPay): the enroll status with the next draft; enrol or change in 2 steps ' +
    '(a saved or new bank account through the method step, the amount due or a fixed amount, on the due date or 1-10 days ' +
    'before; review with the terms), the confirmation; cancel behind a confirmation. Refusals keep what was chosen.',
  machine: autoPayMachine,
  kind: 'flow',
  view: 'src/features/payment/autoPay/AutoPayView.tsx',
  scenarios: [
    { label: 'status page, edit and delete rights', input: { ...input, canEdit: true, canCancel: true, startWithForm: false } },
    { label: 'enrolment page (/EnrollAutoPay)', input: { ...input, canEdit: true, canCancel: true, startWithForm: true } },
    { label: 'view only', input: { ...input, canEdit: false, canCancel: false, startWithForm: false } },
  ],
  events: [
    { type: 'autoPay.retry' },
    { type: 'autoPay.enrol' },
    { type: 'autoPay.edit' },
    { type: 'autoPay.cancel' },
    { type: 'rule.change', field: 'amountType', value: 'FixedAmount' },
    { type: 'rule.change', field: 'fixedAmount', value: '150' },
    { type: 'rule.change', field: 'fixedAmount', value: '5' },
    { type: 'rule.change', field: 'makePaymentType', value: 'DaysBeforeDueDate' },
    { type: 'rule.change', field: 'daysBefore', value: '3' },
    { type: 'autoPay.back' },
    { type: 'terms.change', accepted: true },
    { type: 'autoPay.submit' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    { type: 'autoPay.finish' },
  ],
  outcomes: {
    loadStatus: [
      resolves('loadStatus', notEnrolledStatus, 'resolve: not enrolled, one saved bank account'),
      resolves('loadStatus', enrolledStatus, 'resolve: enrolled, amount due on the due date'),
      rejects('loadStatus', callFailure('NETWORK'), 'reject: network down'),
    ],
    paymentMethod: [
      resolves('paymentMethod', savedBankChoice, 'resolve: the saved FNB account'),
      resolves('paymentMethod', newBankChoice, 'resolve: a new bank account, Bills'),
    ],
    enrolAutoPay: [
      resolves('enrolAutoPay', changedStatus, 'resolve: enrolled, BWP 150.00 3 days before'),
      rejects('enrolAutoPay', callFailure('F304', 'Your card/bank account number is not valid.'), 'reject: F304 bank account not valid'),
    ],
    cancelAutoPay: [
      resolves('cancelAutoPay', notEnrolledStatus, 'resolve: cancelled'),
      rejects('cancelAutoPay', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  children: { paymentMethod: paymentMethodEntry },
  // Guards read the rights, whether enrolled, the rule's validity and the terms; the failures and the notice are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.canEdit,
      c.canCancel,
      c.status === null ? null : c.status.enrolment ? `${c.status.enrolment.amountType}/${c.status.enrolment.makePaymentType}` : 'none',
      // The rule as its guards read it: each choice, and whether each typed value keeps its rule.
      c.rule.amountType,
      c.rule.makePaymentType,
      Object.keys(ruleIssues({ ...c.rule, amountType: 'FixedAmount', makePaymentType: 'DaysBeforeDueDate' }, c.status)),
      Object.keys(c.ruleErrors).filter((key) => c.ruleErrors[key as keyof typeof c.ruleErrors]),
      c.selection?.paymentMethod ?? null,
      c.termsAccepted,
      c.failure?.msgcode ?? null,
      c.actionFailure?.msgcode ?? null,
    ]);
  },
});
