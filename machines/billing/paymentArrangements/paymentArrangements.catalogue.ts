/** Catalogue entry of payment arrangements: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { allArrangements, allowedDate, extensionGranted, openArrangements, planArrangements, sampleArrangementsAccount, tooLateDate } from './paymentArrangements.fixtures.ts';
import { paymentArrangementsMachine } from './paymentArrangements.machine.ts';

export const paymentArrangementsEntry = entry({
  id: 'paymentArrangements',
  title: 'Payment arrangements',
  description:
    'Payment arrangements (/PaymentArrangements): the extension, installment plan and budget billing of the account with their next dates and links; a later due date asked for within the limit (30 days after the due date).',
  machine: paymentArrangementsMachine,
  kind: 'flow',
  view: 'src/features/billing/paymentArrangements/PaymentArrangementsPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleArrangementsAccount } }],
  events: [
    { type: 'arrangements.retry' },
    { type: 'extension.start' },
    { type: 'extension.change', date: allowedDate },
    { type: 'extension.change', date: tooLateDate },
    { type: 'extension.submit' },
    { type: 'extension.cancel' },
  ],
  outcomes: {
    loadArrangements: [
      resolves('loadArrangements', openArrangements, 'resolve: nothing arranged yet'),
      resolves('loadArrangements', allArrangements, 'resolve: all three in force'),
      resolves('loadArrangements', planArrangements, 'resolve: a plan, no extension possible'),
      rejects('loadArrangements', callFailure('NETWORK'), 'reject: network down'),
    ],
    requestExtension: [
      resolves('requestExtension', extensionGranted, 'resolve: granted'),
      rejects('requestExtension', callFailure('EXT_DATE_RANGE'), 'reject: out of range'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.arrangements?.extension.eligible ?? null,
      s.context.arrangements?.extension.extension != null,
      s.context.arrangements?.installmentPlan.plan != null,
      s.context.date,
      s.context.dateError,
      s.context.actionFailure?.msgcode ?? null,
      s.context.failure?.msgcode ?? null,
      s.context.notice,
    ]),
});
