import { useEffect, useMemo, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { connectTextToPay } from '../../machines/payment/textToPay/textToPay.connect.ts';
import { enrolledTextToPay, noBankTextToPay, notEnrolledTextToPay, sampleTextToPayAccount } from '../../machines/payment/textToPay/textToPay.fixtures.ts';
import type { TextToPayEvent } from '../../machines/payment/textToPay/textToPay.types.ts';
import type { TextToPayStatus } from '../../src/domain/textToPay.ts';
import { TextToPayView } from '../../src/features/payment/textToPay/TextToPayView.tsx';
import { providedTextToPayMachine, type TextToPayCalls } from '../../src/features/payment/textToPay/textToPayCalls.ts';
import { withRouter } from '../support/router.tsx';

/** How a fake call answers: at once, never (busy), or with a refusal code. */
type Answer = 'ok' | 'hang' | string;
interface Fakes {
  load?: Answer;
  status?: TextToPayStatus;
  enrol?: Answer;
  resend?: Answer;
  unenrol?: Answer;
}

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
const answer = (choice: Answer | undefined, value: TextToPayStatus) => (choice === 'hang' ? never() : choice && choice !== 'ok' ? refuse(choice) : Promise.resolve(value));

function storyCalls(fakes: Fakes): TextToPayCalls {
  return {
    detail: () => answer(fakes.load, fakes.status ?? notEnrolledTextToPay),
    enrol: () => answer(fakes.enrol, enrolledTextToPay),
    resend: () => answer(fakes.resend, enrolledTextToPay),
    unenrol: () => answer(fakes.unenrol, notEnrolledTextToPay),
  };
}

interface TextToPayAtProps {
  events?: readonly TextToPayEvent[];
  fakes?: Fakes;
  canEdit?: boolean;
  startWithForm?: boolean;
}

/** Text To Pay after the given events (each waits for the call under way to answer). */
function TextToPayAt({ events = [], fakes = {}, canEdit = true, startWithForm = false }: TextToPayAtProps) {
  const machine = useMemo(() => providedTextToPayMachine(storyCalls(fakes)), [fakes]);
  const actor = useActorRef(machine, { input: { accountNumber: sampleTextToPayAccount, canEdit, startWithForm } });
  const snapshot = useSelector(actor, (state) => state);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy') && !state.hasTag('loading') && !state.matches('loaded'));
        actor.send(event);
      }
    })();
  }, [actor, events]);
  return <TextToPayView view={connectTextToPay(snapshot, actor.send)} />;
}

const meta = {
  title: 'Payment/TextToPay',
  component: TextToPayAt,
  decorators: [withRouter],
  parameters: {
    route: '/TextToPay',
    docs: { description: { component: 'Text To Pay (/TextToPay, /EnrollTextToPay): the textToPay machine with fake calls, in each state a customer can see.' } },
  },
} satisfies Meta<typeof TextToPayAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: TextToPayEvent[] = [{ type: 'textToPay.enrol' }, { type: 'form.mobile', value: '71234567' }, { type: 'form.consent', accepted: true }];
const enrol: TextToPayEvent[] = [...filled, { type: 'textToPay.submit' }];

/** Reading the enrolment. */
export const Loading: Story = { args: { fakes: { load: 'hang' } } };

/** The enrolment could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { fakes: { load: 'NETWORK' } } };

/** Not enrolled: Enroll in Text To Pay. */
export const NotEnrolled: Story = { args: {} };

/** Enrolled: the masked number, the bank account, the link; Change, Resend the link, Unenroll. */
export const Enrolled: Story = { args: { fakes: { status: enrolledTextToPay } } };

/** Without the text-to-pay right: the status only. */
export const ViewOnly: Story = { args: { fakes: { status: enrolledTextToPay }, canEdit: false } };

/** The form (/EnrollTextToPay): the only bank account chosen. */
export const Form: Story = { args: { startWithForm: true } };

/** Enroll with a number not starting with 7 and no consent: the messages beside the fields. */
export const FormInvalid: Story = { args: { events: [{ type: 'textToPay.enrol' }, { type: 'form.mobile', value: '81234567' }, { type: 'textToPay.submit' }] } };

/** No saved bank account: a link to Payment Methods. */
export const NoBankAccount: Story = { args: { fakes: { status: noBankTextToPay }, startWithForm: true } };

/** Enrolling. */
export const Enrolling: Story = { args: { events: enrol, fakes: { enrol: 'hang' } } };

/** Refused (TTP_BANK_ONLY): the message, everything kept; Try again. */
export const EnrolRefused: Story = { args: { events: enrol, fakes: { enrol: 'TTP_BANK_ONLY' } } };

/** The confirmation (/EnrollTextToPaySuccess): the link is texted. */
export const Confirmation: Story = { args: { events: enrol } };

/** Resending the link. */
export const Resending: Story = { args: { fakes: { status: enrolledTextToPay, resend: 'hang' }, events: [{ type: 'textToPay.resend' }] } };

/** The link could not be resent: the message, Resend tries again. */
export const ResendFailed: Story = { args: { fakes: { status: enrolledTextToPay, resend: 'GEN500' }, events: [{ type: 'textToPay.resend' }] } };

/** Unenroll: the confirmation dialog. */
export const UnenrolDialog: Story = { args: { fakes: { status: enrolledTextToPay }, events: [{ type: 'textToPay.unenrol' }] } };

/** Unenrolling failed: the message in the dialog, Try again. */
export const UnenrolFailed: Story = { args: { fakes: { status: enrolledTextToPay, unenrol: 'GEN500' }, events: [{ type: 'textToPay.unenrol' }, { type: 'unenrol.confirm' }] } };
