import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectTransferService } from '../../machines/service/transferService/transferService.connect.ts';
import { currentPremise, newPremise, sampleTransferAccount, sampleTransferReceipt, transferCalendar, transferPremises } from '../../machines/service/transferService/transferService.fixtures.ts';
import { sampleStopService } from '../../machines/service/stopService/stopService.fixtures.ts';
import { transferServiceMachine } from '../../machines/service/transferService/transferService.machine.ts';
import type { TransferServiceContext } from '../../machines/service/transferService/transferService.types.ts';
import { addressFormOf, emptyAddressForm } from '../../src/domain/serviceRequests.ts';
import { TransferServiceView } from '../../src/features/service/transferService/TransferServiceView.tsx';
import { TransferServicePage } from '../../src/features/service/transferService/TransferServicePage.tsx';
import type { TransferServiceCalls } from '../../src/features/service/transferService/transferServiceCalls.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { sampleSavedForms } from '../../machines/service/savedForms/savedForms.fixtures.ts';
import { mayMoveOut, moveInEligible } from '../../machines/service/transferService/transferService.fixtures.ts';
import { withRouter } from '../support/router.tsx';

const noop = () => {};
const moveOut = { calendar: transferCalendar, day: '2026-12-01', slot: 0 as const };
const moveIn = { calendar: transferCalendar, day: '2026-12-01', slot: 0 as const };
const chosen = { premises: transferPremises, premise: newPremise, query: 'Kgale', moveIn };

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function TransferServiceAt({ value, context = {} }: { value: string | Record<string, string>; context?: Partial<TransferServiceContext> }) {
  const snapshot = transferServiceMachine.resolveState({
    value,
    context: {
      accountNumber: sampleTransferAccount,
      visitor: false,
      identity: { accountNumber: '', lastName: '' },
      identityErrors: {},
      contact: { email: '', primaryPhone: '' },
      contactErrors: {},
      taken: null,
      stop: sampleStopService,
      refusal: null,
      moveOut,
      query: '',
      town: '',
      searchError: null,
      premises: null,
      premise: null,
      ineligible: null,
      moveIn: { calendar: [], day: null, slot: 0 },
      dayErrors: {},
      address: addressFormOf(sampleStopService.mailingAddress),
      addressErrors: {},
      failure: null,
      receipt: null,
      ...context,
    },
  });
  return <TransferServiceView view={connectTransferService(snapshot, noop)} payLink={<a href="#pay">Pay the balance</a>} trackerLink={<a href="#tracker">Open the service tracker</a>} />;
}

const meta = {
  title: 'Service/TransferService',
  component: TransferServiceAt,
  parameters: { docs: { description: { component: 'Transfer service signed in: each story is one state of the transferService machine.' } } },
} satisfies Meta<typeof TransferServiceAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The move-out check of the account. */
export const CheckingMoveOut: Story = { args: { value: 'checkingMoveOut', context: { stop: null } } };

/** The check could not be made: the message and Try again. */
export const MoveOutFailed: Story = { args: { value: 'moveOutFailed', context: { stop: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** A stop is already open on the account: why, and the way to the tracker. */
export const Refused: Story = { args: { value: 'refused', context: { refusal: 'SRV_STOP_PENDING' } } };

/** A guest's account: view only. */
export const RefusedViewOnly: Story = { args: { value: 'refused', context: { refusal: 'SRV_VIEW_ONLY' } } };

/** Step 1: the account moved out of, meter, service address and balance with the link to pay it. */
export const MoveOut: Story = { args: { value: 'moveOut' } };

/** Reading the old town's calendar. */
export const LoadingMoveOutCalendar: Story = { args: { value: { moveOutDate: 'loadingCalendar' } } };

/** The calendar could not be read: Try again and Back. */
export const MoveOutCalendarFailed: Story = { args: { value: { moveOutDate: 'calendarFailed' }, context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 2: the first free day with ALLDAY chosen. */
export const MoveOutDate: Story = { args: { value: { moveOutDate: 'ready' } } };

/** A day whose ALLDAY places are taken: the field says so. */
export const MoveOutDateFull: Story = { args: { value: { moveOutDate: 'ready' }, context: { moveOut: { ...moveOut, day: '2026-12-02' }, dayErrors: { moveOut: 'SRV_SLOT' } } } };

/** The move-out time was taken meanwhile: its calendar again, with the message. */
export const MoveOutTaken: Story = { args: { value: { moveOutDate: 'ready' }, context: { ...chosen, failure: { msgcode: 'SRV_MOVE_OUT_SLOT_FULL', message: '' } } } };

/** Step 3: the search for the new address. */
export const MoveIn: Story = { args: { value: { moveIn: 'premise' } } };

/** Too short a search: the field says why. */
export const MoveInSearchTooShort: Story = { args: { value: { moveIn: 'premise' }, context: { query: 'P', searchError: 'SRV_SEARCH_LENGTH' } } };

/** Searching the premises. */
export const Searching: Story = { args: { value: { moveIn: 'searching' }, context: { query: 'Plot' } } };

/** The premises found; the one moved out of was chosen and refused. */
export const MoveInCurrentPremise: Story = { args: { value: { moveIn: 'premise' }, context: { query: 'Plot', premises: transferPremises, ineligible: { premiseId: currentPremise.premiseId, msgcode: 'SRV_PREMISE_CURRENT' } } } };

/** Checking the chosen premise for a move-in. */
export const CheckingMoveIn: Story = { args: { value: { moveIn: 'checking' }, context: { query: 'Plot', premises: transferPremises } } };

/** Back on the step with the premise already checked: Continue. */
export const MoveInChosen: Story = { args: { value: { moveIn: 'premise' }, context: chosen } };

/** Reading the new town's calendar. */
export const LoadingMoveInCalendar: Story = { args: { value: { moveInDate: 'loadingCalendar' }, context: { ...chosen, moveIn: { calendar: [], day: null, slot: 0 } } } };

/** The new town's calendar could not be read. */
export const MoveInCalendarFailed: Story = { args: { value: { moveInDate: 'calendarFailed' }, context: { ...chosen, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 4: the move-in day and time. */
export const MoveInDate: Story = { args: { value: { moveInDate: 'ready' }, context: chosen } };

/** The move-in time was taken meanwhile. */
export const MoveInTaken: Story = { args: { value: { moveInDate: 'ready' }, context: { ...chosen, failure: { msgcode: 'SRV_MOVE_IN_SLOT_FULL', message: '' } } } };

/** Step 5: the mailing address, from the one on file. */
export const Mailing: Story = { args: { value: 'mailing', context: chosen } };

/** A PO box without its number: the field says why. */
export const MailingPoBoxMissing: Story = { args: { value: 'mailing', context: { ...chosen, address: { ...emptyAddressForm, addressType: 1, city: 'Maun' }, addressErrors: { poBox: 'SRV_PO_BOX' } } } };

/** Step 6: both appointments, the new address and the mailing address. */
export const Review: Story = { args: { value: 'review', context: chosen } };

/** Sending the request. */
export const Submitting: Story = { args: { value: 'submitting', context: chosen } };

/** Refused: the review says why; Try again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { ...chosen, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The success page with both references. */
export const Done: Story = { args: { value: 'done', context: { ...chosen, receipt: sampleTransferReceipt } } };

const visitor = { visitor: true, identity: { accountNumber: sampleTransferAccount, lastName: 'Molefe' }, contact: { email: 'kagiso@example.com', primaryPhone: '71234567' } };

/** A visitor's step 1 of 8: the account number and the holder's last name. */
export const VisitorIdentify: Story = { args: { value: 'identify', context: { visitor: true, stop: null } } };

/** A visitor's proof left blank: each field says what is missing. */
export const VisitorIdentifyErrors: Story = { args: { value: 'identify', context: { visitor: true, stop: null, identityErrors: { accountNumber: 'VLD_ACCOUNT_NUMBER', lastName: 'SRV_LAST_NAME' } } } };

/** No account with this number and name: the message above the fields. */
export const VisitorIdentifyRefused: Story = { args: { value: 'identify', context: { ...visitor, stop: null, failure: { msgcode: 'SRV_TRANSFER_IDENTITY', message: '' } } } };

/** A visitor's account checked: step 2 of 8, with Back to the proof. */
export const VisitorMoveOut: Story = { args: { value: 'moveOut', context: visitor } };

/** A visitor's step 6 of 8: the email and mobile phone. */
export const VisitorContact: Story = { args: { value: 'contact', context: { ...visitor, ...chosen, contact: { email: '', primaryPhone: '' } } } };

/** The contact details not valid: each field says why. */
export const VisitorContactErrors: Story = { args: { value: 'contact', context: { ...visitor, ...chosen, contact: { email: 'kagiso@', primaryPhone: '0123' }, contactErrors: { email: 'REG_EMAIL_FORMAT', primaryPhone: 'REG_PHONE_DIGITS' } } } };

/** A visitor's review (step 8 of 8). */
export const VisitorReview: Story = { args: { value: 'review', context: { ...visitor, ...chosen } } };

/** The move-in time was taken meanwhile: reading its calendar again. */
export const ScheduleFailureLoading: Story = { args: { value: { scheduleFailure: 'loadingCalendar' }, context: { ...chosen, taken: 'moveIn', failure: { msgcode: 'SRV_MOVE_IN_SLOT_FULL', message: '' } } } };

/** The schedule failure page: the other free times of that day and the next days. */
export const ScheduleFailure: Story = {
  args: { value: { scheduleFailure: 'choosing' }, context: { ...chosen, moveIn: { ...moveIn, day: '2026-12-02' }, taken: 'moveIn', failure: { msgcode: 'SRV_MOVE_IN_SLOT_FULL', message: '' } } },
};

/** The move-out time was taken, for a visitor. */
export const VisitorScheduleFailureMoveOut: Story = { args: { value: { scheduleFailure: 'choosing' }, context: { ...visitor, ...chosen, taken: 'moveOut', failure: { msgcode: 'SRV_MOVE_OUT_SLOT_FULL', message: '' } } } };

/** No time free any more in the days offered: the way back. */
export const ScheduleFailureNone: Story = {
  args: { value: { scheduleFailure: 'choosing' }, context: { ...chosen, moveIn: { calendar: [], day: '2026-12-02', slot: 0 }, taken: 'moveIn', failure: { msgcode: 'SRV_MOVE_IN_SLOT_FULL', message: '' } } },
};

/** The calendar could not be read again: Try again and Back to the review. */
export const ScheduleFailureCalendarFailed: Story = { args: { value: { scheduleFailure: 'calendarFailed' }, context: { ...chosen, taken: 'moveIn', failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The page's calls answered at once (the stories below run the real page, its saved form keeper included). */
const pageCalls: TransferServiceCalls = {
  moveOut: () => Promise.resolve(mayMoveOut),
  calendar: () => Promise.resolve(transferCalendar),
  search: () => Promise.resolve(transferPremises),
  moveIn: () => Promise.resolve(moveInEligible),
  submit: () => Promise.resolve(sampleTransferReceipt),
};
const savedFormCalls: SavedFormCalls = {
  get: () => Promise.reject({ msgcode: 'SAVED_FORM_NOT_FOUND', message: '' }),
  save: () => Promise.resolve(sampleSavedForms[0]!),
  remove: (id) => Promise.resolve({ id, deleted: true }),
};

/** Signed in, step 1 with Save for later (saved forms: the form steps and the review, never a calendar). */
export const SaveForLater: Story = {
  args: { value: 'moveOut' },
  decorators: [withRouter],
  parameters: { route: '/TransferService' },
  render: () => <TransferServicePage accountNumber={sampleTransferAccount} calls={pageCalls} savedForms={{ calls: savedFormCalls }} payLink={<a href="#pay">Pay the balance</a>} />,
};

/** A visitor's step 1: signed-in customers can save a request part-way, with Sign in (to /TransferService) and Register. */
export const VisitorSaveHint: Story = {
  args: { value: 'identify' },
  decorators: [withRouter],
  parameters: { route: '/TransferServicePrelogin' },
  render: () => <TransferServicePage accountNumber="" visitor calls={pageCalls} savedForms={{ signedInRoute: '/TransferService' }} />,
};
