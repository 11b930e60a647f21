import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  defaultSlot,
  hasFreePlace,
  preStartDefaults,
  preStartDetailsErrors,
  preStartDetailsOf,
  preStartDocumentErrors,
  toPreStartDetails,
  type CalendarDay,
  type Eligibility,
  type LocalDocumentKind,
  type PreStartReceipt,
  type Premise,
} from '../../../src/domain/serviceRequests.ts';
import { failureParams, notProvided } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { appointmentStates, dayActions, doneState, hasNoErrors, nextIfValid, premiseActions, premiseGoneRefusal, premiseGuards, premiseSearchStart, premiseStates, requestActions, serviceGuards, slotTakenRefusal, submittingState, uploadActions } from '../serviceSteps.ts';
import type { PreStartServiceContext, PreStartServiceEvent, PreStartServiceInput, PreStartServiceStepId, PreStartServiceTag, PreStartSubmitInput } from './preStartService.types.ts';

/** Start service not signed in, local market: 4 steps (document 1 section 2), then the success page. */
export const preStartServiceSteps = defineSteps([
  { id: 'premise', labelId: 'service.preStart.step.premise' },
  { id: 'details', labelId: 'service.preStart.step.details' },
  { id: 'appointment', labelId: 'service.preStart.step.appointment' },
  { id: 'documents', labelId: 'service.preStart.step.documents' },
] as const satisfies readonly { id: PreStartServiceStepId; labelId: string }[]);

/** The request as the call sends it (document 1 section 3, the local-market payload). */
export function preStartRequestOf(context: PreStartServiceContext): PreStartSubmitInput {
  const documents = context.documents;
  return {
    premiseId: context.premise?.premiseId ?? '',
    ...toPreStartDetails(context.details),
    appointment: { day: context.day ?? '', slot: context.slot },
    terms: true,
    documents: {
      proofOfOwnership: documents.proofOfOwnership?.documentId ?? '',
      idOrPassport: documents.idOrPassport?.documentId ?? '',
      affidavit: documents.affidavit?.documentId ?? '',
      sketchPlan: documents.sketchPlan?.documentId ?? '',
    },
  };
}

/**
 * Start service for a visitor, local market (/PreStartService, recorded as "UnAuth Start Service"):
 * the premise found by its address and checked eligible, the customer's details (Domestic by
 * default, the premise's street and city filled in), the appointment (the next day, 8am-10am, by
 * default), then the four documents and the terms, and the request's reference. A refused file or
 * a failed call keeps everything typed.
 */
export const preStartServiceMachine = setup({
  types: {
    context: {} as PreStartServiceContext,
    events: {} as PreStartServiceEvent,
    input: {} as PreStartServiceInput,
    tags: {} as PreStartServiceTag,
  },
  actors: {
    searchPremises: fromPromise<Premise[], { query: string; town: string }>(notProvided('searchPremises')),
    checkEligibility: fromPromise<Eligibility, { premiseId: string }>(notProvided('checkEligibility')),
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    submitPreStart: fromPromise<PreStartReceipt, PreStartSubmitInput>(notProvided('submitPreStart')),
  },
  guards: {
    isSlotTaken: serviceGuards.isSlotTaken,
    ...premiseGuards,
    isDetailsValid: ({ context }) => hasNoErrors(preStartDetailsErrors(context.details)),
    isAppointmentValid: ({ context }) => hasFreePlace(context.calendar, context.day, context.slot),
    isDocumentsValid: ({ context }) => hasNoErrors(preStartDocumentErrors(context)),
  },
  actions: {
    ...requestActions<PreStartServiceContext, PreStartServiceEvent>(),
    ...premiseActions<PreStartServiceContext, PreStartServiceEvent>(),
    ...dayActions<PreStartServiceContext, PreStartServiceEvent>(),
    ...uploadActions<PreStartServiceContext, PreStartServiceEvent, LocalDocumentKind>({ documents: 'preStart.documents', terms: 'preStart.toggleTerms', errors: preStartDocumentErrors }),
    storeEligible: assign(({ context }, params: { output: Eligibility }) => {
      const changed = context.premise?.premiseId !== params.output.premise.premiseId;
      // Another premise: its street and city fill the details again (what else was typed stays), and its town's calendar is read.
      return changed
        ? { premise: params.output.premise, ineligible: null, details: { ...context.details, street: params.output.premise.address1, city: params.output.premise.city }, detailsErrors: {}, calendar: [] }
        : { premise: params.output.premise, ineligible: null };
    }),
    chooseCustomerType: assign(({ context, event }) => {
      assertEvent(event, 'preStart.chooseCustomerType');
      return { details: { ...context.details, customerType: event.customerType }, detailsErrors: { ...context.detailsErrors, companyName: undefined } };
    }),
    chooseTariff: assign(({ context, event }) => {
      assertEvent(event, 'preStart.chooseTariff');
      return { details: { ...context.details, tariff: event.tariff } };
    }),
    toggleTenant: assign(({ context, event }) => {
      assertEvent(event, 'preStart.toggleTenant');
      return { details: { ...context.details, tenant: event.value } };
    }),
    changeDetail: assign(({ context, event }) => {
      assertEvent(event, 'preStart.change');
      return { details: { ...context.details, [event.field]: event.value }, detailsErrors: { ...context.detailsErrors, [event.field]: undefined } };
    }),
    markDetailsErrors: assign(({ context }) => ({ detailsErrors: preStartDetailsErrors(context.details) })),
  },
}).createMachine({
  id: 'preStartService',
  description: 'Start service for a visitor, local market (UnAuth Start Service): premise and eligibility, details, appointment, documents and terms, reference.',
  context: ({ input }) => ({
    ...input,
    ...premiseSearchStart,
    details: preStartDetailsOf(null, input.today),
    detailsErrors: {},
    calendar: [],
    day: preStartDefaults(input.today).appointment.day,
    slot: defaultSlot,
    dayError: null,
    documents: {},
    terms: false,
    documentErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'premise',
  states: {
    ...premiseStates({ next: 'details', nextDescription: 'Eligible: on to the details.' }),
    details: {
      description: 'Step 2: customer type (Domestic by default), name, phones, email, national ID, meter, plot, street, area, district, city, tariff, tenant, and a business\'s company details.',
      tags: ['step:details'],
      on: {
        'preStart.chooseCustomerType': { actions: 'chooseCustomerType', description: 'Domestic or business.' },
        'preStart.chooseTariff': { actions: 'chooseTariff', description: 'The tariff.' },
        'preStart.toggleTenant': { actions: 'toggleTenant', description: 'Owner or tenant.' },
        'preStart.change': { actions: 'changeDetail', description: 'A field typed.' },
        'step.next': nextIfValid('isDetailsValid', 'loadingCalendar', 'Valid: on to the appointment.', 'markDetailsErrors', { clearFailure: true }),
        'step.back': { target: 'premise', actions: 'clearFailure', description: 'Back to the premise.' },
      },
    },
    ...appointmentStates({
      town: (context: PreStartServiceContext) => context.premise?.town ?? '',
      description: "Step 3: the day (the next day by default) and slot (8am-10am by default) from the calendar of the premise's town.",
      guard: 'isAppointmentValid',
      next: 'documents',
      nextDescription: 'A free day and slot: on to the documents.',
      mark: 'markDayError',
      back: 'details',
      backDescription: 'Back to the details.',
    }),
    documents: {
      description: 'Step 4: proof of ownership, ID or passport, affidavit and sketch plan uploaded, the terms accepted, then Submit.',
      tags: ['step:documents'],
      on: {
        'preStart.documents': { actions: 'storeDocuments', description: 'The uploads of one kind changed (a refused file changes nothing else).' },
        'preStart.toggleTerms': { actions: 'toggleTerms', description: 'The terms accepted or not.' },
        'step.submit': [
          { guard: 'isDocumentsValid', target: 'submitting', actions: 'clearFailure', description: 'Every document and the terms: send the request.' },
          { actions: 'markDocumentErrors', description: 'A document or the terms missing: each says so.' },
        ],
        'step.back': { target: 'loadingCalendar', actions: 'clearFailure', description: 'Back to the appointment (the calendar read again).' },
      },
    },
    submitting: submittingState({
      description: 'The local-market start: the premise checked again, the slot booked, the four documents attached (recorded as UnAuth Start Service).',
      step: 'documents',
      src: 'submitPreStart',
      input: preStartRequestOf,
      onError: [
        slotTakenRefusal,
        premiseGoneRefusal,
        { target: 'documents', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the documents step says why; Submit tries again.' },
      ],
    }),
    done: doneState,
  },
});
