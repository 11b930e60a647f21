import { useEffect, useMemo, useRef } from 'react';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
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
import type { MakePaymentEvent, PaymentMode } from '../../machines/payment/makePayment/makePayment.types.ts';
import type { PaymentMethodEvent, PaymentMethodContext } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { MakePaymentView } from '../../src/features/payment/makePayment/MakePaymentView.tsx';
import { providedMakePaymentMachine, type MakePaymentCalls } from '../../src/features/payment/makePayment/makePaymentCalls.ts';
import { withRouter } from '../support/router.tsx';

type Answer = 'ok' | 'hang' | string;
interface Fakes {
  load?: Answer;
  validate?: Answer;
  duplicate?: boolean;
  fee?: Answer;
  submit?: Answer;
}

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
const answer = <T,>(choice: Answer | undefined, value: () => T) => (choice === 'hang' ? never() : choice && choice !== 'ok' ? refuse(choice) : Promise.resolve(value()));

function storyCalls(fakes: Fakes): MakePaymentCalls {
  return {
    loadPaymentData: () => answer(fakes.load, () => samplePaymentData),
    validateGuestAccount: () => answer(fakes.validate, () => sampleGuestAccount),
    checkDuplicate: () => Promise.resolve(fakes.duplicate ? sampleDuplicate : { duplicate: false, previous: null }),
    lookUpFee: (body) => answer(fakes.fee, () => ({ ...sampleFee, amount: body.amount, methodType: body.methodType })),
    submitPayment: ({ timing }) => answer(fakes.submit, () => (timing === 'scheduled' ? sampleScheduledReceipt : sampleReceipt)),
    lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
    ...sampleWalletCalls,
  };
}

const noFakes: Fakes = {};

/** A step of a story: an event of the flow, or one of the payment-method step. */
type StoryEvent = MakePaymentEvent | { method: PaymentMethodEvent };

/** Make a Payment after the given events (each waits for the call under way to answer). */
function PaymentAt({ mode, events, fakes = noFakes }: { mode: PaymentMode; events: readonly StoryEvent[]; fakes?: Fakes }) {
  const machine = useMemo(() => providedMakePaymentMachine(storyCalls(fakes)), [fakes]);
  const actor = useActorRef(machine, {
    input: { mode, accountNumber: mode === 'signedIn' ? '300041526371' : null, allowSaved: true, allowNew: true, today: sampleToday, newIdempotencyKey: () => 'story-key' },
  });
  const snapshot = useSelector(actor, (state) => state);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy'));
        if ('method' in event) {
          const child = (await waitFor(actor, (state) => state.children.paymentMethod !== undefined)).children.paymentMethod!;
          // The wallets load beside the form: a wallet can be chosen once they are there.
          await waitFor(child, (state) => (state as { context: PaymentMethodContext }).context.wallets.length > 0);
          child.send(event.method);
        } else actor.send(event);
      }
    })();
  }, [actor, events]);
  return <MakePaymentView view={connectMakePayment(snapshot, actor.send)} />;
}

const next: MakePaymentEvent = { type: 'step.next' };
const methodNext: StoryEvent = { method: { type: 'method.submit' } };
const guestAccount: MakePaymentEvent[] = [
  { type: 'guest.change', field: 'accountNumber', value: '300041526371' },
  { type: 'guest.change', field: 'postCode', value: '59001' },
];
const newCard = (number: string): StoryEvent[] => [
  { method: { type: 'method.choose', choice: 'NewCard' } },
  ...(
    [
      ['nameOnCard', 'Kagiso Molefe'],
      ['cardNumber', number],
      ['expiryMonth', '12'],
      ['expiryYear', '2028'],
      ['cvv', '123'],
    ] as const
  ).map(([field, value]) => ({ method: { type: 'card.change', field, value } }) as StoryEvent),
];
const toReview: StoryEvent[] = [next, methodNext];
const paypal: StoryEvent[] = [
  { method: { type: 'method.choose', choice: 'Wallet' } },
  { method: { type: 'wallet.select', walletType: 'PayPal' } },
  methodNext,
];
const approve: StoryEvent = { method: { type: 'wallet.approve' } };

const meta = {
  title: 'Payment/MakePayment',
  component: PaymentAt,
  decorators: [withRouter],
  parameters: {
    route: '/PayBill',
    docs: {
      description: {
        component:
          'Make a Payment: /PayBill signed in (amount, method, review) and /MakePayment as a guest (account first). Driven by the makePayment machine with fake calls; every step in the states a customer can see.',
      },
    },
  },
} satisfies Meta<typeof PaymentAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bill is loading. */
export const Loading: Story = { args: { mode: 'signedIn', events: [], fakes: { load: 'hang' } } };

/** The bill could not be loaded: the message and Try again. */
export const LoadFailed: Story = { args: { mode: 'signedIn', events: [], fakes: { load: 'NETWORK' } } };

/** The amount step with the payment defaults: the total due, paid now. */
export const Amount: Story = { args: { mode: 'signedIn', events: [] } };

/** Another amount below the minimum and a scheduled date that is not a day. */
export const AmountInvalid: Story = {
  args: {
    mode: 'signedIn',
    events: [
      { type: 'amount.change', field: 'amountType', value: 'OtherAmount' },
      { type: 'amount.change', field: 'otherAmount', value: '5' },
      { type: 'amount.change', field: 'dateType', value: 'scheduled' },
      { type: 'amount.change', field: 'paymentDate', value: '31/02/2026' },
      next,
    ],
  },
};

/** The same amount was paid today: the duplicate-payment warning. */
export const DuplicateWarning: Story = { args: { mode: 'signedIn', events: [next], fakes: { duplicate: true } } };

/** The method step: the default saved card chosen. */
export const Method: Story = { args: { mode: 'signedIn', events: [next] } };

/** The convenience fee is being looked up. */
export const FeeLoading: Story = { args: { mode: 'signedIn', events: toReview, fakes: { fee: 'hang' } } };

/** The fee could not be looked up. */
export const FeeFailed: Story = { args: { mode: 'signedIn', events: toReview, fakes: { fee: 'NETWORK' } } };

/** Review: amount, fee, total, date and method. */
export const Review: Story = { args: { mode: 'signedIn', events: toReview } };

/** A scheduled payment on review. */
export const ReviewScheduled: Story = {
  args: {
    mode: 'signedIn',
    events: [
      { type: 'amount.change', field: 'dateType', value: 'scheduled' },
      { type: 'amount.change', field: 'paymentDate', value: '01/12/2026' },
      ...toReview,
    ],
  },
};

/** Paying (the Pay button is disabled: a second click does nothing). */
export const Paying: Story = { args: { mode: 'signedIn', events: [...toReview, { type: 'payment.submit' }], fakes: { submit: 'hang' } } };

/** The connection dropped: the message, everything kept, Pay again with the same key. */
export const PaymentFailed: Story = { args: { mode: 'signedIn', events: [...toReview, { type: 'payment.submit' }], fakes: { submit: 'NETWORK' } } };

/** A card code (F300): back on the method step with the catalogue message. */
export const CardDeclined: Story = {
  args: { mode: 'signedIn', events: [next, ...newCard('4000 0000 0000 3006'), methodNext, { type: 'payment.submit' }], fakes: { submit: 'F300' } },
};

/** The wallet's window over the method step (PayPal chosen). */
export const WalletWindow: Story = { args: { mode: 'signedIn', events: [next, ...paypal] } };

/** A PayPal approval on review: the wallet, its payer (masked) and the card fee. */
export const ReviewWallet: Story = { args: { mode: 'signedIn', events: [next, ...paypal, approve] } };

/** The wallet approval was used or expired (PAY_WALLET_EXPIRED): back on the method step to approve again. */
export const WalletExpired: Story = {
  args: { mode: 'signedIn', events: [next, ...paypal, approve, { type: 'payment.submit' }], fakes: { submit: 'PAY_WALLET_EXPIRED' } },
};

/** Paid: the receipt. */
export const Paid: Story = { args: { mode: 'signedIn', events: [...toReview, { type: 'payment.submit' }] } };

/** Guest: the account step, empty. */
export const GuestAccount: Story = { args: { mode: 'guest', events: [] }, parameters: { route: '/MakePayment' } };

/** Guest: the details do not match the account (GEN014). */
export const GuestAccountRefused: Story = { args: { mode: 'guest', events: [...guestAccount, next], fakes: { validate: 'GEN014' } }, parameters: { route: '/MakePayment' } };

/** Guest: the amount step after the account check (masked name). */
export const GuestAmount: Story = { args: { mode: 'guest', events: [...guestAccount, next] }, parameters: { route: '/MakePayment' } };

/** Guest: a new card on review. */
export const GuestReview: Story = {
  args: { mode: 'guest', events: [...guestAccount, next, next, ...newCard('4242 4242 4242 4242'), methodNext] },
  parameters: { route: '/MakePayment' },
};

/** Guest: paid, the receipt. */
export const GuestPaid: Story = {
  args: { mode: 'guest', events: [...guestAccount, next, next, ...newCard('4242 4242 4242 4242'), methodNext, { type: 'payment.submit' }] },
  parameters: { route: '/MakePayment' },
};
