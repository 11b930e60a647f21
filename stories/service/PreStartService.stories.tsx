import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectPreStartService } from '../../machines/service/preStartService/preStartService.connect.ts';
import { buildingPremise, eligible, freePremise, preStartCalendar, sampleDetails, sampleDocuments, samplePremises, samplePreStartReceipt, sampleToday } from '../../machines/service/preStartService/preStartService.fixtures.ts';
import { preStartServiceMachine } from '../../machines/service/preStartService/preStartService.machine.ts';
import type { PreStartServiceContext } from '../../machines/service/preStartService/preStartService.types.ts';
import { defaultSlot, preStartDetailsOf } from '../../src/domain/serviceRequests.ts';
import { PreStartServiceView } from '../../src/features/service/preStartService/PreStartServiceView.tsx';
import { PreStartServicePage } from '../../src/features/service/preStartService/PreStartServicePage.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};
const upload = () => Promise.resolve(sampleDocuments.proofOfOwnership);
const details = { ...preStartDetailsOf(freePremise, sampleToday), ...sampleDetails };

const base: PreStartServiceContext = {
  today: sampleToday,
  query: 'Plot',
  town: 'Maun',
  searchError: null,
  premises: samplePremises,
  premise: freePremise,
  ineligible: null,
  details,
  detailsErrors: {},
  calendar: preStartCalendar,
  day: '2026-11-27',
  slot: defaultSlot,
  dayError: null,
  documents: {},
  terms: false,
  documentErrors: {},
  failure: null,
  receipt: null,
};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function PreStartServiceAt({ value, context = {} }: { value: string; context?: Partial<PreStartServiceContext> }) {
  const snapshot = preStartServiceMachine.resolveState({ value, context: { ...base, ...context } });
  return <PreStartServiceView view={connectPreStartService(snapshot, noop)} upload={upload} trackLink={(reference) => <a href={`#track-${reference}`}>Track this request</a>} />;
}

const meta = {
  title: 'Service/PreStartService',
  component: PreStartServiceAt,
  parameters: { docs: { description: { component: 'Start service for a visitor, local market: each story is one state of the preStartService machine.' } } },
} satisfies Meta<typeof PreStartServiceAt>;

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

/** Step 2 as it opens: Domestic, the Domestic tariff, an owner, the premise's street and city. */
export const Details: Story = { args: { value: 'details', context: { details: preStartDetailsOf(freePremise, sampleToday) } } };

/** A business: the company details, and what is missing said beside each field. */
export const DetailsErrors: Story = {
  args: {
    value: 'details',
    context: {
      details: { ...preStartDetailsOf(freePremise, sampleToday), customerType: 'BUSINESS', tariff: 'Small Business', tenant: true, primaryPhone: '0123' },
      detailsErrors: { fullName: 'SRV_FULL_NAME', primaryPhone: 'REG_PHONE_LENGTH', email: 'REG_EMAIL_REQUIRED', nationalId: 'REG_ID_NUMBER_REQUIRED', plotNumber: 'SRV_PLOT_NUMBER', area: 'SRV_AREA', district: 'SRV_DISTRICT', companyName: 'SRV_BUSINESS_NAME' },
    },
  },
};

/** Reading the calendar. */
export const LoadingCalendar: Story = { args: { value: 'loadingCalendar' } };

/** The calendar could not be read. */
export const CalendarFailed: Story = { args: { value: 'calendarFailed', context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 3: the next day, 8am-10am, by default. */
export const Appointment: Story = { args: { value: 'appointment' } };

/** A slot already taken: the day says so. */
export const AppointmentTaken: Story = { args: { value: 'appointment', context: { day: '2026-11-28', slot: 2, dayError: 'SRV_SLOT' } } };

/** Back on the appointment after the slot went to someone else meanwhile. */
export const SlotTakenMeanwhile: Story = { args: { value: 'appointment', context: { failure: { msgcode: 'SRV_SLOT_FULL', message: '' } } } };

/** Step 4 as it opens: four empty upload fields and the terms. */
export const Documents: Story = { args: { value: 'documents' } };

/** Submit without the documents or the terms: each says so. */
export const DocumentsMissing: Story = {
  args: { value: 'documents', context: { documentErrors: { proofOfOwnership: 'SRV_DOCUMENT_MISSING', idOrPassport: 'SRV_DOCUMENT_MISSING', affidavit: 'SRV_DOCUMENT_MISSING', sketchPlan: 'SRV_DOCUMENT_MISSING', terms: 'SRV_TERMS' } } },
};

/** Every document uploaded and the terms accepted. */
export const DocumentsReady: Story = { args: { value: 'documents', context: { documents: sampleDocuments, terms: true } } };

/** Sending the request. */
export const Submitting: Story = { args: { value: 'submitting', context: { documents: sampleDocuments, terms: true } } };

/** The request failed: the message, everything kept, Try again. */
export const SubmitFailed: Story = { args: { value: 'documents', context: { documents: sampleDocuments, terms: true, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The premise became ineligible meanwhile: back on step 1 with the reason. */
export const PremiseGone: Story = { args: { value: 'premise', context: { failure: { msgcode: 'SRV_PREMISE_ACTIVE', message: '' } } } };

/** The request is made: its reference, the appointment and the way to track it. */
export const Done: Story = { args: { value: 'done', context: { documents: sampleDocuments, terms: true, receipt: samplePreStartReceipt } } };

const preStartCalls = {
  search: () => Promise.resolve(samplePremises),
  eligibility: () => Promise.resolve(eligible),
  calendar: () => Promise.resolve(preStartCalendar),
  submit: () => Promise.resolve(samplePreStartReceipt),
  upload,
};

/** Saved forms are for signed-in customers: the first step says so, with Sign in (back to /StartService) and Register. */
export const VisitorHint: Story = {
  args: { value: 'premise' },
  render: () => <PreStartServicePage today={sampleToday} calls={preStartCalls} signedInRoute="/StartService" />,
  decorators: [withRouter],
  parameters: { route: '/PreStartService' },
};
