import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  emptyLandlordAgreementForm,
  landlordAgreementBody,
  landlordPremiseErrors,
  landlordTermsErrors,
  type LandlordAgreementRecord,
} from '../../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { LandlordAgreementContext, LandlordAgreementEvent, LandlordAgreementInput, LandlordAgreementStepId, LandlordAgreementSubmitInput, LandlordAgreementTag } from './landlordAgreement.types.ts';

/** The step tracker: the premises and dates, the terms, the review, the reference. */
export const landlordAgreementSteps = defineSteps([
  { id: 'premises', labelId: 'service.landlordAgreement.step.premises' },
  { id: 'terms', labelId: 'service.landlordAgreement.step.terms' },
  { id: 'review', labelId: 'service.landlordAgreement.step.review' },
  { id: 'done', labelId: 'service.landlordAgreement.step.done' },
] as const satisfies readonly { id: LandlordAgreementStepId; labelId: string }[]);

/** Refusals about the premises or dates (one became covered meanwhile, the window moved at midnight): the first step again, fresh. */
const premiseCodes = ['LANDLORD_ALREADY', 'LANDLORD_PREMISES', 'LANDLORD_START_DATE', 'LANDLORD_END_DATE', 'SRV_ACCOUNT_NOT_FOUND'];

/**
 * Landlord agreement: the landlord's premises are read; they choose the premises whose service
 * reverts to them between tenants, from a start date (until an end date if given); accept the terms
 * (with a message if they wish); review; the agreement is made and its reference shown. A user who
 * is not a landlord is told so. A failed load offers Try again; a refused or failed submission keeps
 * everything chosen and says why.
 */
export const landlordAgreementMachine = setup({
  types: {
    context: {} as LandlordAgreementContext,
    events: {} as LandlordAgreementEvent,
    input: {} as LandlordAgreementInput,
    tags: {} as LandlordAgreementTag,
  },
  actors: {
    loadLandlordAgreement: fromPromise<LandlordAgreementRecord, void>(notProvided('loadLandlordAgreement')),
    submitLandlordAgreement: fromPromise<ServiceRequestSummary, LandlordAgreementSubmitInput>(notProvided('submitLandlordAgreement')),
  },
  guards: {
    isLandlord: (_, params: { output: LandlordAgreementRecord }) => params.output.landlord,
    arePremisesValid: ({ context }) => Object.keys(landlordPremiseErrors(context.form, context.record?.premises ?? [], context.today)).length === 0,
    areTermsValid: ({ context }) => Object.keys(landlordTermsErrors(context.form)).length === 0,
    isPremiseRefusal: failedWith(premiseCodes),
  },
  actions: {
    storeRecord: assign((_, params: { output: LandlordAgreementRecord }) => ({ record: params.output })),
    togglePremise: assign(({ context, event }) => {
      assertEvent(event, 'landlord.togglePremise');
      const chosen = context.form.accountNumbers.includes(event.accountNumber);
      const accountNumbers = chosen ? context.form.accountNumbers.filter((n) => n !== event.accountNumber) : [...context.form.accountNumbers, event.accountNumber];
      const { premises: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, accountNumbers }, errors };
    }),
    storeDate: assign(({ context, event }) => {
      assertEvent(event, 'landlord.changeDate');
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
    toggleTerms: assign(({ context }) => {
      const { terms: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, acceptTerms: !context.form.acceptTerms }, errors };
    }),
    storeMessage: assign(({ context, event }) => {
      assertEvent(event, 'landlord.changeMessage');
      const { message: _fixed, ...errors } = context.errors;
      return { form: { ...context.form, message: event.value }, errors };
    }),
    markPremiseErrors: assign(({ context }) => ({ errors: landlordPremiseErrors(context.form, context.record?.premises ?? [], context.today) })),
    markTermsErrors: assign(({ context }) => ({ errors: landlordTermsErrors(context.form) })),
    clearErrors: assign({ errors: {} }),
    storeFailure: assign((_, params: FailureParams) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'landlordAgreement',
  description: 'Landlord agreement: the premises whose service reverts to the landlord between tenants, the dates and the terms, reviewed and sent as a request of the tracker.',
  context: ({ input }) => ({ ...input, record: null, form: emptyLandlordAgreementForm, errors: {}, failure: null, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading whether the user is a landlord, and the premises they own.',
      tags: ['loading', 'step:premises'],
      invoke: {
        id: 'loadLandlordAgreement',
        src: 'loadLandlordAgreement',
        onDone: [
          { guard: { type: 'isLandlord', params: outputParams }, target: 'choosing', actions: { type: 'storeRecord', params: outputParams }, description: 'A landlord: their premises to choose from.' },
          { target: 'notLandlord', actions: { type: 'storeRecord', params: outputParams }, description: 'Not a landlord: the agreement is not for them.' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'Nothing to start from: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed', 'step:premises'],
      on: { 'landlord.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    notLandlord: {
      description: 'The user holds no landlord persona: only landlords sign the agreement; the page says so.',
      tags: ['notLandlord'],
      type: 'final',
    },
    choosing: {
      description: 'The premises they own (those already covered shown, not choosable), the start date and an optional end date.',
      tags: ['step:premises'],
      on: {
        'landlord.togglePremise': { actions: 'togglePremise', description: 'A premise chosen or let go.' },
        'landlord.changeDate': { actions: 'storeDate', description: 'A date typed; its message goes.' },
        'landlord.continue': [
          { guard: 'arePremisesValid', target: 'terms', actions: ['clearErrors', 'clearFailure'], description: 'A free premise and valid dates: the terms.' },
          { actions: 'markPremiseErrors', description: 'No premise, or a date out of its window: each says why.' },
        ],
      },
    },
    terms: {
      description: 'The agreement\'s terms to accept, and a message to the utility if they wish.',
      tags: ['step:terms'],
      on: {
        'landlord.toggleTerms': { actions: 'toggleTerms', description: 'The terms accepted or not.' },
        'landlord.changeMessage': { actions: 'storeMessage', description: 'The message typed.' },
        'landlord.back': { target: 'choosing', actions: 'clearErrors', description: 'Back to the premises, everything kept.' },
        'landlord.continue': [
          { guard: 'areTermsValid', target: 'reviewing', actions: 'clearErrors', description: 'Terms accepted: the review.' },
          { actions: 'markTermsErrors', description: 'The terms are not accepted (or the message is too long): it says why.' },
        ],
      },
    },
    reviewing: {
      description: 'The premises, dates, terms and message; Sign the agreement or Back.',
      tags: ['step:review'],
      on: {
        'landlord.back': { target: 'terms', actions: 'clearFailure', description: 'Back to the terms, everything kept.' },
        'landlord.submit': { target: 'submitting', actions: 'clearFailure', description: 'The landlord signs: the agreement is sent.' },
      },
    },
    submitting: {
      description: 'The agreement is being made; the review waits.',
      tags: ['busy', 'step:review'],
      invoke: {
        id: 'submitLandlordAgreement',
        src: 'submitLandlordAgreement',
        input: ({ context }) => landlordAgreementBody(context.form),
        onDone: { target: 'done', actions: assign(({ event }) => ({ receipt: event.output })), description: 'Made: its reference.' },
        onError: [
          {
            guard: { type: 'isPremiseRefusal', params: failureParams },
            target: 'loading',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'A premise or date was refused (covered meanwhile, the window moved): the premises are read again and the first step says why.',
          },
          { target: 'reviewing', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the review says why; Sign tries again.' },
        ],
      },
    },
    done: {
      description: 'The agreement\'s reference (the page moves on to /landlordagreementsuccess).',
      type: 'final',
      tags: ['step:done'],
    },
  },
});
