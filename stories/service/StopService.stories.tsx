import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor } from 'xstate';
import { connectStopService } from '../../machines/service/stopService/stopService.connect.ts';
import { calendarAfterSlotTaken, sampleCalendar, sampleStopReceipt, sampleStopService, sampleStopServiceAccount } from '../../machines/service/stopService/stopService.fixtures.ts';
import { stopServiceMachine } from '../../machines/service/stopService/stopService.machine.ts';
import type { StopServiceContext } from '../../machines/service/stopService/stopService.types.ts';
import { addressFormOf, emptyAddressForm } from '../../src/domain/serviceRequests.ts';
import { StopServiceView } from '../../src/features/service/stopService/StopServiceView.tsx';
import { StopServicePage } from '../../src/features/service/stopService/StopServicePage.tsx';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** What every story starts from: signed in, the account read, the calendar's first day with ALLDAY. */
const baseContext: StopServiceContext = {
  accountNumber: sampleStopServiceAccount,
  visitor: false,
  identity: { accountNumber: '', lastName: '' },
  contact: { email: '', primaryPhone: '' },
  visitorErrors: {},
  refusal: null,
  stop: sampleStopService,
  calendar: sampleCalendar,
  day: '2026-12-01',
  slot: 0,
  reason: null,
  scheduleErrors: {},
  address: addressFormOf(sampleStopService.mailingAddress),
  addressErrors: {},
  failure: null,
  receipt: null,
};

/** A visitor who typed the proof and the contact details. */
const visitorContext: Partial<StopServiceContext> = {
  visitor: true,
  identity: { accountNumber: sampleStopServiceAccount, lastName: 'Molefe' },
  contact: { email: 'kagiso@example.com', primaryPhone: '71234567' },
};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function StopServiceAt({ value, context = {} }: { value: string; context?: Partial<StopServiceContext> }) {
  const snapshot = stopServiceMachine.resolveState({ value, context: { ...baseContext, ...context } });
  return <StopServiceView view={connectStopService(snapshot, noop)} payLink={<a href="#pay">Pay the balance</a>} />;
}

const stopCalls = { load: () => Promise.resolve(sampleStopService), calendar: () => Promise.resolve(sampleCalendar), submit: () => Promise.resolve(sampleStopReceipt) };
const savedSummary: SavedFormSummary = { id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c', flow: 'stopService', title: 'Stop Service: Date and time', route: '/StopService', updatedAt: '2026-11-28T09:40:00.000Z' };

/** The page with saved forms (signed in): resumed where Save for later kept the state `value`, with Save for later. */
function StopServiceSaved({ value, context = {} }: { value: string; context?: Partial<StopServiceContext> }) {
  const resolved = stopServiceMachine.resolveState({
    value,
    context: { ...baseContext, ...context },
  });
  const snapshot = createActor(stopServiceMachine, { snapshot: resolved, input: { accountNumber: sampleStopServiceAccount } }).getPersistedSnapshot() as unknown as SavedForm['snapshot'];
  const calls: SavedFormCalls = { get: () => Promise.resolve({ ...savedSummary, snapshot }), save: () => Promise.resolve(savedSummary), remove: (id) => Promise.resolve({ id, deleted: true }) };
  return <StopServicePage accountNumber={sampleStopServiceAccount} today="2026-11-28" calls={stopCalls} savedForms={{ id: savedSummary.id, calls }} />;
}

const meta = {
  title: 'Service/StopService',
  component: StopServiceAt,
  parameters: { docs: { description: { component: 'Stop service: each story is one state of the stopService machine.' } } },
} satisfies Meta<typeof StopServiceAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the account (GetStopServiceAddress). */
export const Loading: Story = { args: { value: 'loading', context: { stop: null } } };

/** The account could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { stop: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** Step 1: account, meter, service address and the balance owed with the link to pay it. */
export const Account: Story = { args: { value: 'account' } };

/** Reading the calendar. */
export const LoadingCalendar: Story = { args: { value: 'loadingCalendar' } };

/** The calendar could not be read: Try again and Back. */
export const CalendarFailed: Story = { args: { value: 'calendarFailed', context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 2: the first free day with ALLDAY chosen; the reason still to choose. */
export const Schedule: Story = { args: { value: 'schedule' } };

/** Next without a reason: the field says why. */
export const ScheduleMissingReason: Story = { args: { value: 'schedule', context: { scheduleErrors: { reason: 'SRV_REASON' } } } };

/** The time was taken meanwhile: the calendar again, the first day's ALLDAY full. */
export const SlotTaken: Story = { args: { value: 'schedule', context: { calendar: calendarAfterSlotTaken, day: '2026-12-02', reason: 'MOVING', failure: { msgcode: 'SRV_SLOT_FULL', message: '' } } } };

/** Step 3: the forwarding address, from the address on file. */
export const Mailing: Story = { args: { value: 'mailing', context: { reason: 'MOVING' } } };

/** A PO box without its number: the field says why. */
export const MailingPoBoxMissing: Story = {
  args: { value: 'mailing', context: { reason: 'MOVING', address: { ...emptyAddressForm, addressType: 1, city: 'Gaborone' }, addressErrors: { poBox: 'SRV_PO_BOX' } } },
};

/** A military address (APO/FPO and its state). */
export const MailingMilitary: Story = { args: { value: 'mailing', context: { reason: 'MOVING', address: { ...emptyAddressForm, addressType: 2 } } } };

/** Step 4: everything chosen and the autopay note. */
export const Review: Story = { args: { value: 'review', context: { reason: 'SELLING' } } };

/** Sending the request. */
export const Submitting: Story = { args: { value: 'submitting', context: { reason: 'SELLING' } } };

/** Refused: the review says why; Try again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { reason: 'SELLING', failure: { msgcode: 'SRV_STOP_PENDING', message: '' } } } };

/** The success page with the reference. */
export const Done: Story = { args: { value: 'done', context: { reason: 'SELLING', receipt: sampleStopReceipt } } };

/** Saved forms (signed in): a form resumed on the date and time with the day and reason chosen, and Save for later. */
export const SaveForLater: Story = {
  args: { value: 'schedule', context: { day: '2026-12-02', reason: 'SELLING' } },
  render: (args) => <StopServiceSaved {...args} />,
  decorators: [withRouter],
  parameters: { route: '/StopService' },
};

/** A visitor's step 1 (/PreStopService): the account number, the holder's last name, the email and phone, empty. */
export const VisitorProof: Story = {
  args: { value: 'identify', context: { visitor: true, accountNumber: '', stop: null } },
  decorators: [withRouter],
  parameters: { route: '/PreStopService' },
};

/** Next with fields missing or wrong: each says why. */
export const VisitorProofErrors: Story = {
  args: {
    value: 'identify',
    context: { visitor: true, accountNumber: '', stop: null, identity: { accountNumber: '12', lastName: '' }, visitorErrors: { accountNumber: 'VLD_ACCOUNT_NUMBER', lastName: 'SRV_LAST_NAME', email: 'REG_EMAIL_REQUIRED', primaryPhone: 'REG_PHONE_REQUIRED' } },
  },
  decorators: [withRouter],
  parameters: { route: '/PreStopService' },
};

/** No account with this number and name: the proof again, with the message. */
export const VisitorProofRefused: Story = {
  args: { value: 'identify', context: { ...visitorContext, accountNumber: '', stop: null, failure: { msgcode: 'SRV_TRANSFER_IDENTITY', message: '' } } },
  decorators: [withRouter],
  parameters: { route: '/PreStopService' },
};

/** Checking the proof. */
export const VisitorProving: Story = { args: { value: 'proving', context: { ...visitorContext, accountNumber: '', stop: null } } };

/** A stop already open on the proven account: why, and the way to track it. */
export const VisitorRefused: Story = { args: { value: 'refused', context: { ...visitorContext, refusal: 'SRV_STOP_PENDING' } }, decorators: [withRouter], parameters: { route: '/PreStopService' } };

/** A visitor's step 1 once proven: the account, with Back to the proof. */
export const VisitorAccount: Story = { args: { value: 'account', context: visitorContext } };

/** A visitor's success: the reference and the link to track it without signing in. */
export const VisitorDone: Story = {
  args: { value: 'done', context: { ...visitorContext, reason: 'MOVING', receipt: sampleStopReceipt } },
  decorators: [withRouter],
  parameters: { route: '/PreStopService' },
};
