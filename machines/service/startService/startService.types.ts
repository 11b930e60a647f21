import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type {
  AddressField,
  AddressForm,
  AppointmentField,
  CalendarDay,
  CoApplicant,
  CoApplicantField,
  CoApplicantForm,
  CreditField,
  CustomerField,
  CustomerType,
  DepositOption,
  Eligibility,
  Premise,
  ScheduledRequestSummary,
  SlotNumber,
  StartRequest,
  Town,
} from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { PremiseSearchEvent, ServiceStepEvent } from '../serviceSteps.ts';

export interface StartServiceInput {
  /** Today (yyyy-mm-dd): the co-applicant's age is counted to it. */
  today: string;
}

export interface StartServiceContext extends StartServiceInput {
  query: string;
  town: Town | '';
  searchError: string | null;
  /** The premises found; null before the first search. */
  premises: Premise[] | null;
  /** The premise checked eligible: the one service starts at. */
  premise: Premise | null;
  /** The last premise found ineligible, with its reason's code. */
  ineligible: { premiseId: string; msgcode: string } | null;
  customerType: CustomerType;
  businessName: string;
  hasCoApplicant: boolean;
  coApplicant: CoApplicantForm;
  customerErrors: Partial<Record<CustomerField, string>>;
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
  calendar: CalendarDay[];
  day: string | null;
  /** Slot 1 (8:00-10:00 AM) by default (document 1 section 3). */
  slot: SlotNumber;
  accessInstructions: string;
  gateCode: string;
  appointmentErrors: Partial<Record<AppointmentField, string>>;
  creditReview: boolean | null;
  depositOption: DepositOption | null;
  documents: UploadedDocument[];
  creditErrors: Partial<Record<CreditField, string>>;
  optInText: boolean;
  textNumber: string;
  paperless: boolean;
  textNumberError: string | null;
  /** Why the last call failed. */
  failure: CallFailure | null;
  receipt: ScheduledRequestSummary | null;
}

/** The shared steps' events (next, back, retry, submit, the address and the appointment) and start service's own. */
export type StartServiceEvent =
  | ServiceStepEvent
  | PremiseSearchEvent
  | { type: 'start.chooseCustomerType'; customerType: CustomerType }
  | { type: 'start.changeBusinessName'; value: string }
  | { type: 'start.toggleCoApplicant'; value: boolean }
  | { type: 'start.changeCoApplicant'; field: CoApplicantField; value: string }
  | { type: 'start.changeAccess'; field: 'accessInstructions' | 'gateCode'; value: string }
  | { type: 'start.chooseCreditReview'; value: boolean }
  | { type: 'start.chooseDeposit'; value: DepositOption }
  | { type: 'start.documents'; documents: UploadedDocument[] }
  | { type: 'start.toggleOptIn'; value: boolean }
  | { type: 'start.changeTextNumber'; value: string }
  | { type: 'start.togglePaperless'; value: boolean };

export type StartServiceStepId = 'premise' | 'customer' | 'mailing' | 'appointment' | 'credit' | 'preferences' | 'review';

export type StartServiceTag = 'busy' | 'loading' | 'failed' | 'done' | StepTag<StartServiceStepId>;

export type StartServiceSubmitInput = StartRequest;
export interface IdentityCheckInput {
  premiseId: string;
  coApplicant: CoApplicant;
}
export type { Eligibility };
