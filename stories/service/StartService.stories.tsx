import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor } from 'xstate';
import { connectStartService } from '../../machines/service/startService/startService.connect.ts';
import { buildingPremise, freePremise, proofOfIdentity, sampleStartReceipt, sampleToday, samplePremises, startCalendar } from '../../machines/service/startService/startService.fixtures.ts';
import { startServiceMachine } from '../../machines/service/startService/startService.machine.ts';
import type { StartServiceContext } from '../../machines/service/startService/startService.types.ts';
import { addressFormOfPremise, defaultSlot, emptyAddressForm, emptyCoApplicant } from '../../src/domain/serviceRequests.ts';
import { StartServiceView } from '../../src/features/service/startService/StartServiceView.tsx';
import { StartServicePage } from '../../src/features/service/startService/StartServicePage.tsx';
import type { StartServiceCalls } from '../../src/features/service/startService/startServiceCalls.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};
const upload = () => Promise.resolve(proofOfIdentity);

const base: StartServiceContext = {
  today: sampleToday,
  query: 'Plot',
  town: 'Maun',
  searchError: null,
  premises: samplePremises,
  premise: freePremise,
  ineligible: null,
  customerType: 'RESIDENTIAL',
  businessName: '',
  hasCoApplicant: false,
  coApplicant: emptyCoApplicant,
  customerErrors: {},
  address: addressFormOfPremise(freePremise),
  addressErrors: {},
  calendar: startCalendar,
  day: '2026-11-27',
  slot: defaultSlot,
  accessInstructions: '',
  gateCode: '',
  appointmentErrors: {},
  creditReview: true,
  depositOption: 'DEPOSIT',
  documents: [],
  creditErrors: {},
  optInText: false,
  textNumber: '',
  paperless: true,
  textNumberError: null,
  failure: null,
  receipt: null,
};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function StartServiceAt({ value, context = {} }: { value: string; context?: Partial<StartServiceContext> }) {
  const snapshot = startServiceMachine.resolveState({ value, context: { ...base, ...context } });
  return <StartServiceView view={connectStartService(snapshot, noop)} upload={upload} trackerLink={<a href="#tracker">Open the service tracker</a>} />;
}

const startCalls: StartServiceCalls = {
  search: () => Promise.resolve(samplePremises),
  eligibility: () => Promise.resolve({ eligible: true, premise: freePremise }),
  identity: () => Promise.resolve({ verified: true }),
  calendar: () => Promise.resolve(startCalendar),
  submit: () => Promise.resolve(sampleStartReceipt),
  upload,
};
const savedSummary: SavedFormSummary = { id: '7a1c2b34-5d6e-4f70-8a91-b2c3d4e5f607', flow: 'startService', title: 'Start Service: Appointment', route: '/StartService', updatedAt: '2026-11-26T09:40:00.000Z' };

/** The page with saved forms (signed in): resumed where Save for later kept the state `value`, with Save for later. */
function StartServiceSaved({ value, context = {} }: { value: string; context?: Partial<StartServiceContext> }) {
  const snapshot = createActor(startServiceMachine, { snapshot: startServiceMachine.resolveState({ value, context: { ...base, ...context } }), input: { today: sampleToday } }).getPersistedSnapshot() as unknown as SavedForm['snapshot'];
  const calls: SavedFormCalls = { get: () => Promise.resolve({ ...savedSummary, snapshot }), save: () => Promise.resolve(savedSummary), remove: (id) => Promise.resolve({ id, deleted: true }) };
  return <StartServicePage today={sampleToday} calls={startCalls} savedForms={{ id: savedSummary.id, calls }} />;
}

const meta = {
  title: 'Service/StartService',
  component: StartServiceAt,
  parameters: { docs: { description: { component: 'Start service signed in: each story is one state of the startService machine.' } } },
} satisfies Meta<typeof StartServiceAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 before any search. */
export const Premise: Story = { args: { value: 'premise', context: { query: '', town: '', premises: null, premise: null } } };

/** A search too short: the field says why. */
export const PremiseSearchTooShort: Story = { args: { value: 'premise', context: { query: 'P', premises: null, premise: null, searchError: 'SRV_SEARCH_LENGTH' } } };

/** Searching the registry. */
export const Searching: Story = { args: { value: 'searching', context: { premises: null, premise: null } } };

/** The premises found. */
export const PremiseResults: Story = { args: { value: 'premise', context: { premise: null } } };

/** Checking a premise's eligibility. */
export const Checking: Story = { args: { value: 'checking', context: { premise: null } } };

/** Ineligible: the reason beside the premise. */
export const Ineligible: Story = { args: { value: 'premise', context: { premise: null, ineligible: { premiseId: buildingPremise.premiseId, msgcode: 'SRV_PREMISE_CONSTRUCTION' } } } };

/** The search failed: the message; Search tries again. */
export const SearchFailed: Story = { args: { value: 'premise', context: { premises: null, premise: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** Back on step 1 with a premise already checked: Continue. */
export const PremiseChosen: Story = { args: { value: 'premise' } };

/** Step 2: residential, no co-applicant. */
export const Customer: Story = { args: { value: 'customer' } };

/** A business without its name, and a co-applicant with errors. */
export const CustomerErrors: Story = {
  args: {
    value: 'customer',
    context: {
      customerType: 'BUSINESS',
      hasCoApplicant: true,
      coApplicant: { ...emptyCoApplicant, firstName: 'Neo', day: '31', month: '2', year: '1990' },
      customerErrors: { businessName: 'SRV_BUSINESS_NAME', lastName: 'REG_NAME_REQUIRED', idNumber: 'REG_ID_NUMBER_REQUIRED', birth: 'SRV_DOB_INVALID' },
    },
  },
};

/** Checking the co-applicant's identity. */
export const Verifying: Story = { args: { value: 'verifying', context: { hasCoApplicant: true, coApplicant: { firstName: 'Neo', lastName: 'Kgosi', day: '14', month: '3', year: '1990', idNumber: '123415678' } } } };

/** The co-applicant's identity was not confirmed. */
export const IdentityRefused: Story = {
  args: { value: 'customer', context: { hasCoApplicant: true, coApplicant: { firstName: 'Neo', lastName: 'Kgosi', day: '14', month: '3', year: '1990', idNumber: '123495678' }, customerErrors: { identity: 'SRV_IDENTITY_FAILED' } } },
};

/** Step 3: the mailing address, from the premise's own. */
export const Mailing: Story = { args: { value: 'mailing' } };

/** A PO box without its number. */
export const MailingErrors: Story = { args: { value: 'mailing', context: { address: { ...emptyAddressForm, addressType: 1, city: 'Maun' }, addressErrors: { poBox: 'SRV_PO_BOX' } } } };

/** Reading the calendar. */
export const LoadingCalendar: Story = { args: { value: 'loadingCalendar' } };

/** The calendar could not be read. */
export const CalendarFailed: Story = { args: { value: 'calendarFailed', context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 4: the first free day, slot 1 (8:00-10:00 AM). */
export const Appointment: Story = { args: { value: 'appointment' } };

/** The time was taken meanwhile; a bad gate code. */
export const AppointmentErrors: Story = { args: { value: 'appointment', context: { gateCode: 'gate 12!', appointmentErrors: { gateCode: 'SRV_GATE_CODE' }, failure: { msgcode: 'SRV_SLOT_FULL', message: '' } } } };

/** Step 5: credit review and deposit. */
export const Credit: Story = { args: { value: 'credit', context: { creditReview: null, depositOption: null } } };

/** Declined review without a proof of identity; no deposit option. */
export const CreditErrors: Story = { args: { value: 'credit', context: { creditReview: false, depositOption: null, creditErrors: { depositOption: 'SRV_DEPOSIT', documents: 'SRV_DOCUMENTS_REQUIRED' } } } };

/** Declined review with the proof uploaded. */
export const CreditWithDocument: Story = { args: { value: 'credit', context: { creditReview: false, documents: [proofOfIdentity] } } };

/** Step 6: preferences. */
export const Preferences: Story = { args: { value: 'preferences' } };

/** Text messages wanted without a number. */
export const PreferencesError: Story = { args: { value: 'preferences', context: { optInText: true, textNumberError: 'SRV_TEXT_NUMBER' } } };

/** Step 7: the review. */
export const Review: Story = { args: { value: 'review', context: { customerType: 'BUSINESS', businessName: 'Maun Lodge', hasCoApplicant: true, coApplicant: { firstName: 'Neo', lastName: 'Kgosi', day: '14', month: '3', year: '1990', idNumber: '123415678' } } } };

/** Sending the request. */
export const Submitting: Story = { args: { value: 'submitting' } };

/** Refused: the review says why; Try again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The success page with the reference. */
export const Done: Story = { args: { value: 'done', context: { receipt: sampleStartReceipt } } };

/** Saved forms (signed in): a form resumed on the appointment step with what was typed, and Save for later. */
export const SaveForLater: Story = {
  args: { value: 'appointment', context: { customerType: 'BUSINESS', businessName: 'Maun Lodge', gateCode: '#12' } },
  render: (args) => <StartServiceSaved {...args} />,
  decorators: [withRouter],
  parameters: { route: '/StartService' },
};
