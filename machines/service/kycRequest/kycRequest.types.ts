import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type {
  ApplicantType,
  IdentityType,
  KycApplicantField,
  KycCompanyErrors,
  KycDocumentKind,
  KycForm,
  KycKnownDetails,
  KycReceipt,
  KycRequest,
  KycTextField,
  KycType,
  ShareholderField,
} from '../../../src/domain/kyc.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { ServiceStepEvent } from '../serviceSteps.ts';

export interface KycRequestInput {
  /** Today (yyyy-mm-dd): the date of birth may not pass it. */
  today: string;
  /** The selected account when signed in; null for a visitor (/KYCPrelogin). */
  accountNumber: string | null;
  /** What is known of the customer (signed in: the profile and the service address); empty for a visitor. */
  known: KycKnownDetails;
}

export interface KycRequestContext extends KycRequestInput {
  form: KycForm;
  applicantErrors: Partial<Record<KycApplicantField, string>>;
  companyErrors: KycCompanyErrors;
  /** The upload of each kind (one each). */
  documents: Partial<Record<KycDocumentKind, UploadedDocument>>;
  documentErrors: Partial<Record<KycDocumentKind, string>>;
  /** Why the last submission failed. */
  failure: CallFailure | null;
  receipt: KycReceipt | null;
}

/** The shared steps' events (next, back, submit) and the KYC request's own. */
export type KycRequestEvent =
  | ServiceStepEvent
  | { type: 'kyc.chooseType'; kycType: KycType }
  | { type: 'kyc.chooseApplicantType'; applicantType: ApplicantType }
  | { type: 'kyc.chooseIdentityType'; identityType: IdentityType }
  | { type: 'kyc.toggleLandOwner'; value: boolean }
  | { type: 'kyc.change'; field: KycTextField; value: string }
  | { type: 'kyc.addShareholder' }
  | { type: 'kyc.removeShareholder'; index: number }
  | { type: 'kyc.changeShareholder'; index: number; field: ShareholderField; value: string }
  | { type: 'kyc.documents'; kind: KycDocumentKind; documents: UploadedDocument[] };

export type KycRequestStepId = 'applicant' | 'company' | 'documents' | 'review';

export type KycRequestTag = 'busy' | 'done' | StepTag<KycRequestStepId>;

export type KycRequestSubmitInput = KycRequest;
