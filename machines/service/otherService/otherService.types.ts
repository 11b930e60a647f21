import type { OtherServiceErrors, OtherServiceField, OtherServiceForm, OtherServicePlace, OtherServiceSubmitBody } from '../../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface OtherServiceInput {
  /** The selected service account. */
  accountNumber: string;
  /** Today (yyyy-mm-dd): the start date's window begins tomorrow. */
  today: string;
}

export interface OtherServiceContext extends OtherServiceInput {
  /** The premise and installation the request is about. */
  place: OtherServicePlace | null;
  form: OtherServiceForm;
  /** The rules the form breaks, shown once the user pressed Continue. */
  errors: OtherServiceErrors;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: ServiceRequestSummary | null;
}

export type OtherServiceEvent =
  | { type: 'otherService.retry' }
  | { type: 'otherService.change'; field: OtherServiceField; value: string }
  | { type: 'otherService.continue' }
  | { type: 'otherService.back' }
  | { type: 'otherService.submit' };

export type OtherServiceStepId = 'details' | 'review' | 'done';

export type OtherServiceTag = 'loading' | 'failed' | 'busy' | StepTag<OtherServiceStepId>;

export type OtherServiceSubmitInput = OtherServiceSubmitBody;
