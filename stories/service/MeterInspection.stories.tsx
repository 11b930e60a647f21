import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectMeterInspection } from '../../machines/service/meterInspection/meterInspection.connect.ts';
import { inspectionCalendar, inspectionDocuments, sampleFields, sampleInspectionReceipt, sampleToday, signedInInput, visitorInput } from '../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionContext } from '../../machines/service/meterInspection/meterInspection.types.ts';
import { meterInspectionFormOf } from '../../src/domain/meterInspection.ts';
import { defaultSlot } from '../../src/domain/serviceRequests.ts';
import { MeterInspectionPage } from '../../src/features/service/meterInspection/MeterInspectionPage.tsx';
import { MeterInspectionView } from '../../src/features/service/meterInspection/MeterInspectionView.tsx';
import { withRouter } from '../support/router.tsx';
import { persistedAt, storySavedFormCalls, storySavedFormId } from '../support/savedForms.ts';

const noop = () => {};
const upload = () => Promise.resolve(inspectionDocuments.inspectionCertificate);

const base: MeterInspectionContext = {
  ...signedInInput,
  form: { ...sampleFields },
  fieldErrors: {},
  calendar: inspectionCalendar,
  day: '2026-11-27',
  slot: defaultSlot,
  dayError: null,
  documents: {},
  terms: false,
  documentErrors: {},
  failure: null,
  receipt: null,
};
const visitor: Partial<MeterInspectionContext> = { ...visitorInput, form: meterInspectionFormOf() };

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function MeterInspectionAt({ value, context = {} }: { value: string; context?: Partial<MeterInspectionContext> }) {
  const snapshot = meterInspectionMachine.resolveState({ value, context: { ...base, ...context } });
  return <MeterInspectionView view={connectMeterInspection(snapshot, noop)} upload={upload} doneLink={(reference) => <a href={`#track-${reference}`}>Track this request</a>} />;
}

const meta = {
  title: 'Service/MeterInspection',
  component: MeterInspectionAt,
  parameters: { docs: { description: { component: 'The meter inspection request, signed in and not: each story is one state of the meterInspection machine.' } } },
} satisfies Meta<typeof MeterInspectionAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 signed in: the customer's name, phone and email filled in, the account chosen from theirs. */
export const Customer: Story = { args: { value: 'customer', context: { form: meterInspectionFormOf(signedInInput.prefill) } } };

/** Step 1 for a visitor: everything to type, the account number too. */
export const CustomerVisitor: Story = { args: { value: 'customer', context: visitor } };

/** Next with the visitor's fields empty or wrong: each says why. */
export const CustomerErrors: Story = {
  args: {
    value: 'customer',
    context: { ...visitor, form: { ...meterInspectionFormOf(), primaryPhone: '0123' }, fieldErrors: { fullName: 'SRV_FULL_NAME', primaryPhone: 'REG_PHONE_LEADING_ZERO', email: 'REG_EMAIL_REQUIRED', accountNumber: 'REG_ACCOUNT_NUMBER_REQUIRED' } },
  },
};

/** The server knows no such account: back on step 1, the account field says so. */
export const AccountRefused: Story = {
  args: { value: 'customer', context: { ...visitor, form: { ...sampleFields, accountNumber: '123456789' }, fieldErrors: { accountNumber: 'SRV_ACCOUNT_NOT_FOUND' }, failure: { msgcode: 'SRV_ACCOUNT_NOT_FOUND', message: '' } } },
};

/** Step 2: the address parts (street and city from the account when signed in) and the town. */
export const Premise: Story = { args: { value: 'premise', context: { form: meterInspectionFormOf(signedInInput.prefill) } } };

/** Next with the address incomplete. */
export const PremiseErrors: Story = {
  args: { value: 'premise', context: { form: meterInspectionFormOf(signedInInput.prefill), fieldErrors: { plotNumber: 'SRV_PLOT_NUMBER', area: 'SRV_AREA', district: 'SRV_DISTRICT', town: 'SRV_TOWN' } } },
};

/** Step 3: the electrician and the technician. */
export const Contractors: Story = { args: { value: 'contractors', context: { form: { ...sampleFields, electricianName: '', electricianPhone: '', technicianName: '', technicianPhone: '' } } } };

/** Next with the contractors' names and phones missing or wrong. */
export const ContractorsErrors: Story = {
  args: {
    value: 'contractors',
    context: {
      form: { ...sampleFields, electricianName: '', electricianPhone: '81234567', technicianName: '', technicianPhone: '' },
      fieldErrors: { electricianName: 'SRV_ELECTRICIAN_NAME', electricianPhone: 'REG_PHONE_FIRST_DIGIT', technicianName: 'SRV_TECHNICIAN_NAME', technicianPhone: 'REG_PHONE_REQUIRED' },
    },
  },
};

/** Reading the town's calendar. */
export const LoadingCalendar: Story = { args: { value: 'loadingCalendar' } };

/** The calendar could not be read. */
export const CalendarFailed: Story = { args: { value: 'calendarFailed', context: { failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Step 4: the first free day, 8:00-10:00 AM, by default. */
export const Appointment: Story = { args: { value: 'appointment' } };

/** A slot already taken: the day says so. */
export const AppointmentTaken: Story = { args: { value: 'appointment', context: { day: '2026-11-28', slot: 2, dayError: 'SRV_SLOT' } } };

/** Back on the appointment after the slot went to someone else meanwhile. */
export const SlotTakenMeanwhile: Story = { args: { value: 'appointment', context: { failure: { msgcode: 'SRV_SLOT_FULL', message: '' } } } };

/** Step 5 as it opens: two empty upload fields and the terms. */
export const Documents: Story = { args: { value: 'documents' } };

/** Next without the documents or the terms: each says so. */
export const DocumentsMissing: Story = { args: { value: 'documents', context: { documentErrors: { inspectionCertificate: 'SRV_DOCUMENT_MISSING', taxInvoice: 'SRV_DOCUMENT_MISSING', terms: 'SRV_TERMS' } } } };

/** Both documents uploaded and the terms accepted. */
export const DocumentsReady: Story = { args: { value: 'documents', context: { documents: inspectionDocuments, terms: true } } };

/** Step 6: everything entered, to check. */
export const Review: Story = { args: { value: 'review', context: { documents: inspectionDocuments, terms: true } } };

/** Sending the request: the review waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { documents: inspectionDocuments, terms: true } } };

/** The request failed: the message on the review, everything kept, Try again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { documents: inspectionDocuments, terms: true, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The request is made: its reference, the appointment and the way on. */
export const Done: Story = { args: { value: 'done', context: { documents: inspectionDocuments, terms: true, receipt: sampleInspectionReceipt } } };

const inspectionCalls = { calendar: () => Promise.resolve(inspectionCalendar), submit: () => Promise.resolve(sampleInspectionReceipt), upload };

/** Signed in (/MeterInspection) with saved forms: a saved form resumed on the documents step, with Save for later. */
export const SaveForLater: Story = {
  args: { value: 'documents', context: { documents: inspectionDocuments, terms: true } },
  decorators: [withRouter],
  parameters: { route: '/MeterInspection' },
  render: ({ value, context }) => {
    const snapshot = persistedAt(meterInspectionMachine, value, { ...base, ...context }, signedInInput);
    return <MeterInspectionPage input={signedInInput} today={sampleToday} calls={inspectionCalls} savedForms={{ id: storySavedFormId, calls: storySavedFormCalls('meterInspection', '/MeterInspection', snapshot) }} />;
  },
};

/** A visitor (/meterinspectionPrelogin): the first step says signed-in customers can save the request, with Sign in and Register. */
export const VisitorSaveHint: Story = {
  args: { value: 'customer' },
  decorators: [withRouter],
  parameters: { route: '/meterinspectionPrelogin' },
  render: () => <MeterInspectionPage input={visitorInput} today={sampleToday} calls={inspectionCalls} signedInRoute="/MeterInspection" />,
};
