import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paymentMethodMachine } from '../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import { connectPaymentMethod } from '../../machines/payment/paymentMethod/paymentMethod.connect.ts';
import { expiredCard, newBankSelection, paypalApproval, sampleWallets, savedCard, walletSelection } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { WalletApproval, WalletType } from '../../src/domain/payment.ts';
import type { PaymentMethodInput, RoutingLookup } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const today = new Date('2026-11-22T10:00:00Z');
const signedIn: PaymentMethodInput = { savedMethods: [expiredCard, savedCard], allowSaved: true, allowNew: true, allowSave: true, allowWallet: true, today };
const guest: PaymentMethodInput = { savedMethods: [], allowSaved: false, allowNew: true, allowSave: false, allowWallet: true, today };

function start(input: PaymentMethodInput, lookup: (routingNumber: string) => Promise<RoutingLookup> = async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' })) {
  const lookups: string[] = [];
  const actor = createActor(
    paymentMethodMachine.provide({
      actors: {
        lookUpRouting: fromPromise(({ input: call }: { input: { routingNumber: string } }) => {
          lookups.push(call.routingNumber);
          return lookup(call.routingNumber);
        }),
      },
    }),
    { input },
  ).start();
  const view = () => connectPaymentMethod(actor.getSnapshot(), actor.send);
  return { actor, view, lookups };
}

function typeCard(view: () => ReturnType<typeof connectPaymentMethod>, number = '4242 4242 4242 4242') {
  view().choose('NewCard');
  view().changeCard('nameOnCard', 'Kagiso Molefe');
  view().changeCard('cardNumber', number);
  view().changeCard('expiryMonth', '12');
  view().changeCard('expiryYear', '2028');
  view().changeCard('cvv', '123');
}

function typeBank(view: () => ReturnType<typeof connectPaymentMethod>) {
  view().choose('NewBankAccount');
  view().changeBank('accountHolderName', 'Kagiso Molefe');
  view().changeBank('routingNumber', '281467902');
  view().changeBank('confirmRoutingNumber', '281467902');
  view().changeBank('bankAccountNumber', '62001234');
  view().changeBank('confirmBankAccountNumber', '62001234');
}

describe('payment method step', () => {
  it('starts on the default saved method (payment default SavedPaymentMethod) and leaves expired cards out', () => {
    const { actor, view } = start(signedIn);
    expect(view().choice).toBe('SavedPaymentMethod');
    expect(view().savedPaymentMethod).toBe(savedCard.paymentTokenId);
    expect(view().choices).toEqual(['SavedPaymentMethod', 'NewCard', 'NewBankAccount']);
    view().selectSaved(expiredCard.paymentTokenId);
    view().submit();
    expect(view().errors.savedPaymentMethod).toBe('PAY_SAVED_METHOD_REQUIRED');
    view().selectSaved(savedCard.paymentTokenId);
    view().submit();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: savedCard.paymentTokenId, kind: 'card' });
  });

  it('offers a guest new methods only, without saving', () => {
    const { view } = start(guest);
    expect(view().choices).toEqual(['NewCard', 'NewBankAccount']);
    expect(view().choice).toBe('NewCard');
    expect(view().canSave).toBe(false);
    view().choose('SavedPaymentMethod');
    expect(view().choice).toBe('NewCard');
  });

  it('detects the brand and its CVV length, offers expiry years from this year for 10', () => {
    const { view } = start(guest);
    view().changeCard('cardNumber', '3782 822463 10005');
    expect(view().brand).toBe('american-express');
    expect(view().cvvDigits).toBe(4);
    expect(view().expiryYears).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    // November 2026: October is past, so 2026 is not offered for it.
    view().changeCard('expiryMonth', '10');
    expect(view().expiryYears[0]).toBe(2027);
  });

  it('refuses a wrong Luhn number beside the field and keeps what was typed', () => {
    const { actor, view } = start(guest);
    typeCard(view, '4242 4242 4242 4241');
    view().submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().errors.cardNumber).toBe('PAY_CARD_LUHN');
    expect(view().card.cardNumber).toBe('4242 4242 4242 4241');
    view().changeCard('cardNumber', '4242 4242 4242 4242');
    expect(view().errors.cardNumber).toBeUndefined();
  });

  it('answers VLD001 when several mandatory fields are empty', () => {
    const { view } = start(guest);
    view().changeCard('nameOnCard', 'Kagiso Molefe');
    view().submit();
    expect(view().formError).toBe('VLD001');
    expect(view().errors.cardNumber).toBe('VLD001');
    expect(view().errors.nameOnCard).toBeUndefined();
  });

  it('ends with a new card as the calls take it (digits only, brand, save with nickname)', () => {
    const { actor, view } = start(signedIn);
    typeCard(view);
    view().changeOption('saveMethod', true);
    view().changeNickname('Travel card');
    view().changeOption('setDefaultPayment', true);
    view().submit();
    expect(actor.getSnapshot().output).toEqual({
      paymentMethod: 'NewCard',
      card: { nameOnCard: 'Kagiso Molefe', cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2028, cvv: '123', cardType: 'visa' },
      saveMethod: true,
      nickName: 'Travel card',
      setDefaultPayment: true,
      kind: 'card',
      display: { brand: 'visa', last4: '4242', bankName: null, nickName: 'Travel card' },
      // The form as typed, for when the customer comes back to the step.
      draft: expect.objectContaining({ choice: 'NewCard', card: expect.objectContaining({ cardNumber: '4242 4242 4242 4242' }) }),
    });
  });

  it('looks the routing number up once it has 9 digits, then a valid bank account ends the step', async () => {
    const { actor, view, lookups } = start(guest);
    typeBank(view);
    view().lookUpRouting();
    expect(view().busy).toBe(true);
    await flush();
    expect(view().bankName).toBe('First National Bank Botswana');
    view().lookUpRouting();
    expect(lookups).toEqual(['281467902']);
    view().submit();
    expect(actor.getSnapshot().output).toMatchObject({ paymentMethod: 'NewBankAccount', kind: 'bank', display: { last4: '1234', bankName: 'First National Bank Botswana' } });
  });

  it('looks the bank up on Continue when it was not yet, and refuses a routing number no bank has', async () => {
    const { actor, view } = start(guest, async (routingNumber) => ({ routingNumber, bankName: null }));
    typeBank(view);
    view().submit();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().errors.routingNumber).toBe('PAY_ROUTING_UNKNOWN');
    view().submit();
    expect(view().errors.routingNumber).toBe('PAY_ROUTING_UNKNOWN');
  });

  it('keeps what is typed while the bank is looked up; an edit then waits for Continue again', async () => {
    const { actor, view } = start(guest);
    view().choose('NewBankAccount');
    view().changeBank('accountHolderName', 'Kagiso Molefe');
    view().changeBank('routingNumber', '281467902');
    view().changeBank('bankAccountNumber', '62001234');
    view().changeBank('confirmBankAccountNumber', '62001234');
    view().lookUpRouting();
    expect(view().busy).toBe(true);
    // Typed during the lookup: kept.
    view().changeBank('confirmRoutingNumber', '281467902');
    expect(view().bank.confirmRoutingNumber).toBe('281467902');
    await flush();
    expect(view().bankName).toBe('First National Bank Botswana');
    expect(actor.getSnapshot().value).toBe('editing');

    // Continue started a lookup, but the customer changed the account number meanwhile: no automatic end.
    view().changeBank('routingNumber', '281467903');
    view().changeBank('confirmRoutingNumber', '281467903');
    view().submit();
    expect(view().busy).toBe(true);
    view().changeBank('confirmBankAccountNumber', '62001299');
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().bank.confirmBankAccountNumber).toBe('62001299');
    view().submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().errors.confirmBankAccountNumber).toBeDefined();
  });

  it('keeps everything when the lookup fails and shows the failure', async () => {
    const { actor, view } = start(guest, () => Promise.reject(Object.assign(new Error(''), { msgcode: 'NETWORK', message: '' })));
    typeBank(view);
    view().submit();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().failure?.msgcode).toBe('NETWORK');
    expect(view().bank.bankAccountNumber).toBe('62001234');
  });

  it('checks the confirmations', () => {
    const { view } = start(guest);
    typeBank(view);
    view().changeBank('confirmBankAccountNumber', '62001235');
    view().submit();
    expect(view().errors.confirmBankAccountNumber).toBe('PAY_BANK_ACCOUNT_MISMATCH');
  });

  it('opens with the previous selection when the customer comes back', () => {
    const { actor, view } = start({ ...guest, previous: newBankSelection });
    expect(view().choice).toBe('NewBankAccount');
    expect(view().bank.routingNumber).toBe('281467902');
    expect(view().bankName).toBe('First National Bank Botswana');
    view().submit();
    expect(actor.getSnapshot().output).toMatchObject({ paymentMethod: 'NewBankAccount', bank: newBankSelection.bank });
  });
});

describe('payment method step: wallets', () => {
  function startWithWallets(input: PaymentMethodInput, approve: (walletType: WalletType) => Promise<WalletApproval> = async (walletType) => ({ ...paypalApproval, walletType })) {
    const approvals: string[] = [];
    const actor = createActor(
      paymentMethodMachine.provide({
        actors: {
          loadWallets: fromPromise(async () => [...sampleWallets]),
          approveWallet: fromPromise(({ input: call }: { input: { walletType: WalletType } }) => {
            approvals.push(call.walletType);
            return approve(call.walletType);
          }),
        },
      }),
      { input },
    ).start();
    const view = () => connectPaymentMethod(actor.getSnapshot(), actor.send);
    return { actor, view, approvals };
  }

  it('offers the wallets once the gateway lists them, and asks which one', async () => {
    const { actor, view } = startWithWallets(guest);
    expect(view().choices).toEqual(['NewCard', 'NewBankAccount']);
    await flush();
    expect(view().choices).toEqual(['NewCard', 'NewBankAccount', 'Wallet']);
    expect(view().wallets).toEqual(['PayPal', 'GooglePay', 'ApplePay', 'Venmo']);
    view().choose('Wallet');
    expect(view().canSave).toBe(false);
    view().submit();
    expect(view().errors).toEqual({ walletType: 'PAY_WALLET_TYPE' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('opens the wallet window on Continue; approving gives the one-time token the payment sends', async () => {
    const { actor, view, approvals } = startWithWallets(signedIn);
    await flush();
    view().choose('Wallet');
    view().selectWallet('PayPal');
    view().submit();
    expect(view().walletWindow).toEqual({ walletType: 'PayPal', busy: false });
    view().approveWallet();
    expect(view().walletWindow).toEqual({ walletType: 'PayPal', busy: true });
    await flush();
    expect(approvals).toEqual(['PayPal']);
    expect(actor.getSnapshot().status).toBe('done');
    const { draft, ...output } = actor.getSnapshot().output!;
    const { draft: _expectedDraft, ...expected } = walletSelection;
    expect(output).toEqual(expected);
    expect(draft).toMatchObject({ choice: 'Wallet', walletType: 'PayPal' });
  });

  it('closing the window without approving keeps the wallet chosen and says so', async () => {
    const { actor, view, approvals } = startWithWallets(guest);
    await flush();
    view().choose('Wallet');
    view().selectWallet('GooglePay');
    view().submit();
    view().cancelWallet();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().failure).toEqual({ msgcode: 'PAY_WALLET_CANCELLED', message: '' });
    expect(view().walletType).toBe('GooglePay');
    expect(approvals).toEqual([]);
  });

  it('a refused approval shows its message and lets the customer choose again', async () => {
    const { actor, view } = startWithWallets(guest, () => Promise.reject(Object.assign(new Error(''), { msgcode: 'PAY_WALLET_NOT_OFFERED', message: '' })));
    await flush();
    view().choose('Wallet');
    view().selectWallet('ApplePay');
    view().submit();
    view().approveWallet();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().failure?.msgcode).toBe('PAY_WALLET_NOT_OFFERED');
    expect(view().walletWindow).toBeNull();
  });

  it('offers no wallet where a wallet cannot pay (a scheduled payment); a wallet chosen before falls back to the default', async () => {
    const { actor, view } = startWithWallets({ ...signedIn, allowWallet: false, previous: walletSelection });
    await flush();
    expect(view().choices).toEqual(['SavedPaymentMethod', 'NewCard', 'NewBankAccount']);
    expect(view().choice).toBe('SavedPaymentMethod');
    actor.send({ type: 'method.choose', choice: 'Wallet' });
    expect(view().choice).toBe('SavedPaymentMethod');
  });

  it('coming back to the step keeps the wallet chosen but asks for a new approval (a token pays once)', async () => {
    const { actor, view, approvals } = startWithWallets({ ...guest, previous: walletSelection });
    await flush();
    expect(view().choice).toBe('Wallet');
    expect(view().walletType).toBe('PayPal');
    expect(actor.getSnapshot().context.walletApproval).toBeNull();
    view().submit();
    expect(actor.getSnapshot().value).toBe('approvingWallet');
    view().approveWallet();
    await flush();
    expect(approvals).toEqual(['PayPal']);
  });
});

