import { useEffect, useMemo, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { connectAutoPay } from '../../machines/payment/autoPay/autoPay.connect.ts';
import { changedStatus, enrolledStatus, notEnrolledStatus, sampleAutoPayAccount, sampleAutoPayToday } from '../../machines/payment/autoPay/autoPay.fixtures.ts';
import type { AutoPayEvent } from '../../machines/payment/autoPay/autoPay.types.ts';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodEvent } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import type { AutoPayStatus } from '../../src/domain/autoPay.ts';
import { AutoPayView } from '../../src/features/payment/autoPay/AutoPayView.tsx';
import { providedAutoPayMachine, type AutoPayCalls } from '../../src/features/payment/autoPay/autoPayCalls.ts';
import { withRouter } from '../support/router.tsx';

/** How a fake call answers: at once, never (busy), or with a refusal code. */
type Answer = 'ok' | 'hang' | string;
interface Fakes {
  load?: Answer;
  enrolled?: boolean;
  enrol?: Answer;
  cancel?: Answer;
}

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
const answer = (choice: Answer | undefined, value: AutoPayStatus) => (choice === 'hang' ? never() : choice && choice !== 'ok' ? refuse(choice) : Promise.resolve(value));

function storyCalls(fakes: Fakes): AutoPayCalls {
  return {
    lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
    ...sampleWalletCalls,
    loadStatus: () => answer(fakes.load, fakes.enrolled ? enrolledStatus : notEnrolledStatus),
    enrol: () => answer(fakes.enrol, changedStatus),
    cancel: () => answer(fakes.cancel, notEnrolledStatus),
  };
}

/** A step of a story: an event of the page, or one of the method step's. */
type StoryEvent = AutoPayEvent | { method: PaymentMethodEvent };

interface AutoPayAtProps {
  events?: readonly StoryEvent[];
  fakes?: Fakes;
  canEdit?: boolean;
  canCancel?: boolean;
  startWithForm?: boolean;
}

/** The automatic payment plan after the given events (each waits for the call under way to answer). */
function AutoPayAt({ events = [], fakes = {}, canEdit = true, canCancel = true, startWithForm = false }: AutoPayAtProps) {
  const machine = useMemo(() => providedAutoPayMachine(storyCalls(fakes)), [fakes]);
  const actor = useActorRef(machine, { input: { accountNumber: sampleAutoPayAccount, canEdit, canCancel, startWithForm, today: sampleAutoPayToday } });
  const snapshot = useSelector(actor, (state) => state);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy') && !state.hasTag('loading'));
        if ('method' in event) {
          const child = (await waitFor(actor, (state) => state.children.paymentMethod !== undefined)).children.paymentMethod!;
          child.send(event.method);
        } else actor.send(event);
      }
    })();
  }, [actor, events]);
  return <AutoPayView view={connectAutoPay(snapshot, actor.send)} />;
}

const meta = {
  title: 'Payment/AutoPay',
  component: AutoPayAt,
  decorators: [withRouter],
  parameters: {
    route: '/AutoPay',
    docs: { description: { component: 'Automatic Payment Plan (/AutoPay, /EnrollAutoPay): the autoPay machine with fake calls, in each state a customer can see.' } },
  },
} satisfies Meta<typeof AutoPayAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const fixed: StoryEvent[] = [
  { type: 'rule.change', field: 'amountType', value: 'FixedAmount' },
  { type: 'rule.change', field: 'fixedAmount', value: '150' },
  { type: 'rule.change', field: 'makePaymentType', value: 'DaysBeforeDueDate' },
  { type: 'rule.change', field: 'daysBefore', value: '3' },
];
const toReview: StoryEvent[] = [{ type: 'autoPay.enrol' }, ...fixed, { method: { type: 'method.submit' } }];
const enrol: StoryEvent[] = [...toReview, { type: 'terms.change', accepted: true }, { type: 'autoPay.submit' }];

/** Reading the plan's status. */
export const Loading: Story = { args: { fakes: { load: 'hang' } } };

/** The status could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { fakes: { load: 'NETWORK' } } };

/** Not enrolled: Enroll in automatic payments. */
export const NotEnrolled: Story = { args: {} };

/** Enrolled: the bank account, the rule and the next payment; Change plan and Cancel plan. */
export const Enrolled: Story = { args: { fakes: { enrolled: true } } };

/** Without the edit and delete rights: the status only. */
export const ViewOnly: Story = { args: { fakes: { enrolled: true }, canEdit: false, canCancel: false } };

/** Step 1 (/EnrollAutoPay): the saved bank account, the amount due on the due date. */
export const Details: Story = { args: { startWithForm: true } };

/** Step 1 with a fixed amount below the minimum and 12 days: the messages beside the fields. */
export const DetailsInvalid: Story = {
  args: {
    events: [
      { type: 'autoPay.enrol' },
      { type: 'rule.change', field: 'amountType', value: 'FixedAmount' },
      { type: 'rule.change', field: 'fixedAmount', value: '5' },
      { type: 'rule.change', field: 'makePaymentType', value: 'DaysBeforeDueDate' },
      { type: 'rule.change', field: 'daysBefore', value: '12' },
      { method: { type: 'method.submit' } },
    ],
  },
};

/** Step 2: the review and the terms. */
export const Review: Story = { args: { events: toReview } };

/** Enroll without accepting the terms: the message beside them. */
export const ReviewTermsMissing: Story = { args: { events: [...toReview, { type: 'autoPay.submit' }] } };

/** Enrolling. */
export const Enrolling: Story = { args: { events: enrol, fakes: { enrol: 'hang' } } };

/** Refused (F304): the message, everything kept; Try again. */
export const EnrolRefused: Story = { args: { events: enrol, fakes: { enrol: 'F304' } } };

/** The confirmation with the next payment. */
export const Enrolled_Confirmation: Story = { args: { events: enrol } };

/** Cancel plan: the confirmation dialog. */
export const CancelDialog: Story = { args: { fakes: { enrolled: true }, events: [{ type: 'autoPay.cancel' }] } };

/** Cancelling. */
export const Cancelling: Story = { args: { fakes: { enrolled: true, cancel: 'hang' }, events: [{ type: 'autoPay.cancel' }, { type: 'cancel.confirm' }] } };

/** The cancellation failed: the message in the dialog, Try again. */
export const CancelFailed: Story = { args: { fakes: { enrolled: true, cancel: 'GEN500' }, events: [{ type: 'autoPay.cancel' }, { type: 'cancel.confirm' }] } };
