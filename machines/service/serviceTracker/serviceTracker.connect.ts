import type { SnapshotFrom } from 'xstate';
import { awaitsDocument, isCancellable, isEditable, type CalendarDay, type ServiceRequestSummary, type SlotNumber } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { serviceTrackerMachine } from './serviceTracker.machine.ts';
import type { ServiceTrackerEvent, ServiceTrackerNotice } from './serviceTracker.types.ts';

export type ServiceTrackerStatus = 'loading' | 'failed' | 'empty' | 'list';

export interface TrackerCancelDialog {
  request: ServiceRequestSummary;
  /** The cancellation is under way: both buttons wait. */
  busy: boolean;
  /** Why the last try failed (Try again is the confirm button). */
  failure: CallFailure | null;
}

export interface TrackedRequest extends ServiceRequestSummary {
  /** Cancel is offered (Open or RequiresWork, with the cancel right). */
  cancellable: boolean;
  /** Edit appointment is offered (Open with a visit, with the edit right). */
  editable: boolean;
  /** RequiresWork: the document asked for is named and the upload offered. */
  awaitsDocument: boolean;
  /** Send was pressed before a document was uploaded. */
  documentMissing: boolean;
  /** Why sending the document failed. */
  supplyFailure: CallFailure | null;
  /** The documents are being sent. */
  sending: boolean;
}

/** The appointment editor of one request. */
export interface TrackerAppointmentEditor {
  request: ServiceRequestSummary;
  /** The calendar is being read, or the new time saved: the buttons wait. */
  busy: boolean;
  /** The calendar could not be read: its message with Try again and Close. */
  calendarFailed: boolean;
  calendar: CalendarDay[];
  day: string | null;
  slot: SlotNumber;
  slotsOfDay: CalendarDay['slots'];
  /** Save was pressed on a time not free or not new. */
  invalid: boolean;
  failure: CallFailure | null;
}

export interface ServiceTrackerViewModel {
  status: ServiceTrackerStatus;
  /** The requests shown: the one of /services/{key} alone when it is among them, else all. */
  requests: TrackedRequest[];
  /** The page was opened on one request (/services/{key}) and shows only it. */
  single: boolean;
  /** The page was opened on a reference that is not among the customer's requests. */
  missingReference: string | null;
  failure: CallFailure | null;
  /** Cancel buttons can be pressed now (no dialog open). */
  cancelEnabled: boolean;
  dialog: TrackerCancelDialog | null;
  editor: TrackerAppointmentEditor | null;
  notice: ServiceTrackerNotice | null;
  retry: () => void;
  askCancel: (reference: string) => void;
  confirmCancel: () => void;
  dismissCancel: () => void;
  askEdit: (reference: string) => void;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
  saveEdit: () => void;
  retryEdit: () => void;
  closeEdit: () => void;
  changeUploads: (reference: string, documentIds: string[]) => void;
  sendDocuments: (reference: string) => void;
}

export function connectServiceTracker(snapshot: SnapshotFrom<typeof serviceTrackerMachine>, send: (event: ServiceTrackerEvent) => void): ServiceTrackerViewModel {
  const { context } = snapshot;
  const status: ServiceTrackerStatus = snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('empty') ? 'empty' : snapshot.hasTag('list') ? 'list' : 'loading';
  const all = status === 'list' ? context.requests : [];
  const focused = context.reference ? all.filter((r) => r.reference === context.reference) : [];
  const shown = focused.length > 0 ? focused : all;
  return {
    status,
    requests: shown.map((r) => ({
      ...r,
      cancellable: context.canCancel && isCancellable(r),
      editable: context.canEdit && isEditable(r),
      awaitsDocument: awaitsDocument(r),
      documentMissing: context.supplyMissing === r.reference,
      supplyFailure: context.supplyFailure?.reference === r.reference ? context.supplyFailure.failure : null,
      sending: snapshot.matches('supplying') && context.selected?.reference === r.reference,
    })),
    single: focused.length > 0,
    missingReference: context.reference && (status === 'list' || status === 'empty') && focused.length === 0 ? context.reference : null,
    failure: status === 'failed' ? context.failure : null,
    cancelEnabled: snapshot.matches('list'),
    dialog: snapshot.hasTag('dialog') && context.selected ? { request: context.selected, busy: snapshot.hasTag('busy'), failure: snapshot.matches('cancelFailed') ? context.cancelFailure : null } : null,
    editor:
      snapshot.hasTag('editor') && context.selected
        ? {
            request: context.selected,
            busy: snapshot.hasTag('busy'),
            calendarFailed: snapshot.matches('editCalendarFailed'),
            calendar: context.calendar,
            day: context.editDay,
            slot: context.editSlot,
            slotsOfDay: context.calendar.find((d) => d.day === context.editDay)?.slots ?? [],
            invalid: context.editInvalid,
            failure: context.editFailure,
          }
        : null,
    notice: context.notice,
    retry: () => send({ type: 'tracker.retry' }),
    askCancel: (reference) => send({ type: 'tracker.cancel', reference }),
    confirmCancel: () => send({ type: 'cancel.confirm' }),
    dismissCancel: () => send({ type: 'cancel.dismiss' }),
    askEdit: (reference) => send({ type: 'tracker.edit', reference }),
    chooseDay: (day) => send({ type: 'edit.day', day }),
    chooseSlot: (slot) => send({ type: 'edit.slot', slot }),
    saveEdit: () => send({ type: 'edit.submit' }),
    retryEdit: () => send({ type: 'edit.retry' }),
    closeEdit: () => send({ type: 'edit.dismiss' }),
    changeUploads: (reference, documentIds) => send({ type: 'supply.change', reference, documentIds }),
    sendDocuments: (reference) => send({ type: 'supply.submit', reference }),
  };
}
