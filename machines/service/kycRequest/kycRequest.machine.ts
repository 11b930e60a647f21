import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { emptyShareholder, kycApplicantErrors, kycApplicantFields, kycCompanyErrors, kycCompanyFields, kycDocumentErrors, kycDocumentKindsOf, kycFormOf, kycLimits, toKycRequest, type KycReceipt } from '../../../src/domain/kyc.ts';
import { notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { doneState, hasNoErrors, nextIfValid, reviewState, serviceUpdates, submitFailed } from '../serviceSteps.ts';
import type { KycRequestContext, KycRequestEvent, KycRequestInput, KycRequestStepId, KycRequestSubmitInput, KycRequestTag } from './kycRequest.types.ts';

/** The step tracker: the applicant, the company (a company only), the documents, the review. */
export const kycRequestSteps = defineSteps([
  { id: 'applicant', labelId: 'service.kyc.step.applicant' },
  { id: 'company', labelId: 'service.kyc.step.company' },
  { id: 'documents', labelId: 'service.kyc.step.documents' },
  { id: 'review', labelId: 'service.kyc.step.review' },
] as const satisfies readonly { id: KycRequestStepId; labelId: string }[]);

/** The machine's clock for the date of birth: the day it was given (the page passes today). */
const todayOf = (context: KycRequestContext) => () => new Date(`${context.today}T12:00:00Z`);

/** The request as the call sends it (document 1 section 3, the KYC payload). */
export function kycRequestOf(context: KycRequestContext): KycRequestSubmitInput {
  const ids = Object.fromEntries(Object.entries(context.documents).map(([kind, document]) => [kind, document?.documentId ?? '']));
  return toKycRequest(context.form, ids, context.accountNumber);
}

/**
 * KYC request, signed in (/KYCRequest, the account and the known details filled in) and not
 * (/KYCPrelogin, empty): the applicant (Residential and Owner by default), a company's details and
 * shareholders, the documents, the review, then the reference. A failed submission keeps everything
 * typed and the review says why.
 */
export const kycRequestMachine = setup({
  types: {
    context: {} as KycRequestContext,
    events: {} as KycRequestEvent,
    input: {} as KycRequestInput,
    tags: {} as KycRequestTag,
  },
  actors: {
    submitKyc: fromPromise<KycReceipt, KycRequestSubmitInput>(notProvided('submitKyc')),
  },
  guards: {
    isCompany: ({ context }) => context.form.kycType === 'Company',
    isApplicantValid: ({ context }) => hasNoErrors(kycApplicantErrors(context.form, todayOf(context))),
    isCompanyValid: ({ context }) => hasNoErrors(kycCompanyErrors(context.form)),
    isDocumentsValid: ({ context }) => hasNoErrors(kycDocumentErrors(context.form.kycType, context.documents)),
    canAddShareholder: ({ context }) => context.form.shareholders.length < kycLimits.shareholdersMax,
    hasSeveralShareholders: ({ context }) => context.form.shareholders.length > 1,
    // Each step takes only its own fields and documents: what the page does not show cannot change.
    isApplicantField: ({ event }) => event.type === 'kyc.change' && kycApplicantFields.some((field) => field === event.field),
    isCompanyField: ({ event }) => event.type === 'kyc.change' && kycCompanyFields.some((field) => field === event.field),
    isDocumentAsked: ({ context, event }) => event.type === 'kyc.documents' && kycDocumentKindsOf(context.form.kycType).includes(event.kind),
  },
  actions: {
    storeFailure: assign((_, params: FailureParams) => serviceUpdates.storeFailure(params)),
    clearFailure: assign(serviceUpdates.clearFailure),
    chooseType: assign(({ context, event }) => {
      assertEvent(event, 'kyc.chooseType');
      return { form: { ...context.form, kycType: event.kycType }, documentErrors: {} };
    }),
    chooseApplicantType: assign(({ context, event }) => {
      assertEvent(event, 'kyc.chooseApplicantType');
      return { form: { ...context.form, applicantType: event.applicantType } };
    }),
    chooseIdentityType: assign(({ context, event }) => {
      assertEvent(event, 'kyc.chooseIdentityType');
      return { form: { ...context.form, identityType: event.identityType } };
    }),
    toggleLandOwner: assign(({ context, event }) => {
      assertEvent(event, 'kyc.toggleLandOwner');
      return { form: { ...context.form, landOwner: event.value } };
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'kyc.change');
      return {
        form: { ...context.form, [event.field]: event.value },
        applicantErrors: { ...context.applicantErrors, [event.field]: undefined },
        companyErrors: { ...context.companyErrors, [event.field]: undefined },
      };
    }),
    addShareholder: assign(({ context }) => ({ form: { ...context.form, shareholders: [...context.form.shareholders, { ...emptyShareholder }] } })),
    removeShareholder: assign(({ context, event }) => {
      assertEvent(event, 'kyc.removeShareholder');
      const shareholders = context.form.shareholders.filter((_, index) => index !== event.index);
      const holderErrors = context.companyErrors.shareholders?.filter((_, index) => index !== event.index);
      return { form: { ...context.form, shareholders }, companyErrors: { ...context.companyErrors, shareholders: holderErrors, shares: undefined } };
    }),
    changeShareholder: assign(({ context, event }) => {
      assertEvent(event, 'kyc.changeShareholder');
      const shareholders = context.form.shareholders.map((holder, index) => (index === event.index ? { ...holder, [event.field]: event.value } : holder));
      const holderErrors = context.companyErrors.shareholders?.map((found, index) => (index === event.index ? { ...found, [event.field]: undefined } : found));
      return { form: { ...context.form, shareholders }, companyErrors: { ...context.companyErrors, shareholders: holderErrors, shares: event.field === 'share' ? undefined : context.companyErrors.shares } };
    }),
    markApplicantErrors: assign(({ context }) => ({ applicantErrors: kycApplicantErrors(context.form, todayOf(context)) })),
    markCompanyErrors: assign(({ context }) => ({ companyErrors: kycCompanyErrors(context.form) })),
    storeDocuments: assign(({ context, event }) => {
      assertEvent(event, 'kyc.documents');
      const documents = { ...context.documents };
      if (event.documents[0]) documents[event.kind] = event.documents[0];
      else delete documents[event.kind];
      return { documents, documentErrors: { ...context.documentErrors, [event.kind]: undefined } };
    }),
    markDocumentErrors: assign(({ context }) => ({ documentErrors: kycDocumentErrors(context.form.kycType, context.documents) })),
    storeReceipt: assign((_, params: { output: KycReceipt }) => ({ receipt: params.output })),
  },
}).createMachine({
  id: 'kycRequest',
  description: 'KYC request (signed in: /KYCRequest; visitor: /KYCPrelogin): applicant, company (a company only), documents, review, reference.',
  context: ({ input }) => ({
    ...input,
    form: kycFormOf(input.known),
    applicantErrors: {},
    companyErrors: {},
    documents: {},
    documentErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'applicant',
  states: {
    applicant: {
      description: 'Step 1: residential (default) or company; the applicant type (Owner by default), name, ID or passport and its number, date of birth (DD/MM/YYYY), land owner, phones, email and address parts.',
      tags: ['step:applicant'],
      on: {
        'kyc.chooseType': { actions: 'chooseType', description: 'Residential or company.' },
        'kyc.chooseApplicantType': { actions: 'chooseApplicantType', description: 'Owner, tenant or representative.' },
        'kyc.chooseIdentityType': { actions: 'chooseIdentityType', description: 'ID or passport.' },
        'kyc.toggleLandOwner': { actions: 'toggleLandOwner', description: 'Land owner or not.' },
        'kyc.change': { guard: 'isApplicantField', actions: 'changeField', description: 'A field of this step typed.' },
        'step.next': [
          { guard: and(['isApplicantValid', 'isCompany']), target: 'company', description: 'Valid, for a company: on to the company.' },
          ...nextIfValid('isApplicantValid', 'documents', 'Valid, for a home: on to the documents.', 'markApplicantErrors'),
        ],
      },
    },
    company: {
      description: 'Step 2 (a company only): name, industry type, registration number (two letters then digits), tax number (the 7-3-9 check), website (optional), contact person, and the shareholders (at most 100% together).',
      tags: ['step:company'],
      on: {
        'kyc.change': { guard: 'isCompanyField', actions: 'changeField', description: 'A field of this step typed, or the industry chosen.' },
        'kyc.addShareholder': { guard: 'canAddShareholder', actions: 'addShareholder', description: 'Another shareholder (at most 10).' },
        'kyc.removeShareholder': { guard: 'hasSeveralShareholders', actions: 'removeShareholder', description: 'A shareholder removed (one stays).' },
        'kyc.changeShareholder': { actions: 'changeShareholder', description: 'A shareholder\'s name, ID or share typed.' },
        'step.next': nextIfValid('isCompanyValid', 'documents', 'Valid: on to the documents.', 'markCompanyErrors'),
        'step.back': { target: 'applicant', description: 'Back to the applicant.' },
      },
    },
    documents: {
      description: 'Step 3: identification, proof of residence and proof of income uploaded; a company adds its registration certificate.',
      tags: ['step:documents'],
      on: {
        'kyc.documents': { guard: 'isDocumentAsked', actions: 'storeDocuments', description: 'The upload of one kind changed (a refused file changes nothing else).' },
        'step.next': nextIfValid('isDocumentsValid', 'review', 'Every document: on to the review.', 'markDocumentErrors'),
        'step.back': [
          { guard: 'isCompany', target: 'company', description: 'Back to the company.' },
          { target: 'applicant', description: 'Back to the applicant.' },
        ],
      },
    },
    review: reviewState({ description: 'Step 4: everything entered, read before sending; Submit sends it.', back: 'documents', backDescription: 'Back to the documents.' }),
    submitting: {
      description: 'The request is sent (recorded as a KYC request, its documents attached); the review waits.',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'submitKyc',
        src: 'submitKyc',
        input: ({ context }) => kycRequestOf(context),
        onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: 'The request is made: its reference.' },
        onError: submitFailed,
      },
    },
    done: { ...doneState, description: 'The success page: the reference, and where to track the request.' },
  },
});
