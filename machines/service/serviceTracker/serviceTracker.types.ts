import type { CalendarDay, ServiceRequestSummary, SlotNumber } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface ServiceTrackerInput {
  /** The request the page opens on (/services/{key}); null: all of them (/serviceTracker). */
  reference: string | null;
  /** The cancel right (ServiceTrackerCancel) on the selected account. */
  canCancel: boolean;
  /** The edit right (ServiceTrackerEdit): an open request's appointment may be moved. */
  canEdit: boolean;
}

/** What the page says once after a cancellation: done, or the request was no longer open. */
export interface ServiceTrackerNotice {
  kind: 'cancelled' | 'edited' | 'supplied' | 'gone';
  reference: string;
  /** Grows with each notice, so the same notice twice is told twice. */
  seq: number;
}

export interface ServiceTrackerContext extends ServiceTrackerInput {
  /** The customer's requests, newest first. */
  requests: ServiceRequestSummary[];
  /** The request whose cancellation is being confirmed. */
  selected: ServiceRequestSummary | null;
  /** Why the list could not be read. */
  failure: CallFailure | null;
  /** Why the last cancellation failed (the dialog shows it). */
  cancelFailure: CallFailure | null;
  notice: ServiceTrackerNotice | null;
  /** The appointment edit: the calendar of the request's town, the day and slot chosen. */
  calendar: CalendarDay[];
  editDay: string | null;
  editSlot: SlotNumber;
  /** Save was pressed on a time that is not free or not new. */
  editInvalid: boolean;
  /** Why the calendar could not be read or the edit failed. */
  editFailure: CallFailure | null;
  /** The documents uploaded for each request that RequiresWork, not sent yet. */
  uploads: Record<string, string[]>;
  /** Send was pressed on this request without a document uploaded. */
  supplyMissing: string | null;
  /** Why sending the documents of a request failed. */
  supplyFailure: { reference: string; failure: CallFailure } | null;
}

export type ServiceTrackerEvent =
  | { type: 'tracker.retry' }
  | { type: 'tracker.cancel'; reference: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'tracker.edit'; reference: string }
  | { type: 'edit.day'; day: string }
  | { type: 'edit.slot'; slot: SlotNumber }
  | { type: 'edit.submit' }
  | { type: 'edit.retry' }
  | { type: 'edit.dismiss' }
  | { type: 'supply.change'; reference: string; documentIds: string[] }
  | { type: 'supply.submit'; reference: string };

export type ServiceTrackerTag = 'loading' | 'failed' | 'empty' | 'list' | 'dialog' | 'busy' | 'editor';
