/** Catalogue entry of Text To Pay: how the path engine, the atlas and the coverage report walk it without a server. */
import { savedBank } from '../paymentMethod/paymentMethod.fixtures.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { enrolledTextToPay, invalidMobileNumber, notEnrolledTextToPay, sampleTextToPayAccount, validMobileNumber } from './textToPay.fixtures.ts';
import { formIssues, textToPayMachine } from './textToPay.machine.ts';

export const textToPayEntry = entry({
  id: 'textToPay',
  title: 'Text To Pay',
  description:
    'Text To Pay (/TextToPay, /EnrollTextToPay): the enrolment; enrol or change (a mobile number by the phone rules, consent, ' +
    'a saved bank account), the confirmation; resend the pay-by-text link; unenrol behind a confirmation. Refusals keep what was typed.',
  machine: textToPayMachine,
  kind: 'flow',
  view: 'src/features/payment/textToPay/TextToPayView.tsx',
  scenarios: [
    { label: 'status page, with the right', input: { accountNumber: sampleTextToPayAccount, canEdit: true, startWithForm: false } },
    { label: 'enrolment page (/EnrollTextToPay)', input: { accountNumber: sampleTextToPayAccount, canEdit: true, startWithForm: true } },
    { label: 'view only', input: { accountNumber: sampleTextToPayAccount, canEdit: false, startWithForm: false } },
  ],
  events: [
    { type: 'textToPay.retry' },
    { type: 'textToPay.enrol' },
    { type: 'textToPay.resend' },
    { type: 'textToPay.unenrol' },
    { type: 'form.mobile', value: validMobileNumber },
    { type: 'form.mobile', value: invalidMobileNumber },
    { type: 'form.consent', accepted: true },
    { type: 'form.bank', token: savedBank.paymentTokenId },
    { type: 'textToPay.submit' },
    { type: 'textToPay.back' },
    { type: 'unenrol.confirm' },
    { type: 'unenrol.dismiss' },
    { type: 'textToPay.finish' },
  ],
  outcomes: {
    loadDetail: [
      resolves('loadDetail', notEnrolledTextToPay, 'resolve: not enrolled, one saved bank account'),
      resolves('loadDetail', enrolledTextToPay, 'resolve: enrolled'),
      rejects('loadDetail', callFailure('NETWORK'), 'reject: network down'),
    ],
    enrolTextToPay: [
      resolves('enrolTextToPay', enrolledTextToPay, 'resolve: enrolled, the link texted'),
      rejects('enrolTextToPay', callFailure('TTP_BANK_ONLY', 'Text To Pay pays from a bank account.'), 'reject: TTP_BANK_ONLY'),
    ],
    resendLink: [
      resolves('resendLink', enrolledTextToPay, 'resolve: a new link texted'),
      rejects('resendLink', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    unenrolTextToPay: [
      resolves('unenrolTextToPay', notEnrolledTextToPay, 'resolve: unenrolled'),
      rejects('unenrolTextToPay', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Guards read the right, whether enrolled and which fields keep their rules; the failures and the notice are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.canEdit,
      c.status === null ? null : c.status.enrolled,
      Object.keys(formIssues(c.form, c.status)),
      Object.keys(c.errors).filter((key) => c.errors[key as keyof typeof c.errors]),
      c.failure?.msgcode ?? null,
      c.actionFailure?.msgcode ?? null,
    ]);
  },
});
