import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type {
  CalendarDay,
  Eligibility,
  LocalCustomerType,
  LocalDocumentKind,
  PreStartDetailField,
  PreStartDetailsForm,
  PreStartReceipt,
  PreStartRequest,
  Premise,
  SlotNumber,
  Town,
  localTariffs,
} from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { PremiseSearchEvent, ServiceStepEvent } from '../serviceSteps.ts';

export interface PreStartServiceInput {
  /** Today (yyyy-mm-dd): the appointment defaults to the next day. */
  today: string;
}

export interface PreStartServiceContext extends PreStartServiceInput {
  query: string;
  town: Town | '';
  searchError: string | null;
  /** The premises found; null before the first search. */
  premises: Premise[] | null;
  /** The premise checked eligible: the one service starts at. */
  premise: Premise | null;
  /** The last premise found ineligible, with its reason's code. */
  ineligible: { premiseId: string; msgcode: string } | null;
  details: PreStartDetailsForm;
  detailsErrors: Partial<Record<PreStartDetailField, string>>;
  calendar: CalendarDay[];
  /** The next day by default (document 2 section 9), kept while it is free. */
  day: string | null;
  /** Slot 1 (8am-10am) by default. */
  slot: SlotNumber;
  dayError: string | null;
  /** The upload of each kind the request takes (one each). */
  documents: Partial<Record<LocalDocumentKind, UploadedDocument>>;
  terms: boolean;
  documentErrors: Partial<Record<LocalDocumentKind | 'terms', string>>;
  /** Why the last call failed. */
  failure: CallFailure | null;
  receipt: PreStartReceipt | null;
}

/** The shared steps' events (next, back, retry, submit, the appointment, the premise search shared with start service) and the local-market start's own. */
export type PreStartServiceEvent =
  | ServiceStepEvent
  | PremiseSearchEvent
  | { type: 'preStart.chooseCustomerType'; customerType: LocalCustomerType }
  | { type: 'preStart.chooseTariff'; tariff: (typeof localTariffs)[number] }
  | { type: 'preStart.toggleTenant'; value: boolean }
  | { type: 'preStart.change'; field: PreStartDetailField; value: string }
  | { type: 'preStart.documents'; kind: LocalDocumentKind; documents: UploadedDocument[] }
  | { type: 'preStart.toggleTerms'; value: boolean };

export type PreStartServiceStepId = 'premise' | 'details' | 'appointment' | 'documents';

export type PreStartServiceTag = 'busy' | 'loading' | 'failed' | 'done' | StepTag<PreStartServiceStepId>;

export type PreStartSubmitInput = PreStartRequest;
export type { Eligibility };
