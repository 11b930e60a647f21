import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  inspectionDocumentErrors,
  meterInspectionFormOf,
  meterInspectionStepErrors,
  toMeterInspectionRequest,
  type InspectionDocumentKind,
  type MeterInspectionFormStep,
  type MeterInspectionReceipt,
} from '../../../src/domain/meterInspection.ts';
import { defaultSlot, hasFreePlace, type CalendarDay } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { appointmentStates, dayActions, doneState, hasNoErrors, nextIfValid, refusalThen, requestActions, reviewState, serviceGuards, slotTakenRefusal, submitFailed, submittingState, uploadActions } from '../serviceSteps.ts';
import type { MeterInspectionContext, MeterInspectionEvent, MeterInspectionInput, MeterInspectionStepId, MeterInspectionSubmitInput, MeterInspectionTag } from './meterInspection.types.ts';

/** The meter inspection request: 6 steps, then the success page with the reference. */
export const meterInspectionSteps = defineSteps([
  { id: 'customer', labelId: 'service.meterInspection.step.customer' },
  { id: 'premise', labelId: 'service.meterInspection.step.premise' },
  { id: 'contractors', labelId: 'service.meterInspection.step.contractors' },
  { id: 'appointment', labelId: 'service.meterInspection.step.appointment' },
  { id: 'documents', labelId: 'service.meterInspection.step.documents' },
  { id: 'review', labelId: 'service.meterInspection.step.review' },
] as const satisfies readonly { id: MeterInspectionStepId; labelId: string }[]);

/** The account typed (or chosen) is not one the request can be made for: back to the customer step, the field says why. */
export const accountRefusedCodes = ['SRV_ACCOUNT_NOT_FOUND'] as const;

/** The request as the review shows it and the call sends it (document 1 section 3 "Meter inspection"). */
export function meterInspectionRequestOf(context: MeterInspectionContext): MeterInspectionSubmitInput {
  return toMeterInspectionRequest(
    context.form,
    { day: context.day ?? '', slot: context.slot },
    { inspectionCertificate: context.documents.inspectionCertificate?.documentId ?? '', taxInvoice: context.documents.taxInvoice?.documentId ?? '' },
  );
}

const stepValid = (step: MeterInspectionFormStep) => ({ context }: { context: MeterInspectionContext }) => hasNoErrors(meterInspectionStepErrors(context.form, step));
const withStepErrors = (context: MeterInspectionContext, step: MeterInspectionFormStep) => ({ fieldErrors: { ...context.fieldErrors, ...meterInspectionStepErrors(context.form, step) } });

/**
 * The meter inspection request (/MeterInspection signed in, /meterinspectionPrelogin for a visitor;
 * document 1 section 3): the customer and account (signed in: prefilled from the session and chosen
 * from the customer's accounts; a visitor types them and the server checks the account), the
 * address parts and the service-centre town, the electrician's and the technician's names and
 * phones, the appointment from the town's calendar, the inspection certificate and the tax invoice
 * with the terms, the review, then the reference. A failed call keeps everything typed; a slot taken
 * meanwhile brings the calendar back with what is still free.
 */
export const meterInspectionMachine = setup({
  types: {
    context: {} as MeterInspectionContext,
    events: {} as MeterInspectionEvent,
    input: {} as MeterInspectionInput,
    tags: {} as MeterInspectionTag,
  },
  actors: {
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    submitMeterInspection: fromPromise<MeterInspectionReceipt, MeterInspectionSubmitInput>(notProvided('submitMeterInspection')),
  },
  guards: {
    isSlotTaken: serviceGuards.isSlotTaken,
    isAccountRefused: failedWith(accountRefusedCodes),
    isCustomerValid: stepValid('customer'),
    isPremiseValid: stepValid('premise'),
    isContractorsValid: stepValid('contractors'),
    isAppointmentValid: ({ context }) => hasFreePlace(context.calendar, context.day, context.slot),
    isDocumentsValid: ({ context }) => hasNoErrors(inspectionDocumentErrors(context)),
    isOwnAccount: ({ context, event }) => event.type === 'inspection.chooseAccount' && context.accounts.some((account) => account.accountNumber === event.accountNumber),
  },
  actions: {
    ...requestActions<MeterInspectionContext, MeterInspectionEvent>(),
    ...dayActions<MeterInspectionContext, MeterInspectionEvent>(),
    ...uploadActions<MeterInspectionContext, MeterInspectionEvent, InspectionDocumentKind>({ documents: 'inspection.documents', terms: 'inspection.toggleTerms', errors: inspectionDocumentErrors }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'inspection.change');
      return { form: { ...context.form, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } };
    }),
    chooseAccount: assign(({ context, event }) => {
      assertEvent(event, 'inspection.chooseAccount');
      // Another account: its service address fills the street and city (what else was typed stays).
      const account = context.accounts.find((a) => a.accountNumber === event.accountNumber);
      return {
        form: { ...context.form, accountNumber: event.accountNumber, street: account?.street ?? context.form.street, city: account?.city ?? context.form.city },
        fieldErrors: { ...context.fieldErrors, accountNumber: undefined, street: undefined, city: undefined },
      };
    }),
    markCustomerErrors: assign(({ context }) => withStepErrors(context, 'customer')),
    markPremiseErrors: assign(({ context }) => withStepErrors(context, 'premise')),
    markContractorsErrors: assign(({ context }) => withStepErrors(context, 'contractors')),
    markAccountRefused: assign(({ context }, params: FailureParams) => ({ fieldErrors: { ...context.fieldErrors, accountNumber: params.failure.msgcode } })),
  },
}).createMachine({
  id: 'meterInspection',
  description: 'The meter inspection request, signed in or not: customer and account, address, electrician and technician, appointment, documents and terms, review, reference.',
  context: ({ input }) => ({
    ...input,
    form: meterInspectionFormOf(input.prefill),
    fieldErrors: {},
    calendar: [],
    day: null,
    slot: defaultSlot,
    dayError: null,
    documents: {},
    terms: false,
    documentErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'customer',
  states: {
    customer: {
      description: 'Step 1: the customer (name, phones, email) and the account: signed in, prefilled and chosen from the customer\'s accounts; a visitor types them.',
      tags: ['step:customer'],
      on: {
        'inspection.change': { actions: 'changeField', description: 'A field typed.' },
        'inspection.chooseAccount': { guard: 'isOwnAccount', actions: 'chooseAccount', description: 'Signed in: another of the customer\'s accounts; its address fills the street and city.' },
        'step.next': nextIfValid('isCustomerValid', 'premise', 'Valid: on to the address.', 'markCustomerErrors', { clearFailure: true }),
      },
    },
    premise: {
      description: 'Step 2: the address parts of the meter (plot, street, area, district, city) and the service-centre town whose calendar serves it.',
      tags: ['step:premise'],
      on: {
        'inspection.change': { actions: 'changeField', description: 'A field typed or the town chosen.' },
        'step.next': nextIfValid('isPremiseValid', 'contractors', 'Valid: on to the electrician and technician.', 'markPremiseErrors'),
        'step.back': { target: 'customer', description: 'Back to the customer.' },
      },
    },
    contractors: {
      description: 'Step 3: the electrician\'s and the technician\'s names and mobile phones (document 2 section 5 phone rules).',
      tags: ['step:contractors'],
      on: {
        'inspection.change': { actions: 'changeField', description: 'A field typed.' },
        'step.next': nextIfValid('isContractorsValid', 'loadingCalendar', 'Valid: on to the appointment (the town\'s calendar is read).', 'markContractorsErrors', { clearFailure: true }),
        'step.back': { target: 'premise', description: 'Back to the address.' },
      },
    },
    ...appointmentStates({
      town: (context: MeterInspectionContext) => context.form.town,
      description: 'Step 4: the day and slot (8:00-10:00 AM by default) from the calendar of the town; the slot is booked on submit.',
      guard: 'isAppointmentValid',
      next: 'documents',
      nextDescription: 'A free day and slot: on to the documents.',
      mark: 'markDayError',
      back: 'contractors',
      backDescription: 'Back to the electrician and technician.',
    }),
    documents: {
      description: 'Step 5: the inspection certificate and the tax invoice uploaded (one each), the terms accepted.',
      tags: ['step:documents'],
      on: {
        'inspection.documents': { actions: 'storeDocuments', description: 'The upload of one kind changed (a refused file changes nothing else).' },
        'inspection.toggleTerms': { actions: 'toggleTerms', description: 'The terms accepted or not.' },
        'step.next': nextIfValid('isDocumentsValid', 'review', 'Both documents and the terms: on to the review.', 'markDocumentErrors'),
        'step.back': { target: 'appointment', description: 'Back to the appointment.' },
      },
    },
    review: reviewState({ description: 'Step 6: everything entered, to check before sending; a refusal or failure says why here.', back: 'documents', backDescription: 'Back to the documents.' }),
    submitting: submittingState({
      description: 'The request is made: the account checked, the slot booked, the documents attached, the interaction recorded.',
      step: 'review',
      src: 'submitMeterInspection',
      input: meterInspectionRequestOf,
      onError: [
        slotTakenRefusal,
        refusalThen('isAccountRefused', 'customer', { type: 'markAccountRefused', params: failureParams }, 'No such account: back to the customer step, the account field says why.'),
        submitFailed,
      ],
    }),
    done: doneState,
  },
});
