import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectServiceTracker } from '../../machines/service/serviceTracker/serviceTracker.connect.ts';
import { cancelledStopRequest, closedRequest, editedStopRequest, openStopRequest, requiresWorkRequest, sampleRequests, suppliedDocumentId, suppliedRequest, trackerCalendar } from '../../machines/service/serviceTracker/serviceTracker.fixtures.ts';
import { serviceTrackerMachine } from '../../machines/service/serviceTracker/serviceTracker.machine.ts';
import type { ServiceTrackerContext } from '../../machines/service/serviceTracker/serviceTracker.types.ts';
import { personas } from '../../src/domain/constants.ts';
import { rights } from '../../src/domain/rights.ts';
import { RequestLinks } from '../../src/features/service/serviceTracker/RequestLinks.tsx';
import { ServiceTrackerView } from '../../src/features/service/serviceTracker/ServiceTrackerView.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

const noop = () => {};
/** Stories upload nothing: a file chosen is "stored" at once. */
const storyUpload = (file: File) => Promise.resolve({ documentId: suppliedDocumentId, fileName: file.name, contentType: file.type, size: file.size, uploadedAt: '2026-11-22T07:59:00.000Z' });

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function ServiceTrackerAt({ value, context = {}, flowLinks = <a href="#stop">Move Out</a> }: { value: string; context?: Partial<ServiceTrackerContext>; flowLinks?: ReactNode }) {
  const snapshot = serviceTrackerMachine.resolveState({
    value,
    context: {
      reference: null, canCancel: true, canEdit: true, requests: sampleRequests, selected: null, failure: null, cancelFailure: null, notice: null,
      calendar: [], editDay: null, editSlot: 0, editInvalid: false, editFailure: null, uploads: {}, supplyMissing: null, supplyFailure: null, ...context,
    },
  });
  return <ServiceTrackerView view={connectServiceTracker(snapshot, noop)} upload={storyUpload} flowLinks={flowLinks} allLink={<a href="#all">All service requests</a>} />;
}

const meta = {
  title: 'Service/ServiceTracker',
  component: ServiceTrackerAt,
  parameters: { docs: { description: { component: 'The service tracker: each story is one state of the serviceTracker machine.' } } },
} satisfies Meta<typeof ServiceTrackerAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the requests. */
export const Loading: Story = { args: { value: 'loading', context: { requests: [] } } };

/** The list could not be read: the message and Try again. */
export const Failed: Story = { args: { value: 'failed', context: { requests: [], failure: { msgcode: 'NETWORK', message: '' } } } };

const signedIn = (options: SignedInOptions) => ({ signedIn: { route: '/serviceTracker', built: 'all' as const, ...options } });
const empty = { value: 'empty', context: { requests: [] }, flowLinks: <RequestLinks /> };

/** No request yet: every kind of request the customer's rights allow, as the Services menu offers them. */
export const Empty: Story = { args: empty, decorators: [withSignedInSession], parameters: signedIn({}) };

/** No request yet, for a landlord: the landlord agreement too. */
export const EmptyForLandlord: Story = { args: empty, decorators: [withSignedInSession], parameters: signedIn({ session: { user: { personas: [personas.residential, personas.landlord] } } }) };

/** No request yet, with the rights to track, move in and move out only: those two. */
export const EmptyFewRights: Story = {
  args: empty,
  decorators: [withSignedInSession],
  parameters: signedIn({ session: { rights: [rights.trackerView, rights.menuStartService, rights.menuStopService] } }),
};

/** An open stop with a document, a start that requires work (made by an agent), a closed transfer. */
export const List: Story = { args: { value: 'list' } };

/** Without the cancel and edit rights: no Cancel or Edit appointment button. */
export const WithoutCancelRight: Story = { args: { value: 'list', context: { canCancel: false, canEdit: false } } };

/** /services/{key}: the one request, with a link to all of them. */
export const OneRequest: Story = { args: { value: 'list', context: { reference: requiresWorkRequest.reference } } };

/** /services/{key} with a reference that is not the customer's: all requests and a word. */
export const UnknownReference: Story = { args: { value: 'list', context: { reference: 'SR-00000000' } } };

/** The confirmation of a cancellation. */
export const Confirming: Story = { args: { value: 'confirming', context: { selected: openStopRequest } } };

/** The cancellation under way: the dialog's buttons wait. */
export const Cancelling: Story = { args: { value: 'cancelling', context: { selected: openStopRequest } } };

/** The cancellation failed: the dialog says why; Try again. */
export const CancelFailed: Story = { args: { value: 'cancelFailed', context: { selected: openStopRequest, cancelFailure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Cancelled: the request shows Closed with its new timeline entry, and the page says so. */
export const Cancelled: Story = {
  args: { value: 'list', context: { requests: [cancelledStopRequest, requiresWorkRequest, closedRequest], notice: { kind: 'cancelled', reference: openStopRequest.reference, seq: 1 } } },
};

/** Closed meanwhile: the list was read again and the page says so. */
export const Gone: Story = {
  args: { value: 'list', context: { requests: [cancelledStopRequest, requiresWorkRequest, closedRequest], notice: { kind: 'gone', reference: openStopRequest.reference, seq: 1 } } },
};

const editing = { selected: openStopRequest, calendar: trackerCalendar, editDay: '2026-12-01', editSlot: 0 as const };

/** The appointment editor reads the town's calendar. */
export const EditLoading: Story = { args: { value: 'editLoading', context: { ...editing, calendar: [] } } };

/** The calendar could not be read: the message, Try again and Close. */
export const EditCalendarFailed: Story = { args: { value: 'editCalendarFailed', context: { ...editing, calendar: [], editFailure: { msgcode: 'NETWORK', message: '' } } } };

/** The editor: a day and a slot of that day with their free places. */
export const EditChoosing: Story = { args: { value: 'editChoosing', context: { ...editing, editDay: '2026-12-02', editSlot: 3 } } };

/** Save on the time already booked (or a full one): the day field says so. */
export const EditInvalid: Story = { args: { value: 'editChoosing', context: { ...editing, editInvalid: true } } };

/** The edit failed: "we are unable to edit your track request". */
export const EditFailed: Story = { args: { value: 'editChoosing', context: { ...editing, editDay: '2026-12-02', editSlot: 3, editFailure: { msgcode: 'SRV_EDIT_FAILED', message: '' } } } };

/** The new time is being saved: the editor waits. */
export const EditSaving: Story = { args: { value: 'editSaving', context: { ...editing, editDay: '2026-12-02', editSlot: 3 } } };

/** Moved: the card shows the new appointment and its timeline entry, and the page says so. */
export const Edited: Story = {
  args: { value: 'list', context: { requests: [editedStopRequest, requiresWorkRequest, closedRequest], notice: { kind: 'edited', reference: openStopRequest.reference, seq: 1 } } },
};

/** Send pressed on the requires-work request before any upload: the field asks for the document. */
export const DocumentMissing: Story = { args: { value: 'list', context: { supplyMissing: requiresWorkRequest.reference } } };

/** The uploaded document is being sent: Send waits. */
export const Supplying: Story = { args: { value: 'supplying', context: { selected: requiresWorkRequest, uploads: { [requiresWorkRequest.reference]: [suppliedDocumentId] } } } };

/** Sending failed: the card says why; Send again. */
export const SupplyFailed: Story = {
  args: { value: 'list', context: { uploads: { [requiresWorkRequest.reference]: [suppliedDocumentId] }, supplyFailure: { reference: requiresWorkRequest.reference, failure: { msgcode: 'NETWORK', message: '' } } } },
};

/** Received: the request is Open again with the document and its timeline entry; the page says so. */
export const Supplied: Story = {
  args: { value: 'list', context: { requests: [openStopRequest, suppliedRequest, closedRequest], notice: { kind: 'supplied', reference: requiresWorkRequest.reference, seq: 1 } } },
};
