import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  addressFormOfPremise,
  appointmentErrors,
  creditErrors,
  customerErrors,
  defaultSlot,
  emptyAddressForm,
  emptyCoApplicant,
  textNumberError,
  toCoApplicant,
  toMailingAddress,
  type CalendarDay,
  type Eligibility,
  type MailingAddress,
  type Premise,
  type ScheduledRequestSummary,
} from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import {
  appointmentStates,
  calendarActions,
  hasNoErrors,
  doneState,
  mailingActions,
  mailingState,
  nextIfValid,
  premiseActions,
  premiseGoneRefusal,
  premiseGuards,
  premiseSearchStart,
  premiseStates,
  refusal,
  requestActions,
  reviewState,
  serviceGuards,
  slotTakenRefusal,
  submitFailed,
  submittingState,
} from '../serviceSteps.ts';
import type { IdentityCheckInput, StartServiceContext, StartServiceEvent, StartServiceInput, StartServiceStepId, StartServiceSubmitInput, StartServiceTag } from './startService.types.ts';

/** Start service signed in has up to 7 steps (document 1 section 2 "turn-on up to 7"), then the success page. */
export const startServiceSteps = defineSteps([
  { id: 'premise', labelId: 'service.start.step.premise' },
  { id: 'customer', labelId: 'service.start.step.customer' },
  { id: 'mailing', labelId: 'service.start.step.mailing' },
  { id: 'appointment', labelId: 'service.start.step.appointment' },
  { id: 'credit', labelId: 'service.start.step.credit' },
  { id: 'preferences', labelId: 'service.start.step.preferences' },
  { id: 'review', labelId: 'service.start.step.review' },
] as const satisfies readonly { id: StartServiceStepId; labelId: string }[]);

const identityCodes = ['SRV_IDENTITY_FAILED', 'SRV_DOB_ADULT', 'SRV_DOB_INVALID', 'SRV_DOB_REQUIRED'] as const;

/** The request as the review shows it and the call sends it. */
export function startRequestOf(context: StartServiceContext): StartServiceSubmitInput {
  const textNumber = context.textNumber.trim();
  return {
    orderType: 'START',
    premiseId: context.premise?.premiseId ?? '',
    customerType: context.customerType,
    ...(context.customerType === 'BUSINESS' ? { businessName: context.businessName.trim() } : {}),
    ...(context.hasCoApplicant ? { coApplicant: toCoApplicant(context.coApplicant) } : {}),
    mailingAddress: toMailingAddress(context.address) as MailingAddress,
    appointment: { day: context.day ?? '', slot: context.slot },
    accessInstructions: context.accessInstructions.trim(),
    gateCode: context.gateCode.trim(),
    creditReview: context.creditReview ?? true,
    depositOption: context.depositOption ?? 'DEPOSIT',
    optInText: context.optInText,
    ...(context.optInText && textNumber ? { textNumber } : {}),
    paperless: context.paperless,
    documentIds: context.documents.map((document) => document.documentId),
  };
}

/**
 * Start service signed in (/StartService): the premise found by its address and checked eligible
 * (an ineligible one says why), the customer type and an optional co-applicant whose identity is
 * checked, the mailing address, the appointment from the calendar of the premise's town (slot 1 by
 * default) with access instructions and a gate code, the credit report review and the deposit or
 * establishment fee (a proof of identity uploaded when the review is declined), the preferences,
 * the review, then the request's reference. A failed call says why and keeps everything typed.
 */
export const startServiceMachine = setup({
  types: {
    context: {} as StartServiceContext,
    events: {} as StartServiceEvent,
    input: {} as StartServiceInput,
    tags: {} as StartServiceTag,
  },
  actors: {
    searchPremises: fromPromise<Premise[], { query: string; town: string }>(notProvided('searchPremises')),
    checkEligibility: fromPromise<Eligibility, { premiseId: string }>(notProvided('checkEligibility')),
    checkIdentity: fromPromise<{ verified: boolean }, IdentityCheckInput>(notProvided('checkIdentity')),
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    submitStartService: fromPromise<ScheduledRequestSummary, StartServiceSubmitInput>(notProvided('submitStartService')),
  },
  guards: {
    ...serviceGuards,
    ...premiseGuards,
    isBusiness: ({ context }) => context.customerType === 'BUSINESS',
    isOptedIn: ({ context }) => context.optInText,
    isCustomerValid: ({ context }) => hasNoErrors(customerErrors(context, context.today)),
    hasCoApplicant: ({ context }) => context.hasCoApplicant,
    isVerified: (_, params: { output: { verified: boolean } }) => params.output.verified,
    isAppointmentValid: ({ context }) => hasNoErrors(appointmentErrors(context)),
    isCreditValid: ({ context }) => hasNoErrors(creditErrors({ ...context, documentCount: context.documents.length })),
    isTextNumberValid: ({ context }) => textNumberError(context) === null,
    isIdentityRefused: failedWith(identityCodes),
  },
  actions: {
    ...requestActions<StartServiceContext, StartServiceEvent>(),
    ...premiseActions<StartServiceContext, StartServiceEvent>(),
    ...mailingActions<StartServiceContext, StartServiceEvent>(),
    ...calendarActions<StartServiceContext, StartServiceEvent>(),
    storeEligible: assign(({ context }, params: { output: Eligibility }) => {
      const changed = context.premise?.premiseId !== params.output.premise.premiseId;
      // Another premise: its own address starts the mailing form and its town's calendar is read again.
      return changed
        ? { premise: params.output.premise, ineligible: null, address: addressFormOfPremise(params.output.premise), addressErrors: {}, calendar: [], day: null }
        : { premise: params.output.premise, ineligible: null };
    }),
    chooseCustomerType: assign(({ context, event }) => {
      assertEvent(event, 'start.chooseCustomerType');
      return { customerType: event.customerType, customerErrors: { ...context.customerErrors, businessName: undefined } };
    }),
    changeBusinessName: assign(({ context, event }) => {
      assertEvent(event, 'start.changeBusinessName');
      return { businessName: event.value, customerErrors: { ...context.customerErrors, businessName: undefined } };
    }),
    toggleCoApplicant: assign(({ context, event }) => {
      assertEvent(event, 'start.toggleCoApplicant');
      return { hasCoApplicant: event.value, customerErrors: { businessName: context.customerErrors.businessName } };
    }),
    changeCoApplicant: assign(({ context, event }) => {
      assertEvent(event, 'start.changeCoApplicant');
      const key = event.field === 'day' || event.field === 'month' || event.field === 'year' ? 'birth' : event.field;
      return { coApplicant: { ...context.coApplicant, [event.field]: event.value }, customerErrors: { ...context.customerErrors, [key]: undefined, identity: undefined } };
    }),
    markCustomerErrors: assign(({ context }) => ({ customerErrors: customerErrors(context, context.today) })),
    markIdentityRefused: assign(({ context }) => ({ customerErrors: { ...context.customerErrors, identity: 'SRV_IDENTITY_FAILED' } })),
    chooseDay: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseDay');
      return { day: event.day, appointmentErrors: { ...context.appointmentErrors, day: undefined } };
    }),
    chooseSlot: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseSlot');
      return { slot: event.slot, appointmentErrors: { ...context.appointmentErrors, day: undefined } };
    }),
    changeAccess: assign(({ context, event }) => {
      assertEvent(event, 'start.changeAccess');
      return { [event.field]: event.value, appointmentErrors: { ...context.appointmentErrors, [event.field]: undefined } };
    }),
    markAppointmentErrors: assign(({ context }) => ({ appointmentErrors: appointmentErrors(context) })),
    chooseCreditReview: assign(({ context, event }) => {
      assertEvent(event, 'start.chooseCreditReview');
      return { creditReview: event.value, creditErrors: { ...context.creditErrors, creditReview: undefined, documents: undefined } };
    }),
    chooseDeposit: assign(({ context, event }) => {
      assertEvent(event, 'start.chooseDeposit');
      return { depositOption: event.value, creditErrors: { ...context.creditErrors, depositOption: undefined } };
    }),
    storeDocuments: assign(({ context, event }) => {
      assertEvent(event, 'start.documents');
      return { documents: event.documents, creditErrors: { ...context.creditErrors, documents: undefined } };
    }),
    markCreditErrors: assign(({ context }) => ({ creditErrors: creditErrors({ ...context, documentCount: context.documents.length }) })),
    toggleOptIn: assign(({ event }) => {
      assertEvent(event, 'start.toggleOptIn');
      return { optInText: event.value, textNumberError: null };
    }),
    changeTextNumber: assign(({ event }) => {
      assertEvent(event, 'start.changeTextNumber');
      return { textNumber: event.value, textNumberError: null };
    }),
    togglePaperless: assign(({ event }) => {
      assertEvent(event, 'start.togglePaperless');
      return { paperless: event.value };
    }),
    markTextNumberError: assign(({ context }) => ({ textNumberError: textNumberError(context) })),
  },
}).createMachine({
  id: 'startService',
  description: 'Start service signed in: premise and eligibility, customer and co-applicant, mailing address, appointment, credit and deposit, preferences, review, reference.',
  context: ({ input }) => ({
    ...input,
    ...premiseSearchStart,
    customerType: 'RESIDENTIAL',
    businessName: '',
    hasCoApplicant: false,
    coApplicant: emptyCoApplicant,
    customerErrors: {},
    address: emptyAddressForm,
    addressErrors: {},
    calendar: [],
    day: null,
    slot: defaultSlot,
    accessInstructions: '',
    gateCode: '',
    appointmentErrors: {},
    creditReview: null,
    depositOption: null,
    documents: [],
    creditErrors: {},
    optInText: false,
    textNumber: '',
    paperless: true,
    textNumberError: null,
    failure: null,
    receipt: null,
  }),
  initial: 'premise',
  states: {
    ...premiseStates({ next: 'customer', nextDescription: 'Eligible: on to the customer.' }),
    customer: {
      description: 'Step 2: residential (default) or business with its name; an optional co-applicant with date-of-birth parts and ID number.',
      tags: ['step:customer'],
      on: {
        'start.chooseCustomerType': { actions: 'chooseCustomerType', description: 'Residential or business.' },
        'start.changeBusinessName': { guard: 'isBusiness', actions: 'changeBusinessName', description: "The business's name (a business only)." },
        'start.toggleCoApplicant': { actions: 'toggleCoApplicant', description: 'Add or remove the co-applicant.' },
        'start.changeCoApplicant': { guard: 'hasCoApplicant', actions: 'changeCoApplicant', description: "A co-applicant's field (once one is added)." },
        'step.next': [
          { guard: and(['isCustomerValid', 'hasCoApplicant']), target: 'verifying', actions: 'clearFailure', description: "Valid, with a co-applicant: the co-applicant's identity is checked." },
          ...nextIfValid('isCustomerValid', 'mailing', 'Valid, no co-applicant: on to the mailing address.', 'markCustomerErrors', { clearFailure: true }),
        ],
        'step.back': { target: 'premise', actions: 'clearFailure', description: 'Back to the premise.' },
      },
    },
    verifying: {
      description: "The co-applicant's identity check (recorded either way).",
      tags: ['step:customer', 'busy'],
      invoke: {
        id: 'checkIdentity',
        src: 'checkIdentity',
        input: ({ context }) => ({ premiseId: context.premise?.premiseId ?? '', coApplicant: toCoApplicant(context.coApplicant) }),
        onDone: [
          { guard: { type: 'isVerified', params: outputParams }, target: 'mailing', description: 'Confirmed: on to the mailing address.' },
          { target: 'customer', actions: 'markIdentityRefused', description: 'Not confirmed: the co-applicant fields are to be checked.' },
        ],
        onError: { target: 'customer', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message; Next tries again.' },
      },
    },
    mailing: mailingState({ description: "Step 3: the mailing address, starting from the premise's own; street, PO box, military or foreign.", next: 'loadingCalendar', back: 'customer', backDescription: 'Back to the customer.' }),
    ...appointmentStates({
      town: (context: StartServiceContext) => context.premise?.town ?? '',
      description: 'Step 4: the day and slot (slot 1, 8:00-10:00 AM, by default), access instructions and gate code.',
      on: { 'start.changeAccess': { actions: 'changeAccess', description: 'Access instructions or gate code.' } },
      guard: 'isAppointmentValid',
      next: 'credit',
      nextDescription: 'On to credit and deposit.',
      mark: 'markAppointmentErrors',
      back: 'mailing',
      backDescription: 'Back to the mailing address.',
    }),
    credit: {
      description: 'Step 5: may we review the credit report; deposit or establishment fee; a proof of identity uploaded when the review is declined.',
      tags: ['step:credit'],
      on: {
        'start.chooseCreditReview': { actions: 'chooseCreditReview', description: 'Yes or no to the credit report review.' },
        'start.chooseDeposit': { actions: 'chooseDeposit', description: 'Deposit or establishment fee.' },
        'start.documents': { actions: 'storeDocuments', description: 'The uploaded documents changed.' },
        'step.next': nextIfValid('isCreditValid', 'preferences', 'On to the preferences.', 'markCreditErrors'),
        'step.back': { target: 'loadingCalendar', description: 'Back to the appointment (the calendar read again).' },
      },
    },
    preferences: {
      description: 'Step 6: text messages (opt-in and number) and paperless billing (on by default).',
      tags: ['step:preferences'],
      on: {
        'start.toggleOptIn': { actions: 'toggleOptIn', description: 'Text messages on or off.' },
        'start.changeTextNumber': { guard: 'isOptedIn', actions: 'changeTextNumber', description: 'The mobile number for texts (once they are wanted).' },
        'start.togglePaperless': { actions: 'togglePaperless', description: 'Paperless billing on or off.' },
        'step.next': nextIfValid('isTextNumberValid', 'review', 'On to the review.', 'markTextNumberError'),
        'step.back': { target: 'credit', description: 'Back to credit and deposit.' },
      },
    },
    review: reviewState({ description: 'Step 7: everything chosen, then Submit.', back: 'preferences', backDescription: 'Back to the preferences.' }),
    submitting: submittingState({
      description: 'SubmitServiceRequest: the premise checked again, the slot booked, the documents attached.',
      step: 'review',
      src: 'submitStartService',
      input: startRequestOf,
      onError: [slotTakenRefusal, premiseGoneRefusal, refusal('isIdentityRefused', 'customer', "The co-applicant's identity was refused: back to the customer."), submitFailed],
    }),
    done: doneState,
  },
});
