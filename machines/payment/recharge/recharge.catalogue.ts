/**
 * Catalogue entry of the recharge flow: how the path engine, the atlas and the coverage report walk
 * it without a server (the visitor's /RechargeMeter and the signed-in /Recharge).
 */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import type { MeterValidationData, RechargeReceipt } from '../../../src/domain/prepaid.ts';
import { newBankSelection, newCardSelection, savedCard, savedCardSelection, walletSelection } from '../paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';
import { amountStepCheck, isStepValid, meterStepCheck } from './recharge.checks.ts';
import { rechargeMachine } from './recharge.machine.ts';

const today = new Date('2026-11-22T10:00:00Z');

export const sampleMeter: MeterValidationData = {
  meterNumber: '04112873365',
  accountNumber: '********7104',
  maskedName: 'N***** K****',
  minimumAllowed: 10,
  maximumAllowed: 5000,
  tariff: 'Domestic Prepaid',
  unitsThisMonth: 120.5,
};

export const sampleReceipt: RechargeReceipt = {
  referenceId: 'PP3000528371040009',
  confirmationNumber: 'PMT2026112212345678',
  meterNumber: '04112873365',
  accountNumber: '********7104',
  token: '48213907561123498850',
  tokenDisplay: '4821 3907 5611 2349 8850',
  units: 111.52,
  amount: 150,
  convenienceFee: 5,
  totalCharged: 155,
  transactedAt: '2026-11-22T10:05:00.000Z',
  method: { kind: 'card', brand: 'visa', last4: '4242', summary: 'VISA ending 4242', nickName: '', bankName: null },
  savedMethod: null,
};


/** A new card a guest may pay with (a guest's method is never saved). */
const guestCardSelection: PaymentMethodSelection = { ...newCardSelection, saveMethod: false, nickName: '', display: { ...newCardSelection.display, nickName: '' } };

export const rechargeEntry = entry({
  id: 'recharge',
  title: 'Recharge Meter',
  description:
    'A visitor (/RechargeMeter) or a prepaid customer (/Recharge) buys electricity: the meter number validated first ' +
    '(PAY_METER_NOT_FOUND beside the field), the amount within BWP 10.00 - 5,000.00, ' +
    'the shared payment-method step (a saved method signed in, a new card or bank account), the review with the convenience fee, then the 20-digit STS token and its reference. The review makes the ' +
    'Idempotency-Key; a failed or dropped call keeps everything and retries with the same key; card codes F300-F355 ' +
    'return to the method step with their catalogue message.',
  machine: rechargeMachine,
  kind: 'flow',
  view: 'src/features/payment/recharge/RechargePage.tsx',
  scenarios: [
    { label: 'visitor on /RechargeMeter', input: { mode: 'guest', today } },
    { label: 'demo.prepaid on /Recharge', input: { mode: 'account', accountNumber: '300052837104', meterNumber: '04112873365', today } },
  ],
  events: [
    { type: 'meter.change', value: '04112873365' },
    { type: 'meter.change', value: '0411' },
    { type: 'amount.change', value: '150' },
    { type: 'amount.change', value: '5' },
    { type: 'amount.change', value: '12.345' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'recharge.submit' },
  ],
  outcomes: {
    validateMeter: [
      resolves('validateMeter', sampleMeter, 'resolve: prepaid meter in service'),
      rejects('validateMeter', callFailure('PAY_METER_NOT_FOUND'), 'reject: PAY_METER_NOT_FOUND no such prepaid meter'),
      rejects('validateMeter', callFailure('NETWORK'), 'reject: network down'),
    ],
    loadSavedMethods: [
      resolves('loadSavedMethods', [savedCard], 'resolve: one saved card'),
      rejects('loadSavedMethods', callFailure('NETWORK'), 'reject: network down'),
    ],
    // What the shared payment-method step ends with (the user fills it and presses Continue).
    paymentMethod: (snapshot) =>
      snapshot.context.mode === 'account'
        ? [
            resolves('paymentMethod', savedCardSelection, 'resolve: the saved card'),
            resolves('paymentMethod', newBankSelection, 'resolve: a new bank account'),
            resolves('paymentMethod', walletSelection, 'resolve: PayPal approved'),
          ]
        : [
            resolves('paymentMethod', guestCardSelection, 'resolve: a new card'),
            resolves('paymentMethod', newBankSelection, 'resolve: a new bank account'),
            resolves('paymentMethod', walletSelection, 'resolve: PayPal approved'),
          ],
    recharge: [
      resolves('recharge', sampleReceipt, 'resolve: token vended'),
      rejects('recharge', callFailure('F301', 'The transaction was unsuccessful. Please use a different card or contact your bank.'), 'reject: F301 insufficient funds'),
      rejects('recharge', callFailure('PAY_METER_NOT_FOUND'), 'reject: PAY_METER_NOT_FOUND meter out of service'),
      rejects('recharge', callFailure('NETWORK'), 'reject: response dropped'),
    ],
  },
  // Guards read whether each step's values are valid (the card: how many fields), whether the meter
  // is fixed (the mode) and the failure; the failure and the meter field code are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    const step = JSON.stringify(s.value);
    let facts: unknown[] = [];
    if (step === '"meter"' || step === '"validatingMeter"') facts = [isStepValid(meterStepCheck(c.meterNumber)), c.errors.meterNumber ?? null];
    else if (step === '"amount"') facts = [isStepValid(amountStepCheck(c.amount)), c.savedMethods === null];
    else if (step === '"loadingSavedMethods"' || step === '"method"') facts = [c.savedMethods === null];
    // A wallet reviews and pays differently (its payer shown, the wallet fee): its own paths.
    return JSON.stringify([s.value, c.mode, facts, c.failure?.msgcode ?? null, c.selection?.kind === 'wallet']);
  },
});
