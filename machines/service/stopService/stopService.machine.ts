import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  addressFormOf,
  emptyAddressForm,
  hasFreePlace,
  moveDefaultSlot,
  toMailingAddress,
  transferContactErrors,
  transferIdentityErrors,
  type CalendarDay,
  type MoveOutCheck,
  type MailingAddress,
  type ScheduledRequestSummary,
  type StopServiceAddress,
} from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { calendarActions, calendarStates, doneState, mailingActions, mailingState, nextIfValid, requestActions, reviewState, serviceGuards, slotTakenRefusal, submitFailed } from '../serviceSteps.ts';
import type { StopProofInput, StopServiceContext, StopServiceEvent, StopServiceInput, StopServiceStepId, StopServiceSubmitInput, StopServiceTag, StopVisitorField } from './stopService.types.ts';

/** Stop service has 4 steps (document 1 section 2), then the success page. */
export const stopServiceSteps = defineSteps([
  { id: 'account', labelId: 'service.stop.step.account' },
  { id: 'schedule', labelId: 'service.stop.step.schedule' },
  { id: 'mailing', labelId: 'service.stop.step.mailing' },
  { id: 'review', labelId: 'service.stop.step.review' },
] as const satisfies readonly { id: StopServiceStepId; labelId: string }[]);

/** What is wrong on a visitor's first step: the account's proof and the contact details, by the schemas the server checks. */
export function stopVisitorErrors(context: Pick<StopServiceContext, 'identity' | 'contact'>): Partial<Record<StopVisitorField, string>> {
  return { ...transferIdentityErrors(context.identity), ...transferContactErrors(context.contact) };
}

const identityFields: readonly string[] = ['accountNumber', 'lastName'];

/** The request as the review shows it and the call sends it: a visitor's names the proof of the account and the contact details. */
export function stopRequestOf(context: StopServiceContext): StopServiceSubmitInput {
  const request = {
    accountNumber: context.accountNumber,
    appointment: { day: context.day ?? '', slot: context.slot },
    reason: context.reason ?? 'OTHER',
    mailingAddress: toMailingAddress(context.address) as MailingAddress,
  };
  return context.visitor
    ? { ...request, lastName: context.identity.lastName.trim(), email: context.contact.email.trim(), primaryPhone: context.contact.primaryPhone.trim() }
    : { orderType: 'STOP', ...request };
}

/**
 * Stop service (/StopService): the account and meter with the balance owed (GetStopServiceAddress),
 * the stop date, time and reason for moving out, the forwarding address for the final bill, the
 * review, then the request's reference. A failed call says why and keeps everything chosen; a slot
 * taken meanwhile brings the calendar back with what is still free. The mailing, calendar and
 * review steps are the service flows' shared ones (../serviceSteps.ts).
 */
export const stopServiceMachine = setup({
  types: {
    context: {} as StopServiceContext,
    events: {} as StopServiceEvent,
    input: {} as StopServiceInput,
    tags: {} as StopServiceTag,
  },
  actors: {
    loadStopService: fromPromise<StopServiceAddress, { accountNumber: string }>(notProvided('loadStopService')),
    proveAccount: fromPromise<MoveOutCheck, StopProofInput>(notProvided('proveAccount')),
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    submitStopService: fromPromise<ScheduledRequestSummary, StopServiceSubmitInput>(notProvided('submitStopService')),
  },
  guards: {
    ...serviceGuards,
    hasFreeChoice: ({ context }) => hasFreePlace(context.calendar, context.day, context.slot),
    hasReason: ({ context }) => context.reason !== null,
    isVisitor: ({ context }) => context.visitor,
    isVisitorValid: ({ context }) => Object.keys(stopVisitorErrors(context)).length === 0,
    mayStop: (_, params: { output: MoveOutCheck }) => params.output.eligible,
    /** The account and name do not match (or too many wrong guesses): back to the proof. */
    isIdentityRefused: failedWith(['SRV_TRANSFER_IDENTITY', 'GEN015']),
  },
  actions: {
    storeStop: assign((_, params: { output: StopServiceAddress }) => ({ stop: params.output, address: addressFormOf(params.output.mailingAddress) })),
    storeProof: assign(({ context }, params: { output: MoveOutCheck }) => ({
      accountNumber: params.output.stop.accountNumber,
      stop: params.output.stop,
      refusal: params.output.eligible ? null : params.output.msgcode,
      // The same account proven again keeps the address typed; another starts from its address on file.
      ...(context.stop?.accountNumber === params.output.stop.accountNumber ? {} : { address: addressFormOf(params.output.stop.mailingAddress), addressErrors: {} }),
    })),
    changeVisitor: assign(({ context, event }) => {
      assertEvent(event, 'visitor.change');
      const part = identityFields.includes(event.field) ? 'identity' : 'contact';
      return { [part]: { ...context[part], [event.field]: event.value }, visitorErrors: { ...context.visitorErrors, [event.field]: undefined } };
    }),
    markVisitorErrors: assign(({ context }) => ({ visitorErrors: stopVisitorErrors(context) })),
    ...calendarActions<StopServiceContext, StopServiceEvent>(),
    ...requestActions<StopServiceContext, StopServiceEvent>(),
    chooseDay: assign(({ event }) => {
      assertEvent(event, 'appointment.chooseDay');
      return { day: event.day, scheduleErrors: {} };
    }),
    chooseSlot: assign(({ event }) => {
      assertEvent(event, 'appointment.chooseSlot');
      return { slot: event.slot, scheduleErrors: {} };
    }),
    chooseReason: assign(({ context, event }) => {
      assertEvent(event, 'stop.chooseReason');
      return { reason: event.reason, scheduleErrors: { ...context.scheduleErrors, reason: undefined } };
    }),
    markScheduleErrors: assign(({ context }) => ({
      scheduleErrors: {
        ...(hasFreePlace(context.calendar, context.day, context.slot) ? {} : { day: 'SRV_SLOT' }),
        ...(context.reason ? {} : { reason: 'SRV_REASON' }),
      },
    })),
    ...mailingActions<StopServiceContext, StopServiceEvent>(),
  },
}).createMachine({
  id: 'stopService',
  description: 'Stop service: account and balance, date, time and reason, forwarding address, review, reference.',
  context: ({ input }) => ({
    accountNumber: input.accountNumber,
    visitor: input.visitor ?? false,
    identity: { accountNumber: '', lastName: '' },
    contact: { email: '', primaryPhone: '' },
    visitorErrors: {},
    refusal: null,
    stop: null,
    calendar: [],
    day: null,
    slot: moveDefaultSlot,
    reason: null,
    scheduleErrors: {},
    address: emptyAddressForm,
    addressErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Signed in, the selected account is read at once; a visitor proves the account first.',
      always: [
        { guard: 'isVisitor', target: 'identify', description: 'A visitor: the account number, the holder’s last name, an email and a phone.' },
        { target: 'loading', description: 'Signed in: the selected account.' },
      ],
    },
    identify: {
      description: "A visitor's step 1: the account proven by its number and the holder's last name (the server counts wrong guesses), and the email and phone that track the request.",
      tags: ['step:account'],
      on: {
        'visitor.change': { actions: 'changeVisitor', description: 'The visitor types the account number, the last name, the email or the phone.' },
        'step.next': nextIfValid('isVisitorValid', 'proving', 'All four given: the account is checked.', 'markVisitorErrors', { clearFailure: true }),
      },
    },
    proving: {
      description: "The visitor's proof checked (the transfer's move-out check, recorded either way): the account's premise, meter, balance and mailing address.",
      tags: ['loading', 'step:account'],
      invoke: {
        id: 'proveAccount',
        src: 'proveAccount',
        input: ({ context }) => ({ accountNumber: context.identity.accountNumber.trim(), lastName: context.identity.lastName.trim() }),
        onDone: [
          { guard: { type: 'mayStop', params: outputParams }, target: 'account', actions: { type: 'storeProof', params: outputParams }, description: 'Proven, and the account may be stopped.' },
          { target: 'refused', actions: { type: 'storeProof', params: outputParams }, description: 'A stop already open: the reason.' },
        ],
        onError: [
          { guard: { type: 'isIdentityRefused', params: failureParams }, target: 'identify', actions: { type: 'storeFailure', params: failureParams }, description: 'No account with this number and name (or too many tries): the visitor checks both.' },
          { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message and Try again.' },
        ],
      },
    },
    refused: {
      description: "A visitor's account that cannot be stopped (a stop already open): why, and the way to track it.",
      type: 'final',
      tags: ['step:account'],
    },
    loading: {
      description: 'GetStopServiceAddress: the account, its meter, the balance owed and the mailing address on file.',
      tags: ['loading', 'step:account'],
      invoke: {
        id: 'loadStopService',
        src: 'loadStopService',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'account', actions: { type: 'storeStop', params: outputParams }, description: 'The account to stop.' },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'Nothing to show: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The account could not be read: the message, with Try again.',
      tags: ['failed', 'step:account'],
      on: {
        'step.retry': [
          { guard: 'isVisitor', target: 'proving', actions: 'clearFailure', description: 'A visitor pressed Try again: the proof is checked again.' },
          { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' },
        ],
      },
    },
    account: {
      description: 'Step 1: the account and meter to stop, the service address and the balance owed, with a link to pay it.',
      tags: ['step:account'],
      on: {
        'step.next': { target: 'loadingCalendar', description: 'On to the date and time.' },
        'step.back': { guard: 'isVisitor', target: 'identify', description: 'A visitor goes back to the account number, name and contact details.' },
      },
    },
    ...calendarStates({ step: 'schedule', town: (context: StopServiceContext) => context.stop?.serviceAddress.town ?? '', ready: 'schedule', back: 'account' }),
    schedule: {
      description: 'Step 2: the stop date and time (ALLDAY by default: a move-out) and the reason for moving out.',
      tags: ['step:schedule'],
      on: {
        'appointment.chooseDay': { actions: 'chooseDay', description: 'The user picks a day.' },
        'appointment.chooseSlot': { actions: 'chooseSlot', description: 'The user picks a time.' },
        'stop.chooseReason': { actions: 'chooseReason', description: 'The user picks the reason.' },
        'step.next': [
          { guard: and(['hasFreeChoice', 'hasReason']), target: 'mailing', actions: 'clearFailure', description: 'A free day and time and a reason: on to the address.' },
          { actions: 'markScheduleErrors', description: 'Something is missing or no longer free: the fields say what.' },
        ],
        'step.back': { target: 'account', actions: 'clearFailure', description: 'Back to the account.' },
      },
    },
    mailing: mailingState({ description: 'Step 3: where the final bill goes: a street, PO box, military or foreign address.', next: 'review', back: 'schedule', backDescription: 'Back to the date and time.' }),
    review: reviewState({ description: 'Step 4: everything chosen, and that autopay stops once the final bill is paid.', back: 'mailing', backDescription: 'Back to the address.' }),
    submitting: {
      description: 'SubmitServiceRequest: the slot is booked and the request made.',
      tags: ['busy', 'step:review'],
      invoke: {
        id: 'submitStopService',
        src: 'submitStopService',
        input: ({ context }) => stopRequestOf(context),
        onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: 'Made: the reference.' },
        onError: [slotTakenRefusal, submitFailed],
      },
    },
    done: doneState,
  },
});
