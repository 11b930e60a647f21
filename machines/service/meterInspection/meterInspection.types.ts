import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { InspectionDocumentKind, MeterInspectionField, MeterInspectionForm, MeterInspectionPrefill, MeterInspectionReceipt, MeterInspectionRequest } from '../../../src/domain/meterInspection.ts';
import type { CalendarDay, SlotNumber } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { ServiceStepEvent } from '../serviceSteps.ts';

/** One of a signed-in customer's accounts, as the account field offers it. */
export interface InspectionAccount {
  accountNumber: string;
  /** The service address in one line (the option's text). */
  address: string;
  street: string;
  city: string;
}

export interface MeterInspectionInput {
  /** Signed in (/MeterInspection): the account is chosen from `accounts`; a visitor (/meterinspectionPrelogin) types it. */
  signedIn: boolean;
  /** The signed-in customer's accounts (none for a visitor). */
  accounts: InspectionAccount[];
  /** What the form starts with: the signed-in customer's name, phone, email, selected account and its address. */
  prefill: Partial<MeterInspectionPrefill>;
}

export interface MeterInspectionContext extends MeterInspectionInput {
  form: MeterInspectionForm;
  /** The rule each typed field breaks, shown once its step's Next was pressed. */
  fieldErrors: Partial<Record<MeterInspectionField, string>>;
  calendar: CalendarDay[];
  day: string | null;
  /** Slot 1 (8:00-10:00 AM) by default (document 2 section 9). */
  slot: SlotNumber;
  dayError: string | null;
  documents: Partial<Record<InspectionDocumentKind, UploadedDocument>>;
  terms: boolean;
  documentErrors: Partial<Record<InspectionDocumentKind | 'terms', string>>;
  /** Why the last call failed. */
  failure: CallFailure | null;
  receipt: MeterInspectionReceipt | null;
}

/** The shared steps' events (next, back, retry, submit, the appointment) and the inspection's own. */
export type MeterInspectionEvent =
  | ServiceStepEvent
  | { type: 'inspection.change'; field: MeterInspectionField; value: string }
  | { type: 'inspection.chooseAccount'; accountNumber: string }
  | { type: 'inspection.documents'; kind: InspectionDocumentKind; documents: UploadedDocument[] }
  | { type: 'inspection.toggleTerms'; value: boolean };

export type MeterInspectionStepId = 'customer' | 'premise' | 'contractors' | 'appointment' | 'documents' | 'review';

export type MeterInspectionTag = 'busy' | 'loading' | 'failed' | 'done' | StepTag<MeterInspectionStepId>;

export type MeterInspectionSubmitInput = MeterInspectionRequest;
