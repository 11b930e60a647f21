import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectReportOutage } from '../../machines/outage/reportOutage/reportOutage.connect.ts';
import { customerInput, knownOutage, sampleFoundPlace, samplePhoto, samplePremise, sampleReportResult, visitorInput } from '../../machines/outage/reportOutage/reportOutage.fixtures.ts';
import { reportOutageMachine } from '../../machines/outage/reportOutage/reportOutage.machine.ts';
import type { ReportOutageContext } from '../../machines/outage/reportOutage/reportOutage.types.ts';
import type { UploadedDocument } from '../../src/domain/documents.ts';
import { ReportOutageView } from '../../src/features/outage/reportOutage/ReportOutageView.tsx';

const noop = () => {};
const upload = (): Promise<UploadedDocument> => Promise.resolve(samplePhoto);

const filled = { title: 'noPower' as const, message: 'The whole street went dark at 7 pm.', reporterName: 'Kago Molefe', phoneNumber: '71234567', emailAddress: '', notificationPreference: 'text' as const, isContact: true };

/** The view in one state of the machine (without the map, which needs WebGL: the search and location are the text ways). */
function ReportOutageAt({ value, signedIn = false, context = {} }: { value: string; signedIn?: boolean; context?: Partial<ReportOutageContext> }) {
  const input = signedIn ? customerInput : visitorInput;
  const snapshot = reportOutageMachine.resolveState({
    value,
    context: {
      ...input,
      placeWords: '',
      placeError: null,
      place: null,
      known: null,
      details: { title: '', message: '', ...input.contact, notificationPreference: 'text', isContact: true },
      issues: {},
      attachments: [],
      result: null,
      failure: null,
      ...context,
    },
  });
  return <ReportOutageView view={connectReportOutage(snapshot, noop)} PickMap={null} upload={upload} timeZone="America/Los_Angeles" outagesLink={<a href="/PreOutages">See the outage map</a>} />;
}

const meta = {
  title: 'Outage/Report an outage',
  component: ReportOutageAt,
  parameters: { docs: { description: { component: 'Report an outage (/ReportOutage, /PreReportOutages): each story is one state of the reportOutage machine.' } } },
} satisfies Meta<typeof ReportOutageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: reading the account's premise. */
export const LoadingPremise: Story = { args: { value: 'loadingPremise', signedIn: true } };

/** A visitor chooses the place: search, location, or the map. */
export const ChoosingPlace: Story = { args: { value: 'choosingPlace' } };

/** The words break a rule. */
export const PlaceInvalid: Story = { args: { value: 'choosingPlace', context: { placeWords: 'M', placeError: 'OUT_PLACE_LENGTH' } } };

/** The point is outside the territory. */
export const OutsideTerritory: Story = { args: { value: 'choosingPlace', context: { placeError: 'OUT_TERRITORY' } } };

/** Looking up the words. */
export const FindingPlace: Story = { args: { value: 'findingPlace', context: { placeWords: 'Maun' } } };

/** Checking the place for a known outage. */
export const Checking: Story = { args: { value: 'checking', context: { place: sampleFoundPlace } } };

/** The check failed: Try again or another place. */
export const CheckFailed: Story = { args: { value: 'checkFailed', context: { place: sampleFoundPlace, failure: { msgcode: 'GEN503', message: 'Unavailable' } } } };

/** An outage is known there: shown instead of a duplicate report. */
export const KnownOutage: Story = { args: { value: 'known', context: { place: sampleFoundPlace, known: knownOutage } } };

/** The details, with the rules the fields break. */
export const DetailsWithIssues: Story = {
  args: { value: 'details', context: { place: sampleFoundPlace, details: { ...filled, title: '', reporterName: '', phoneNumber: '' }, issues: { title: 'OUT_TYPE', reporterName: 'OUT_NAME_REQUIRED', phoneNumber: 'OUT_PHONE_REQUIRED' } } },
};

/** Signed in: the premise and the contact filled in, a photo uploaded. */
export const DetailsSignedIn: Story = { args: { value: 'details', signedIn: true, context: { place: samplePremise, attachments: [samplePhoto] } } };

/** The review. */
export const Review: Story = { args: { value: 'review', context: { place: sampleFoundPlace, details: filled, attachments: [samplePhoto] } } };

/** Sending. */
export const Submitting: Story = { args: { value: 'submitting', context: { place: sampleFoundPlace, details: filled } } };

/** The report failed: the review kept, Try again. */
export const SubmitFailed: Story = { args: { value: 'submitFailed', context: { place: sampleFoundPlace, details: filled, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Reported: the reference. */
export const Done: Story = { args: { value: 'done', context: { place: sampleFoundPlace, details: filled, result: sampleReportResult } } };

/** Reported where an outage was known meanwhile: it joined it. */
export const DoneJoined: Story = { args: { value: 'done', context: { place: sampleFoundPlace, details: filled, result: { ...sampleReportResult, outage: knownOutage } } } };
