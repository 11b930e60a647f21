/**
 * The recharge machine headless, with fake calls and the real payment-method child: the meter is
 * validated first (and refused beside the field), the amount within the meter's limits, the method
 * step, the review's Idempotency-Key (kept on a retry, new after a refusal or a change), the bodies
 * of both variants, F-codes back on the method step, and the history machine's pages.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { rechargeMachine } from '../../machines/payment/recharge/recharge.machine.ts';
import { connectRecharge } from '../../machines/payment/recharge/recharge.connect.ts';
import { sampleMeter, sampleReceipt } from '../../machines/payment/recharge/recharge.catalogue.ts';
import type { RechargeRequest } from '../../machines/payment/recharge/recharge.types.ts';
import { meterStepCheck, amountStepCheck, randomUuid } from '../../machines/payment/recharge/recharge.checks.ts';
import { paymentMethodMachine } from '../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import { savedCard, paypalApproval, sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { prepaidHistoryMachine } from '../../machines/payment/prepaidHistory/prepaidHistory.machine.ts';
import { connectPrepaidHistory } from '../../machines/payment/prepaidHistory/prepaidHistory.connect.ts';
import { sampleTokenPage } from '../../machines/payment/prepaidHistory/prepaidHistory.catalogue.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string, message = '') => Object.assign(new Error(message), { msgcode, message });
const today = new Date('2026-11-22T10:00:00Z');

interface Fakes {
  validate?: (request: { meterNumber: string; accountNumber?: string }) => Promise<unknown>;
  recharge?: (request: RechargeRequest) => Promise<unknown>;
  savedMethods?: () => Promise<unknown>;
}

function start(mode: 'guest' | 'account', fakes: Fakes = {}) {
  const sent: RechargeRequest[] = [];
  const validated: { meterNumber: string; accountNumber?: string }[] = [];
  let savedMethodLoads = 0;
  const machine = rechargeMachine.provide({
    actors: {
      validateMeter: fromPromise(({ input }) => {
        validated.push(input);
        return (fakes.validate?.(input) ?? Promise.resolve(sampleMeter)) as never;
      }),
      loadSavedMethods: fromPromise(() => {
        savedMethodLoads += 1;
        return (fakes.savedMethods?.() ?? Promise.resolve([savedCard])) as never;
      }),
      paymentMethod: paymentMethodMachine.provide({
        actors: {
          lookUpRouting: fromPromise(async ({ input }) => ({ routingNumber: input.routingNumber, bankName: 'First National Bank Botswana' })),
          loadWallets: fromPromise(() => sampleWalletCalls.loadWallets()),
          approveWallet: fromPromise(({ input }) => sampleWalletCalls.approveWallet(input.walletType)),
        },
      }),
      recharge: fromPromise(({ input }) => {
        sent.push(input);
        return (fakes.recharge?.(input) ?? Promise.resolve(sampleReceipt)) as never;
      }),
    },
  });
  const input =
    mode === 'guest' ? { mode, today } : { mode, accountNumber: '300052837104', meterNumber: '04112873365', today };
  const actor = createActor(machine, { input }).start();
  const view = () => connectRecharge(actor.getSnapshot(), actor.send);
  const method = () => actor.getSnapshot().children.paymentMethod as ActorRefFrom<typeof paymentMethodMachine>;
  return { actor, view, method, sent, validated, loads: () => savedMethodLoads };
}

type Flow = ReturnType<typeof start>;

function typeCard(flow: Flow, cardNumber = '4242 4242 4242 4242') {
  const child = flow.method();
  child.send({ type: 'method.choose', choice: 'NewCard' });
  child.send({ type: 'card.change', field: 'nameOnCard', value: 'Naledi Kgosi' });
  child.send({ type: 'card.change', field: 'cardNumber', value: cardNumber });
  child.send({ type: 'card.change', field: 'expiryMonth', value: '12' });
  child.send({ type: 'card.change', field: 'expiryYear', value: '2029' });
  child.send({ type: 'card.change', field: 'cvv', value: '123' });
}

/** A visitor up to the review: meter, amount, a new card. */
async function guestToReview(flow: Flow, amount = '150') {
  flow.view().changeMeter('04112873365');
  flow.view().next();
  await flush();
  flow.view().changeAmount(amount);
  flow.view().next();
  typeCard(flow);
  flow.view().next();
  await flush();
}

describe('recharge machine: meter and amount', () => {
  it('refuses a bad meter number beside the field without a call, and the unknown meter the server names', async () => {
    const flow = start('guest', {
      validate: (request) => (request.meterNumber === '04112873366' ? Promise.reject(failure('PAY_METER_NOT_FOUND')) : Promise.resolve(sampleMeter)),
    });
    expect(flow.view().step).toBe('meter');
    flow.view().next();
    expect(flow.view().errors).toEqual({ meterNumber: 'PAY_METER_REQUIRED' });
    flow.view().changeMeter('0411');
    expect(flow.view().errors.meterNumber).toBeUndefined();
    flow.view().next();
    expect(flow.view().errors).toEqual({ meterNumber: 'PAY_METER_LENGTH' });
    expect(flow.validated).toEqual([]);

    flow.view().changeMeter('04112873366');
    flow.view().next();
    expect(flow.view().busy).toBe(true);
    await flush();
    expect(flow.view().step).toBe('meter');
    expect(flow.view().errors).toEqual({ meterNumber: 'PAY_METER_NOT_FOUND' });
    expect(flow.view().meterNumber).toBe('04112873366');

    flow.view().changeMeter('04112873365');
    flow.view().next();
    await flush();
    expect(flow.validated).toEqual([{ meterNumber: '04112873366' }, { meterNumber: '04112873365' }]);
    expect(flow.view().step).toBe('amount');
    expect(flow.view().meter?.maskedName).toBe('N***** K****');
  });

  it('a failed meter check shows the failure and Continue tries again', async () => {
    let calls = 0;
    const flow = start('guest', { validate: () => (++calls === 1 ? Promise.reject(failure('NETWORK')) : Promise.resolve(sampleMeter)) });
    flow.view().changeMeter('04112873365');
    flow.view().next();
    await flush();
    expect(flow.view().failure?.msgcode).toBe('NETWORK');
    expect(flow.view().errors).toEqual({});
    flow.view().next();
    await flush();
    expect(flow.view().step).toBe('amount');
    expect(flow.view().failure).toBeNull();
  });

  it('takes amounts within the limits the meter check answered, with an estimate of the units', async () => {
    const flow = start('guest', { validate: () => Promise.resolve({ ...sampleMeter, minimumAllowed: 20, maximumAllowed: 1000 }) });
    flow.view().changeMeter('04112873365');
    flow.view().next();
    await flush();
    for (const [value, code] of [
      ['', 'PAY_AMOUNT_FORMAT'],
      ['abc', 'PAY_AMOUNT_NUMBER'],
      ['12.345', 'PAY_AMOUNT_DECIMALS'],
      ['0', 'PAY_AMOUNT_POSITIVE'],
      ['15', 'PAY_AMOUNT_MIN'],
      ['1000.01', 'PAY_AMOUNT_MAX'],
    ] as const) {
      flow.view().changeAmount(value);
      flow.view().next();
      expect(flow.view().errors, value).toEqual({ amount: code });
      expect(flow.view().step).toBe('amount');
    }
    flow.view().changeAmount('150');
    expect(flow.view().errors).toEqual({});
    // 150 incl. 14% VAT is 131.58 net; after 120.5 kWh this month 79.5 kWh at 1.18 (93.81), the
    // remaining 37.77 at 1.52 (24.85 kWh): 104.34 kWh, rounded down.
    expect(flow.view().estimatedUnits).toBe(104.34);
    flow.view().next();
    expect(flow.view().step).toBe('method');
  });

  it('checks the shared rules: meter digits 8-13 not all zeros; amounts', () => {
    expect(meterStepCheck('00000000').fields.meterNumber).toBe('PAY_METER_ZEROS');
    expect(meterStepCheck('1234abcd').fields.meterNumber).toBe('PAY_METER_FORMAT');
    expect(meterStepCheck('04112873365').fields).toEqual({});
    expect(amountStepCheck('10').fields).toEqual({});
    expect(amountStepCheck('5000').fields).toEqual({});
    expect(amountStepCheck('9.99').fields).toEqual({ amount: 'PAY_AMOUNT_MIN' });
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('recharge machine: review, key and call', () => {
  it('a visitor pays by new card: fee 2.5% (at least 5), the guest body, then the token', async () => {
    const flow = start('guest');
    await guestToReview(flow);
    expect(flow.view().step).toBe('review');
    expect(flow.view().summary).toMatchObject({ amount: 150, convenienceFee: 5, total: 155, kind: 'card', method: { brand: 'visa', last4: '4242' } });
    flow.view().submit();
    expect(flow.view().busy).toBe(true);
    await flush();
    expect(flow.sent).toHaveLength(1);
    const [request] = flow.sent;
    expect(request?.mode).toBe('guest');
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({
      meterNumber: '04112873365',
      amount: 150,
      paymentMethod: 'NewCard',
      card: { nameOnCard: 'Naledi Kgosi', cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2029, cvv: '123', cardType: 'visa' },
      convenienceFee: 5,
    });
    expect(flow.actor.getSnapshot().status).toBe('done');
    expect(flow.view().step).toBe('done');
    expect(flow.view().receipt?.tokenDisplay).toBe('4821 3907 5611 2349 8850');
    expect(flow.view().steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('a visitor pays with a wallet: the card fee, the approval token in the body; a used approval goes back to approve again', async () => {
    let attempts = 0;
    const flow = start('guest', { recharge: () => ((attempts += 1) === 1 ? Promise.reject(failure('PAY_WALLET_EXPIRED')) : Promise.resolve(sampleReceipt)) });
    flow.view().changeMeter('04112873365');
    flow.view().next();
    await flush();
    flow.view().changeAmount('150');
    flow.view().next();
    await flush();
    for (const event of [
      { type: 'method.choose', choice: 'Wallet' },
      { type: 'wallet.select', walletType: 'GooglePay' },
      { type: 'method.submit' },
      { type: 'wallet.approve' },
    ] as const) flow.method().send(event);
    await flush();
    expect(flow.view().summary).toMatchObject({ convenienceFee: 5, total: 155, kind: 'wallet' });
    flow.view().submit();
    await flush();
    expect(flow.sent[0]?.body).toEqual({
      meterNumber: '04112873365',
      amount: 150,
      paymentMethod: 'Wallet',
      wallet: { walletType: 'GooglePay', walletToken: paypalApproval.walletToken },
      convenienceFee: 5,
    });
    expect(flow.view().step).toBe('method');
    expect(flow.view().failure?.msgcode).toBe('PAY_WALLET_EXPIRED');
    flow.method().send({ type: 'method.submit' });
    flow.method().send({ type: 'wallet.approve' });
    await flush();
    flow.view().submit();
    await flush();
    expect(flow.actor.getSnapshot().status).toBe('done');
    expect(flow.sent).toHaveLength(2);
    expect(flow.sent[1]?.idempotencyKey).not.toBe(flow.sent[0]?.idempotencyKey);
  });

  it('a failed or dropped call keeps everything; Try again sends the same key; going back makes a new one', async () => {
    let attempt = 0;
    const flow = start('guest', { recharge: () => (++attempt <= 2 ? Promise.reject(failure('NETWORK')) : Promise.resolve(sampleReceipt)) });
    await guestToReview(flow, '400');
    expect(flow.view().summary?.convenienceFee).toBe(10);
    flow.view().submit();
    await flush();
    expect(flow.view().step).toBe('review');
    expect(flow.view().failure?.msgcode).toBe('NETWORK');
    expect(flow.view().summary?.amount).toBe(400);
    // A submit while the call runs is not taken (a double click sends once).
    flow.view().submit();
    flow.view().submit();
    await flush();
    expect(flow.sent).toHaveLength(2);
    expect(flow.sent[1]?.idempotencyKey).toBe(flow.sent[0]?.idempotencyKey);
    expect(flow.sent[1]?.body).toEqual(flow.sent[0]?.body);

    // Back to the method step and on again: another submission, another key.
    flow.view().back();
    expect(flow.view().step).toBe('method');
    flow.view().next();
    await flush();
    expect(flow.view().step).toBe('review');
    flow.view().submit();
    await flush();
    expect(flow.sent).toHaveLength(3);
    expect(flow.sent[2]?.idempotencyKey).not.toBe(flow.sent[0]?.idempotencyKey);
    expect(flow.view().step).toBe('done');
  });

  it('a card code sends the customer back to the method step with the details kept and a new key after', async () => {
    let attempt = 0;
    const flow = start('guest', { recharge: () => (++attempt === 1 ? Promise.reject(failure('F301', 'declined')) : Promise.resolve(sampleReceipt)) });
    await guestToReview(flow);
    flow.view().submit();
    await flush();
    expect(flow.view().step).toBe('method');
    expect(flow.view().failure?.msgcode).toBe('F301');
    // The method step opens with what was typed before.
    expect(flow.method().getSnapshot().context.card.cardNumber).toBe('4242 4242 4242 4242');
    flow.method().send({ type: 'card.change', field: 'cardNumber', value: '5555 5555 5555 4444' });
    flow.view().next();
    await flush();
    expect(flow.view().failure).toBeNull();
    flow.view().submit();
    await flush();
    expect(flow.sent.map((request) => request.body.card?.cardNumber)).toEqual(['4242424242424242', '5555555555554444']);
    expect(flow.sent[1]?.idempotencyKey).not.toBe(flow.sent[0]?.idempotencyKey);
  });

  it('signed in: the account meter is checked at once, saved methods load once, the body names the account', async () => {
    const flow = start('account');
    expect(flow.view().busy).toBe(true);
    await flush();
    expect(flow.validated).toEqual([{ meterNumber: '04112873365', accountNumber: '300052837104' }]);
    expect(flow.view().step).toBe('amount');
    expect(flow.view().meterFixed).toBe(true);
    // The meter cannot be changed signed in.
    flow.view().back();
    flow.view().changeMeter('99999999');
    expect(flow.view().meterNumber).toBe('04112873365');
    flow.view().next();
    await flush();
    flow.view().changeAmount('60');
    flow.view().next();
    await flush();
    expect(flow.view().step).toBe('method');
    // The saved card is offered first: Continue chooses it.
    expect(flow.method().getSnapshot().context.choice).toBe('SavedPaymentMethod');
    flow.view().back();
    flow.view().next();
    await flush();
    expect(flow.loads()).toBe(1);
    flow.view().next();
    await flush();
    expect(flow.view().summary).toMatchObject({ amount: 60, convenienceFee: 5, total: 65, method: { last4: '4242' } });
    flow.view().submit();
    await flush();
    expect(flow.sent[0]?.mode).toBe('account');
    expect(flow.sent[0]?.body).toEqual({
      meterNumber: '04112873365',
      accountNumber: '300052837104',
      amount: 60,
      paymentMethod: 'SavedPaymentMethod',
      savedPaymentMethod: savedCard.paymentTokenId,
      saveMethod: false,
      nickName: '',
      setDefaultPayment: false,
      convenienceFee: 5,
    });
  });

  it('signed in: saved methods that cannot be had leave a new card or bank account; a bank account pays no fee', async () => {
    const flow = start('account', { savedMethods: () => Promise.reject(failure('NETWORK')) });
    await flush();
    flow.view().changeAmount('60');
    flow.view().next();
    await flush();
    expect(flow.view().step).toBe('method');
    expect(flow.view().failure?.msgcode).toBe('NETWORK');
    const child = flow.method();
    expect(child.getSnapshot().context.choice).toBe('NewCard');
    child.send({ type: 'method.choose', choice: 'NewBankAccount' });
    for (const [field, value] of [
      ['accountHolderName', 'Naledi Kgosi'],
      ['routingNumber', '281467902'],
      ['confirmRoutingNumber', '281467902'],
      ['bankAccountNumber', '62001234'],
      ['confirmBankAccountNumber', '62001234'],
    ] as const) child.send({ type: 'bank.change', field, value });
    flow.view().next();
    await flush();
    expect(flow.view().step).toBe('review');
    expect(flow.view().summary).toMatchObject({ convenienceFee: 0, total: 60, kind: 'bank' });
  });
});

describe('prepaid history machine', () => {
  function history(load: (page: number) => Promise<unknown>) {
    const pages: number[] = [];
    const actor = createActor(
      prepaidHistoryMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => {
            pages.push(input.page);
            return load(input.page) as never;
          }),
        },
      }),
      { input: { accountNumber: '300052837104', list: 'tokens' } },
    ).start();
    return { pages, view: () => connectPrepaidHistory(actor.getSnapshot(), actor.send) };
  }

  it('loads the first page, pages forward and back, never past the last', async () => {
    const h = history(async (page) => sampleTokenPage(page));
    expect(h.view().status).toBe('loading');
    await flush();
    expect(h.view().status).toBe('loaded');
    expect(h.view().tokens?.items).toHaveLength(2);
    expect(h.view().canGoPrevious).toBe(false);
    expect(h.view().canGoNext).toBe(true);
    h.view().next();
    // The previous page stays while the next loads.
    expect(h.view().tokens?.page).toBe(1);
    await flush();
    expect(h.view().page).toBe(2);
    expect(h.view().canGoNext).toBe(false);
    h.view().next();
    h.view().previous();
    await flush();
    expect(h.pages).toEqual([1, 2, 1]);
  });

  it('an empty list, and a failure with Try again', async () => {
    const empty = history(async () => ({ items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 }));
    await flush();
    expect(empty.view().status).toBe('empty');
    let calls = 0;
    const failing = history(async (page) => {
      if (++calls === 1) throw failure('NETWORK');
      return sampleTokenPage(page);
    });
    await flush();
    expect(failing.view().status).toBe('failed');
    expect(failing.view().failure?.msgcode).toBe('NETWORK');
    failing.view().retry();
    await flush();
    expect(failing.view().status).toBe('loaded');
  });
});
