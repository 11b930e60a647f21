/**
 * Catalogue entry of the payment-method step (a child of Make a Payment and Recharge Meter): how
 * the path engine, the atlas and the coverage report walk it without a server.
 */
import * as v from 'valibot';
import { cardNumberSchema, cvvSchema, holderNameSchema, routingNumberSchema, bankAccountNumberSchema } from '../../../src/domain/payment.ts';
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { paymentMethodMachine, selectionIssues } from './paymentMethod.machine.ts';
import { savedCard, expiredCard, paypalApproval, sampleWallets } from './paymentMethod.fixtures.ts';
import type { PaymentMethodContext } from './paymentMethod.types.ts';

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/** How many card fields hold a valid value (the submit guard passes at all five). */
function validCardFields({ card }: PaymentMethodContext): number {
  return [
    passes(holderNameSchema, card.nameOnCard),
    passes(cardNumberSchema, card.cardNumber),
    card.expiryMonth !== '',
    card.expiryYear !== '',
    passes(cvvSchema, card.cvv),
  ].filter(Boolean).length;
}

function validBankFields({ bank }: PaymentMethodContext): number {
  return [
    passes(holderNameSchema, bank.accountHolderName),
    passes(routingNumberSchema, bank.routingNumber),
    bank.confirmRoutingNumber !== '' && bank.confirmRoutingNumber === bank.routingNumber,
    passes(bankAccountNumberSchema, bank.bankAccountNumber),
    bank.confirmBankAccountNumber !== '' && bank.confirmBankAccountNumber === bank.bankAccountNumber,
  ].filter(Boolean).length;
}

const today = new Date('2026-11-22T10:00:00Z');

export const paymentMethodEntry = entry({
  id: 'paymentMethod',
  title: 'Payment method step',
  description:
    'The step Make a Payment and Recharge Meter share: a saved method (the default first; expired cards left ' +
    'out), a new card (brand from the number, Luhn, expiry from this year for 10 years, CVV of the brand) or a ' +
    'new bank account (9-digit routing number looked up for its bank, account number, both confirmed), with ' +
    'save for later, nickname and set as default when signed in; or a wallet the gateway offers (paying now ' +
    'only), approved in the wallet’s window for a one-time token.',
  machine: paymentMethodMachine,
  kind: 'ui',
  view: 'src/features/payment/paymentMethod/PaymentMethodView.tsx',
  scenarios: [
    {
      label: 'signed in with a saved card',
      input: { savedMethods: [savedCard, expiredCard], allowSaved: true, allowNew: true, allowSave: true, allowWallet: true, today },
    },
    { label: 'guest (new card, bank account or wallet)', input: { savedMethods: [], allowSaved: false, allowNew: true, allowSave: false, allowWallet: true, today } },
    {
      label: 'signed in, scheduling (no wallet)',
      input: { savedMethods: [savedCard], allowSaved: true, allowNew: true, allowSave: true, allowWallet: false, today },
    },
  ],
  events: [
    { type: 'method.choose', choice: 'SavedPaymentMethod' },
    { type: 'method.choose', choice: 'NewCard' },
    { type: 'method.choose', choice: 'NewBankAccount' },
    { type: 'method.choose', choice: 'Wallet' },
    { type: 'wallet.select', walletType: 'PayPal' },
    { type: 'wallet.approve' },
    { type: 'wallet.cancel' },
    { type: 'method.selectSaved', paymentTokenId: savedCard.paymentTokenId },
    { type: 'card.change', field: 'nameOnCard', value: 'Kagiso Molefe' },
    { type: 'card.change', field: 'cardNumber', value: '4242 4242 4242 4242' },
    { type: 'card.change', field: 'cardNumber', value: '4242 4242 4242 4241' },
    { type: 'card.change', field: 'expiryMonth', value: '12' },
    { type: 'card.change', field: 'expiryYear', value: '2028' },
    { type: 'card.change', field: 'cvv', value: '123' },
    { type: 'bank.change', field: 'accountHolderName', value: 'Kagiso Molefe' },
    { type: 'bank.change', field: 'routingNumber', value: '281467902' },
    { type: 'bank.change', field: 'confirmRoutingNumber', value: '281467902' },
    { type: 'bank.change', field: 'bankAccountNumber', value: '62001234' },
    { type: 'bank.change', field: 'confirmBankAccountNumber', value: '62001234' },
    { type: 'options.change', field: 'saveMethod', value: true },
    { type: 'options.change', field: 'nickName', value: 'Travel card' },
    { type: 'routing.lookup' },
    { type: 'method.submit' },
  ],
  outcomes: {
    loadWallets: [
      resolves('loadWallets', sampleWallets, 'resolve: PayPal, Google Pay, Apple Pay, Venmo'),
      resolves('loadWallets', [], 'resolve: no wallet offered'),
      rejects('loadWallets', { msgcode: 'NETWORK', message: '' }, 'reject: network down'),
    ],
    approveWallet: [
      resolves('approveWallet', paypalApproval, 'resolve: PayPal approved (one-time token)'),
      rejects('approveWallet', { msgcode: 'PAY_WALLET_NOT_OFFERED', message: '' }, 'reject: wallet no longer offered'),
    ],
    lookUpRouting: [
      resolves('lookUpRouting', { routingNumber: '281467902', bankName: 'First National Bank Botswana' }, 'resolve: First National Bank Botswana'),
      resolves('lookUpRouting', { routingNumber: '281467902', bankName: null }, 'resolve: no bank has this number'),
      rejects('lookUpRouting', { msgcode: 'NETWORK', message: '' }, 'reject: network down'),
    ],
  },
  // Whether the wallets have loaded doubles the card and bank form's states (about 550 snapshots and
  // 12,000 edges a scenario, 2 s): more than the default limit, still quick.
  limit: 20_000,
  // Guards read the chosen method, how many of its fields are valid, the routing lookup and whether
  // the lookup runs for Continue; the saved option and the messages are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    const routing = c.routing === null ? null : c.routing.bankName === null ? 'unknown' : 'found';
    return JSON.stringify([
      s.value,
      c.choice,
      c.choice === 'NewCard'
        ? validCardFields(c)
        : c.choice === 'NewBankAccount'
          ? [validBankFields(c), routing, c.continueAfterLookup]
          : c.choice === 'Wallet'
            ? c.walletType
            : null,
      c.wallets.length > 0,
      c.options.saveMethod,
      c.options.nickName !== '',
      Object.keys(selectionIssues(c).errors).length > 0 && Object.values(c.errors).some(Boolean),
      c.failure?.msgcode ?? null,
    ]);
  },
});
