import type { LandlordAgreementBody, LandlordAgreementErrors, LandlordAgreementForm, LandlordAgreementRecord, LandlordDateField } from '../../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface LandlordAgreementInput {
  /** Today (yyyy-mm-dd): the start date's window begins tomorrow. */
  today: string;
}

export interface LandlordAgreementContext extends LandlordAgreementInput {
  /** Whether the user is a landlord, and the premises they own. */
  record: LandlordAgreementRecord | null;
  form: LandlordAgreementForm;
  /** The rules the current step breaks, shown once the user pressed Continue. */
  errors: LandlordAgreementErrors;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: ServiceRequestSummary | null;
}

export type LandlordAgreementEvent =
  | { type: 'landlord.retry' }
  | { type: 'landlord.togglePremise'; accountNumber: string }
  | { type: 'landlord.changeDate'; field: LandlordDateField; value: string }
  | { type: 'landlord.toggleTerms' }
  | { type: 'landlord.changeMessage'; value: string }
  | { type: 'landlord.continue' }
  | { type: 'landlord.back' }
  | { type: 'landlord.submit' };

export type LandlordAgreementStepId = 'premises' | 'terms' | 'review' | 'done';

export type LandlordAgreementTag = 'loading' | 'failed' | 'busy' | 'notLandlord' | StepTag<LandlordAgreementStepId>;

export type LandlordAgreementSubmitInput = LandlordAgreementBody;
