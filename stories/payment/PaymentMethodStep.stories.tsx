import { useEffect, useMemo, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { waitFor } from 'xstate';
import { expiredCard, paypalApproval, sampleWallets, savedBank, savedCard } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodEvent, PaymentMethodInput } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { PaymentMethodStep } from '../../src/features/payment/paymentMethod/PaymentMethodView.tsx';
import { providedPaymentMethodMachine, type PaymentMethodCalls } from '../../src/features/payment/paymentMethod/paymentMethodCalls.ts';

const today = new Date('2026-11-22T10:00:00Z');
const signedIn: PaymentMethodInput = { savedMethods: [savedCard, savedBank, expiredCard], allowSaved: true, allowNew: true, allowSave: true, allowWallet: true, today };
const guest: PaymentMethodInput = { savedMethods: [], allowSaved: false, allowNew: true, allowSave: false, allowWallet: true, today };

type Lookup = 'found' | 'unknown' | 'hang' | 'fail';
/** How the wallet approval answers: at once, never (busy), or refused with a code. */
type Approval = 'ok' | 'hang' | string;
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
function lookupCalls(lookup: Lookup, approval: Approval): PaymentMethodCalls {
  return {
    loadWallets: () => Promise.resolve([...sampleWallets]),
    approveWallet: (walletType) =>
      approval === 'ok' ? Promise.resolve({ ...paypalApproval, walletType }) : approval === 'hang' ? new Promise(() => undefined) : refuse(approval),
    lookUpRouting: (routingNumber) =>
      lookup === 'hang'
        ? new Promise(() => undefined)
        : lookup === 'fail'
          ? Promise.reject(Object.assign(new Error(''), { msgcode: 'NETWORK', message: '' }))
          : Promise.resolve({ routingNumber, bankName: lookup === 'found' ? 'First National Bank Botswana' : null }),
  };
}

/** The step after the given events (each waits for a lookup under way to answer, and for the wallets). */
function MethodAt({ input, events, lookup = 'found', approval = 'ok' }: { input: PaymentMethodInput; events: readonly PaymentMethodEvent[]; lookup?: Lookup; approval?: Approval }) {
  const machine = useMemo(() => providedPaymentMethodMachine(lookupCalls(lookup, approval)), [lookup, approval]);
  const actor = useActorRef(machine, { input });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await waitFor(actor, (state) => state.context.wallets.length > 0);
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy'));
        actor.send(event);
      }
    })();
  }, [actor, events]);
  return (
    <div className="payment-card">
      <PaymentMethodStep actorRef={actor} />
    </div>
  );
}

const card = (values: Record<string, string>): PaymentMethodEvent[] => [
  { type: 'method.choose', choice: 'NewCard' },
  ...Object.entries(values).map(([field, value]) => ({ type: 'card.change', field, value }) as PaymentMethodEvent),
];
const bank = (values: Record<string, string>): PaymentMethodEvent[] => [
  { type: 'method.choose', choice: 'NewBankAccount' },
  ...Object.entries(values).map(([field, value]) => ({ type: 'bank.change', field, value }) as PaymentMethodEvent),
];
const goodBank = { accountHolderName: 'Kagiso Molefe', routingNumber: '281467902', confirmRoutingNumber: '281467902', bankAccountNumber: '62001234', confirmBankAccountNumber: '62001234' };
const submit: PaymentMethodEvent = { type: 'method.submit' };

const meta = {
  title: 'Payment/PaymentMethodStep',
  component: MethodAt,
  parameters: {
    docs: {
      description: {
        component:
          'The payment-method step Make a Payment and Recharge Meter share: saved methods (default first, expired cards disabled), a new card (brand detected, Luhn, expiry, CVV), a new bank account (routing number looked up) or a wallet approved in its window (paying now only). Driven by the paymentMethod machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof MethodAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the default saved card is chosen. */
export const SavedMethods: Story = { args: { input: signedIn, events: [] } };

/** A guest: a new card, empty. */
export const NewCardEmpty: Story = { args: { input: guest, events: [] } };

/** Continue with nothing typed: VLD001. */
export const NewCardMissing: Story = { args: { input: guest, events: [submit] } };

/** A wrong Luhn number and a past expiry: refused beside the fields before any call. */
export const NewCardInvalid: Story = {
  args: { input: guest, events: [...card({ nameOnCard: 'Kagiso Molefe', cardNumber: '4242 4242 4242 4241', expiryMonth: '1', expiryYear: '2026', cvv: '12' }), submit] },
};

/** An American Express card: brand shown, 4-digit CVV; saved with a nickname. */
export const NewCardSaved: Story = {
  args: {
    input: signedIn,
    events: [
      ...card({ nameOnCard: 'Kagiso Molefe', cardNumber: '3782 822463 10005', expiryMonth: '12', expiryYear: '2028', cvv: '1234' }),
      { type: 'options.change', field: 'saveMethod', value: true },
      { type: 'options.change', field: 'nickName', value: 'Travel card' },
    ],
  },
};

/** A new bank account whose bank was looked up. */
export const NewBankFound: Story = { args: { input: signedIn, events: [...bank(goodBank), { type: 'routing.lookup' }] } };

/** The bank is being looked up. */
export const NewBankLookingUp: Story = { args: { input: guest, lookup: 'hang', events: [...bank(goodBank), { type: 'routing.lookup' }] } };

/** No bank has this routing number. */
export const NewBankUnknownRouting: Story = { args: { input: guest, lookup: 'unknown', events: [...bank(goodBank), submit] } };

/** The lookup failed: the message, everything kept. */
export const NewBankLookupFailed: Story = { args: { input: guest, lookup: 'fail', events: [...bank(goodBank), submit] } };

/** Confirmations that do not match. */
export const NewBankMismatch: Story = {
  args: { input: guest, events: [...bank({ ...goodBank, confirmRoutingNumber: '281467903', confirmBankAccountNumber: '62001235' }), submit] },
};

const wallet: PaymentMethodEvent[] = [{ type: 'method.choose', choice: 'Wallet' }];
const paypal: PaymentMethodEvent[] = [...wallet, { type: 'wallet.select', walletType: 'PayPal' }];

/** The wallets the gateway offers, none chosen yet. */
export const WalletChoice: Story = { args: { input: guest, events: wallet } };

/** Continue without choosing a wallet. */
export const WalletNotChosen: Story = { args: { input: guest, events: [...wallet, submit] } };

/** The wallet's window: approve the payment, or cancel. */
export const WalletWindow: Story = { args: { input: signedIn, events: [...paypal, submit] } };

/** Approved: the wallet's one-time token is on its way. */
export const WalletApproving: Story = { args: { input: signedIn, approval: 'hang', events: [...paypal, submit, { type: 'wallet.approve' }] } };

/** The window was closed without approving: the wallet stays chosen, with the message. */
export const WalletCancelled: Story = { args: { input: guest, events: [...paypal, submit, { type: 'wallet.cancel' }] } };

/** The approval was refused (the wallet is no longer offered). */
export const WalletApprovalFailed: Story = { args: { input: guest, approval: 'PAY_WALLET_NOT_OFFERED', events: [...paypal, submit, { type: 'wallet.approve' }] } };

/** A scheduled payment: no wallet is offered (a wallet pays now only). */
export const NoWalletWhenScheduling: Story = { args: { input: { ...signedIn, allowWallet: false }, events: [] } };
