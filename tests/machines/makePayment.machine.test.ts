import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makePaymentMachine } from '../../machines/payment/makePayment/makePayment.machine.ts';
import { connectMakePayment } from '../../machines/payment/makePayment/makePayment.connect.ts';
import {
  sampleDuplicate,
  sampleFee,
  sampleGuestAccount,
  samplePaymentData,
  sampleReceipt,
  sampleScheduledReceipt,
  sampleToday,
} from '../../machines/payment/makePayment/makePayment.fixtures.ts';
import type { MakePaymentInput, SubmitPaymentInput } from '../../machines/payment/makePayment/makePayment.types.ts';
import { paymentMethodMachine } from '../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import { paypalApproval, sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodContext, PaymentMethodEvent } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';

/** The payment-method step's context from its snapshot (the children map types it loosely). */
const methodContext = (snapshot: unknown) => (snapshot as { context: PaymentMethodContext }).context;

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const refusal = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

interface Fakes {
  duplicate?: boolean;
  submit?: (input: SubmitPaymentInput) => Promise<typeof sampleReceipt>;
  guestValidate?: () => Promise<typeof sampleGuestAccount>;
}

function start(mode: 'signedIn' | 'guest', fakes: Fakes = {}) {
  let keys = 0;
  const submitted: SubmitPaymentInput[] = [];
  const input: MakePaymentInput = {
    mode,
    accountNumber: mode === 'signedIn' ? '300041526371' : null,
    allowSaved: true,
    allowNew: true,
    today: sampleToday,
    newIdempotencyKey: () => `key-${(keys += 1)}`,
  };
  const machine = makePaymentMachine.provide({
    actors: {
      loadPaymentData: fromPromise(async () => samplePaymentData),
      validateGuestAccount: fromPromise(() => fakes.guestValidate?.() ?? Promise.resolve(sampleGuestAccount)),
      checkDuplicate: fromPromise(async () => (fakes.duplicate ? sampleDuplicate : { duplicate: false, previous: null })),
      lookUpFee: fromPromise(async ({ input: fee }) => ({ ...sampleFee, amount: fee.amount, methodType: fee.methodType })),
      submitPayment: fromPromise(({ input: call }) => {
        submitted.push(call);
        return fakes.submit?.(call) ?? Promise.resolve(sampleReceipt);
      }),
      paymentMethod: paymentMethodMachine.provide({
        actors: {
          lookUpRouting: fromPromise(async ({ input: lookup }) => ({ routingNumber: lookup.routingNumber, bankName: 'First National Bank Botswana' })),
          loadWallets: fromPromise(() => sampleWalletCalls.loadWallets()),
          approveWallet: fromPromise(({ input: approval }) => sampleWalletCalls.approveWallet(approval.walletType)),
        },
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => connectMakePayment(actor.getSnapshot(), actor.send);
  return { actor, view, submitted };
}

async function toReview({ actor, view }: ReturnType<typeof start>) {
  await waitFor(actor, (s) => s.matches('amount'));
  view().next();
  await waitFor(actor, (s) => s.matches('method'));
  view().submitMethod();
  await waitFor(actor, (s) => s.matches('review'));
}

describe('make a payment, signed in', () => {
  it('starts on the total due paid now (payment defaults) with the three PayBill steps', async () => {
    const run = start('signedIn');
    await waitFor(run.actor, (s) => s.matches('amount'));
    expect(run.view().amountFields).toMatchObject({ amountType: 'TotalDueAmount', dateType: 'payNow' });
    expect(run.view().amount).toBe(1240.5);
    expect(run.view().steps.map((step) => [step.id, step.status])).toEqual([
      ['amount', 'doing'],
      ['method', 'todo'],
      ['review', 'todo'],
    ]);
  });

  it('pays the total due with the default saved card: fee on review, one key, the receipt', async () => {
    const run = start('signedIn');
    await toReview(run);
    expect(run.view().fee?.convenienceFee).toBe(31.01);
    expect(run.view().method).toMatchObject({ paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: 'tok_visa4242demo' });
    run.view().submit();
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted).toHaveLength(1);
    expect(run.submitted[0]).toEqual({
      mode: 'signedIn',
      timing: 'payNow',
      idempotencyKey: 'key-1',
      body: {
        accountNumber: '300041526371',
        amount: 1240.5,
        paymentAmountType: 'TotalDueAmount',
        paymentMethod: 'SavedPaymentMethod',
        savedPaymentMethod: 'tok_visa4242demo',
        saveMethod: false,
        nickName: '',
        setDefaultPayment: false,
        paymentDate: '2026-11-22',
        paymentDateType: 'payNow',
        convenienceFee: 31.01,
        paperless: false,
      },
    });
    expect(run.actor.getSnapshot().output).toEqual({ timing: 'payNow', receipt: sampleReceipt });
  });

  it('retries a dropped submission with the same Idempotency-Key and keeps everything', async () => {
    let attempts = 0;
    const run = start('signedIn', { submit: () => ((attempts += 1) === 1 ? Promise.reject(refusal('NETWORK')) : Promise.resolve(sampleReceipt)) });
    await toReview(run);
    run.view().submit();
    await waitFor(run.actor, (s) => s.matches('review') && s.context.failure !== null);
    expect(run.view().failure?.msgcode).toBe('NETWORK');
    expect(run.view().method?.savedPaymentMethod).toBe('tok_visa4242demo');
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('sends a card refusal (F300) back to the method step with the catalogue code; a new key on the next review', async () => {
    let attempts = 0;
    const run = start('signedIn', { submit: () => ((attempts += 1) === 1 ? Promise.reject(refusal('F300')) : Promise.resolve(sampleReceipt)) });
    await toReview(run);
    run.view().submit();
    await waitFor(run.actor, (s) => s.matches('method'));
    expect(run.view().failure?.msgcode).toBe('F300');
    run.view().submitMethod();
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('keeps what was typed on the method step when the customer goes back to the amount and returns', async () => {
    const run = start('signedIn');
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    const method = () => run.view().methodRef!;
    method().send({ type: 'method.choose', choice: 'NewCard' });
    method().send({ type: 'card.change', field: 'nameOnCard', value: 'Kagiso Molefe' });
    method().send({ type: 'card.change', field: 'cardNumber', value: '4242 4242 42' });
    run.view().back();
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    expect(method().getSnapshot().context).toMatchObject({
      choice: 'NewCard',
      card: { nameOnCard: 'Kagiso Molefe', cardNumber: '4242 4242 42' },
    });
  });

  it('reopens a refused card as it was typed (spaces and all)', async () => {
    const run = start('signedIn', { submit: () => Promise.reject(refusal('F300')) });
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    const method = () => run.view().methodRef!;
    method().send({ type: 'method.choose', choice: 'NewCard' });
    for (const [field, value] of [['nameOnCard', 'Kagiso Molefe'], ['cardNumber', '4242 4242 4242 4242'], ['expiryMonth', '12'], ['expiryYear', '2028'], ['cvv', '123']] as const) {
      method().send({ type: 'card.change', field, value });
    }
    method().send({ type: 'method.submit' });
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.matches('method'));
    expect(method().getSnapshot().context.card).toMatchObject({ nameOnCard: 'Kagiso Molefe', cardNumber: '4242 4242 4242 4242', cvv: '123' });
  });

  it('warns before a second identical payment; the customer may change the amount', async () => {
    const run = start('signedIn', { duplicate: true });
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('duplicateWarning'));
    expect(run.view().duplicate?.confirmationNumber).toBe('PAY-7F3K2Q');
    run.view().cancelDuplicate();
    expect(run.actor.getSnapshot().value).toBe('amount');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('duplicateWarning'));
    run.view().confirmDuplicate();
    expect(run.actor.getSnapshot().value).toBe('method');
  });

  it('refuses another amount outside the limits and keeps what was typed', async () => {
    const run = start('signedIn');
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().changeAmount('amountType', 'OtherAmount');
    run.view().changeAmount('otherAmount', '5');
    run.view().next();
    expect(run.view().errors.otherAmount).toBe('PAY_AMOUNT_MIN');
    run.view().changeAmount('otherAmount', '60000');
    run.view().next();
    expect(run.view().errors.otherAmount).toBe('PAY_AMOUNT_MAX');
    run.view().changeAmount('otherAmount', '12.345');
    run.view().next();
    expect(run.view().errors.otherAmount).toBe('PAY_AMOUNT_DECIMALS');
    expect(run.view().amountFields.otherAmount).toBe('12.345');
  });

  it('schedules on a later day within the allowed range', async () => {
    const run = start('signedIn', { submit: () => Promise.resolve(sampleScheduledReceipt) });
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().changeAmount('dateType', 'scheduled');
    run.view().changeAmount('paymentDate', '22/11/2026');
    run.view().next();
    expect(run.view().errors.paymentDate).toBe('PAY_DATE_NOT_FUTURE');
    run.view().changeAmount('paymentDate', '30/02/2027');
    run.view().next();
    expect(run.view().errors.paymentDate).toBe('PAY_DATE_DISPLAY_FORMAT');
    run.view().changeAmount('paymentDate', '29/12/2026');
    run.view().next();
    expect(run.view().errors.paymentDate).toBe('PAY_DATE_AFTER_NEXT_CYCLE');
    run.view().changeAmount('paymentDate', '01/12/2026');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    run.view().submitMethod();
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted[0]).toMatchObject({ timing: 'scheduled', body: { paymentDate: '2026-12-01', paymentDateType: 'scheduled' } });
    expect(run.actor.getSnapshot().value).toBe('scheduled');
  });

  it('looks the fee up again when the server says it changed (a new key)', async () => {
    let attempts = 0;
    const run = start('signedIn', { submit: () => ((attempts += 1) === 1 ? Promise.reject(refusal('PAY_FEE_CHANGED')) : Promise.resolve(sampleReceipt)) });
    await toReview(run);
    run.view().submit();
    await waitFor(run.actor, (s) => s.matches('review') && s.context.idempotencyKey === 'key-2');
    expect(run.view().failure?.msgcode).toBe('PAY_FEE_CHANGED');
  });
});

describe('make a payment, guest', () => {
  it('checks the account first, then pays with a new card only (guest token in the body)', async () => {
    const run = start('guest');
    expect(run.view().steps.map((step) => step.id)).toEqual(['account', 'amount', 'method', 'review']);
    run.view().next();
    expect(run.view().formError).toBe('VLD001');
    run.view().changeGuest('accountNumber', '300041526371');
    run.view().changeGuest('postCode', '59001');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('amount'));
    expect(run.view().maskedName).toBe('K***** M*****');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    const method = run.view().methodRef!;
    expect(method.getSnapshot().context.choice).toBe('NewCard');
    for (const [field, value] of [['nameOnCard', 'Kagiso Molefe'], ['cardNumber', '4242424242424242'], ['expiryMonth', '12'], ['expiryYear', '2028'], ['cvv', '123']] as const) {
      method.send({ type: 'card.change', field, value });
    }
    run.view().submitMethod();
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted[0]?.mode).toBe('guest');
    expect(run.submitted[0]?.body).toMatchObject({ accountNumber: '300041526371', paymentMethod: 'NewCard', guestPaymentToken: 'guest-payment-token', paymentDateType: 'payNow' });
    expect(run.submitted[0]?.body).not.toHaveProperty('saveMethod');
  });

  it('keeps the details when the account does not match (GEN014) and refuses a prepaid account', async () => {
    const run = start('guest', { guestValidate: () => Promise.reject(refusal('GEN014')) });
    run.view().changeGuest('accountNumber', '300041526371');
    run.view().changeGuest('postCode', '59001');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('account') && s.context.failure !== null);
    expect(run.view().failure?.msgcode).toBe('GEN014');
    expect(run.view().guest.accountNumber).toBe('300041526371');
    const prepaid = start('guest', { guestValidate: () => Promise.resolve({ ...sampleGuestAccount, isPrepaid: true }) });
    prepaid.view().changeGuest('accountNumber', '300052837104');
    prepaid.view().changeGuest('postCode', '59001');
    prepaid.view().next();
    await flush();
    expect(prepaid.view().failure?.msgcode).toBe('PAY_PREPAID_ACCOUNT');
  });
});

describe('make a payment with a wallet', () => {
  /** Sends events to the running payment-method step, once its wallets have loaded. */
  async function inMethodStep(run: ReturnType<typeof start>, events: PaymentMethodEvent[]) {
    await waitFor(run.actor, (s) => s.matches('method'));
    const child = run.actor.getSnapshot().children.paymentMethod!;
    await waitFor(child, (s) => methodContext(s).wallets.length > 0);
    for (const event of events) child.send(event);
  }
  const payWithPayPal: PaymentMethodEvent[] = [
    { type: 'method.choose', choice: 'Wallet' },
    { type: 'wallet.select', walletType: 'PayPal' },
    { type: 'method.submit' },
    { type: 'wallet.approve' },
  ];

  it('pays now with PayPal: the wallet fee is looked up and the approval token goes with the payment', async () => {
    const run = start('signedIn');
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await inMethodStep(run, payWithPayPal);
    await waitFor(run.actor, (s) => s.matches('review'));
    expect(run.view().fee?.methodType).toBe('wallet');
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted[0]!.body).toMatchObject({
      paymentMethod: 'Wallet',
      wallet: { walletType: 'PayPal', walletToken: paypalApproval.walletToken },
      saveMethod: false,
      paymentDateType: 'payNow',
    });
    expect(run.submitted[0]!.body).not.toHaveProperty('card');
  });

  it('a used or expired approval (PAY_WALLET_EXPIRED) goes back to the method step to approve again, with a new key', async () => {
    let attempts = 0;
    const run = start('guest', { submit: () => ((attempts += 1) === 1 ? Promise.reject(refusal('PAY_WALLET_EXPIRED')) : Promise.resolve(sampleReceipt)) });
    await waitFor(run.actor, (s) => s.matches('account'));
    run.actor.send({ type: 'guest.change', field: 'accountNumber', value: '300041526371' });
    run.actor.send({ type: 'guest.change', field: 'postCode', value: '59001' });
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().next();
    await inMethodStep(run, payWithPayPal);
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.matches('method'));
    expect(run.view().failure?.msgcode).toBe('PAY_WALLET_EXPIRED');
    const child = run.actor.getSnapshot().children.paymentMethod!;
    expect(methodContext(child.getSnapshot())).toMatchObject({ choice: 'Wallet', walletType: 'PayPal', walletApproval: null });
    child.send({ type: 'method.submit' });
    child.send({ type: 'wallet.approve' });
    await waitFor(run.actor, (s) => s.matches('review'));
    run.view().submit();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.submitted.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a scheduled payment offers no wallet', async () => {
    const run = start('signedIn');
    await waitFor(run.actor, (s) => s.matches('amount'));
    run.view().changeAmount('dateType', 'scheduled');
    run.view().changeAmount('paymentDate', '01/12/2026');
    run.view().next();
    await waitFor(run.actor, (s) => s.matches('method'));
    const child = run.actor.getSnapshot().children.paymentMethod!;
    expect(methodContext(child.getSnapshot()).allowWallet).toBe(false);
    child.send({ type: 'method.choose', choice: 'Wallet' });
    expect(methodContext(child.getSnapshot()).choice).toBe('SavedPaymentMethod');
  });
});

