/**
 * Catalogue entry of Make a Payment: how the path engine, the atlas and the coverage report walk it
 * without a server. The payment-method step is a catalogue child: its outcomes are the selections
 * its own traversal ends with.
 */
import { amountCheck, guestAccountCheck, passes, type GuestAccountFields } from '../../../src/domain/paymentForms.ts';

/** How many of the guest step's fields hold a valid value (its guard passes at both). */
function validGuestFields(guest: GuestAccountFields): number {
  const { fields, form } = guestAccountCheck(guest);
  if (form) return 0;
  return [guest.accountNumber.trim() !== '' && !fields.accountNumber, guest[guest.proof].trim() !== '' && !fields[guest.proof]].filter(Boolean).length;
}
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { paymentMethodEntry } from '../paymentMethod/paymentMethod.catalogue.ts';
import { newBankSelection, newCardSelection, savedCardSelection } from '../paymentMethod/paymentMethod.fixtures.ts';
import { makePaymentMachine } from './makePayment.machine.ts';
import {
  sampleDuplicate,
  sampleFee,
  sampleGuestAccount,
  samplePaymentData,
  sampleReceipt,
  sampleScheduledReceipt,
  sampleToday,
} from './makePayment.fixtures.ts';

const newIdempotencyKey = () => '6f1d3c2a-8b4e-4c1f-9a7d-2e5b0c9f4a11';

export const makePaymentEntry = entry({
  id: 'makePayment',
  title: 'Make a Payment',
  description:
    'Pay the bill signed in (/PayBill: amount, method, review; then /PayBillSuccess or /PayScheduledSuccess) or as a ' +
    'guest (/MakePayment: the account checked first). Total due, past due or another amount within the limits, now ' +
    'or on a date; a warning before a second identical payment; the convenience fee on review; one Idempotency-Key ' +
    'per submission, reused on retry; F300-F355 send the customer back to the method step.',
  machine: makePaymentMachine,
  kind: 'flow',
  view: 'src/features/payment/makePayment/PayBillPage.tsx',
  scenarios: [
    {
      label: 'signed in, saved methods and new ones allowed',
      input: { mode: 'signedIn', accountNumber: '300041526371', allowSaved: true, allowNew: true, today: sampleToday, newIdempotencyKey },
    },
    {
      label: 'guest on /MakePayment',
      input: { mode: 'guest', accountNumber: null, allowSaved: false, allowNew: true, today: sampleToday, newIdempotencyKey },
    },
  ],
  events: [
    { type: 'guest.change', field: 'accountNumber', value: '300041526371' },
    { type: 'guest.change', field: 'accountNumber', value: '12a' },
    { type: 'guest.change', field: 'postCode', value: '59001' },
    { type: 'amount.change', field: 'amountType', value: 'OtherAmount' },
    { type: 'amount.change', field: 'amountType', value: 'TotalDueAmount' },
    { type: 'amount.change', field: 'otherAmount', value: '150.00' },
    { type: 'amount.change', field: 'otherAmount', value: '5' },
    { type: 'amount.change', field: 'dateType', value: 'scheduled' },
    { type: 'amount.change', field: 'paymentDate', value: '01/12/2026' },
    { type: 'amount.change', field: 'paymentDate', value: '31/02/2026' },
    { type: 'amount.change', field: 'paperless', value: true },
    { type: 'duplicate.confirm' },
    { type: 'duplicate.cancel' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'payment.submit' },
    { type: 'payment.retry' },
  ],
  outcomes: {
    // What the payment-method step can end with in each mode (a guest has no saved method and saves nothing).
    // Wallet approvals are walked by the recharge paths and by payment.spec.ts: here they would double
    // the paths after the method step, and the browser's path choice would then lose the guest's empty Continue.
    paymentMethod: (snapshot) =>
      snapshot.context.mode === 'guest'
        ? [
            resolves('paymentMethod', { ...newCardSelection, saveMethod: false, nickName: '', display: { ...newCardSelection.display, nickName: '' } }, 'resolve: a new card'),
            resolves('paymentMethod', newBankSelection, 'resolve: a new bank account'),
          ]
        : [
            resolves('paymentMethod', savedCardSelection, 'resolve: the default saved card'),
            resolves('paymentMethod', newCardSelection, 'resolve: a new card, saved as Travel card'),
            resolves('paymentMethod', newBankSelection, 'resolve: a new bank account'),
          ],
    loadPaymentData: [
      resolves('loadPaymentData', samplePaymentData, 'resolve: bill due BWP 1,240.50 and two saved methods'),
      rejects('loadPaymentData', callFailure('NETWORK'), 'reject: network down'),
    ],
    validateGuestAccount: [
      resolves('validateGuestAccount', sampleGuestAccount, 'resolve: account checked, guest token'),
      resolves('validateGuestAccount', { ...sampleGuestAccount, isPrepaid: true }, 'resolve: a prepaid account'),
      rejects('validateGuestAccount', callFailure('GEN014'), 'reject: GEN014 details do not match'),
    ],
    checkDuplicate: [
      resolves('checkDuplicate', sampleDuplicate, 'resolve: same amount paid today'),
      resolves('checkDuplicate', { duplicate: false, previous: null }, 'resolve: no duplicate'),
      rejects('checkDuplicate', callFailure('GEN500'), 'reject: service unavailable'),
    ],
    lookUpFee: [
      resolves('lookUpFee', sampleFee, 'resolve: fee BWP 31.01'),
      rejects('lookUpFee', callFailure('NETWORK'), 'reject: network down'),
    ],
    submitPayment: (snapshot) => [
      resolves('submitPayment', snapshot.context.amount.dateType === 'scheduled' && snapshot.context.mode === 'signedIn' ? sampleScheduledReceipt : sampleReceipt, 'resolve: paid or scheduled'),
      rejects('submitPayment', callFailure('F300', 'The transaction was unsuccessful.'), 'reject: F300 declined'),
      rejects('submitPayment', callFailure('PAY_FEE_CHANGED'), 'reject: PAY_FEE_CHANGED'),
      ...(snapshot.context.mode === 'guest' ? [rejects('submitPayment', callFailure('PAY_GUEST_EXPIRED'), 'reject: PAY_GUEST_EXPIRED guest check expired')] : []),
      rejects('submitPayment', callFailure('NETWORK'), 'reject: connection dropped'),
    ],
  },
  children: { paymentMethod: paymentMethodEntry },
  // Guards read the guest details' and the amount step's validity, the mode and the answers; the
  // failure and the duplicate warning are what the user sees (the method's details are not read).
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.mode,
      validGuestFields(c.guest),
      c.terms ? [passes(amountCheck(c.amount, c.terms, c.today)), c.amount.dateType] : null,
      c.failure?.msgcode ?? null,
      c.duplicate !== null,
    ]);
  },
});
