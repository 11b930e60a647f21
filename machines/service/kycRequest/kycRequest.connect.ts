import type { SnapshotFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import {
  kycDocumentKindsOf,
  sharesTotal,
  type ApplicantType,
  type IdentityType,
  type KycApplicantField,
  type KycCompanyErrors,
  type KycDocumentKind,
  type KycForm,
  type KycReceipt,
  type KycTextField,
  type KycType,
  type ShareholderField,
} from '../../../src/domain/kyc.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { kycRequestSteps, type kycRequestMachine } from './kycRequest.machine.ts';
import type { KycRequestEvent } from './kycRequest.types.ts';

export type KycRequestStatus = 'applicant' | 'company' | 'documents' | 'review' | 'done';

export interface KycRequestViewModel {
  status: KycRequestStatus;
  /** The steps of this request: a home's have no company step. */
  steps: StepItem[];
  /** The submission is under way: the review waits. */
  busy: boolean;
  /** Signed in (an account) or a visitor. */
  signedIn: boolean;
  form: KycForm;
  applicantErrors: Partial<Record<KycApplicantField, string>>;
  companyErrors: KycCompanyErrors;
  /** The shares typed so far, together (per cent). */
  sharesTotal: number;
  canAddShareholder: boolean;
  canRemoveShareholder: boolean;
  /** The kinds of document this request takes, in order. */
  documentKinds: readonly KycDocumentKind[];
  documents: Partial<Record<KycDocumentKind, UploadedDocument>>;
  documentErrors: Partial<Record<KycDocumentKind, string>>;
  /** Why the last submission failed (shown on the review). */
  failure: CallFailure | null;
  receipt: KycReceipt | null;
  chooseType: (kycType: KycType) => void;
  chooseApplicantType: (applicantType: ApplicantType) => void;
  chooseIdentityType: (identityType: IdentityType) => void;
  toggleLandOwner: (value: boolean) => void;
  change: (field: KycTextField, value: string) => void;
  addShareholder: () => void;
  removeShareholder: (index: number) => void;
  changeShareholder: (index: number, field: ShareholderField, value: string) => void;
  documentsChanged: (kind: KycDocumentKind, documents: UploadedDocument[]) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
}

export function connectKycRequest(snapshot: SnapshotFrom<typeof kycRequestMachine>, send: (event: KycRequestEvent) => void): KycRequestViewModel {
  const { context } = snapshot;
  const status: KycRequestStatus = snapshot.hasTag('done')
    ? 'done'
    : snapshot.hasTag('step:company')
      ? 'company'
      : snapshot.hasTag('step:documents')
        ? 'documents'
        : snapshot.hasTag('step:review')
          ? 'review'
          : 'applicant';
  const steps = context.form.kycType === 'Company' ? kycRequestSteps : kycRequestSteps.filter((step) => step.id !== 'company');
  return {
    status,
    steps: stepItems(steps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    signedIn: context.accountNumber !== null,
    form: context.form,
    applicantErrors: context.applicantErrors,
    companyErrors: context.companyErrors,
    sharesTotal: sharesTotal(context.form.shareholders),
    canAddShareholder: snapshot.can({ type: 'kyc.addShareholder' }),
    canRemoveShareholder: snapshot.can({ type: 'kyc.removeShareholder', index: 0 }),
    documentKinds: kycDocumentKindsOf(context.form.kycType),
    documents: context.documents,
    documentErrors: context.documentErrors,
    failure: context.failure,
    receipt: context.receipt,
    chooseType: (kycType) => send({ type: 'kyc.chooseType', kycType }),
    chooseApplicantType: (applicantType) => send({ type: 'kyc.chooseApplicantType', applicantType }),
    chooseIdentityType: (identityType) => send({ type: 'kyc.chooseIdentityType', identityType }),
    toggleLandOwner: (value) => send({ type: 'kyc.toggleLandOwner', value }),
    change: (field, value) => send({ type: 'kyc.change', field, value }),
    addShareholder: () => send({ type: 'kyc.addShareholder' }),
    removeShareholder: (index) => send({ type: 'kyc.removeShareholder', index }),
    changeShareholder: (index, field, value) => send({ type: 'kyc.changeShareholder', index, field, value }),
    documentsChanged: (kind, documents) => send({ type: 'kyc.documents', kind, documents }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'step.submit' }),
  };
}
