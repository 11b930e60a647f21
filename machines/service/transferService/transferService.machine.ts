import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  emptyAddressForm,
  addressFormOf,
  hasFreePlace,
  moveDefaultSlot,
  toMailingAddress,
  transferSlotCodes,
  otherFreeSlots,
  transferContactErrors,
  transferIdentityErrors,
  type CalendarDay,
  type Eligibility,
  type MailingAddress,
  type MoveOutCheck,
  type Premise,
  type TransferReceipt,
} from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { calendarStates, doneState, mailingActions, mailingState, nextIfValid, premiseActions, premiseGuards, premiseSearchStart, premiseStates, refusal, refusalThen, requestActions, reviewState, serviceGuards, serviceUpdates, submitFailed, submittingState } from '../serviceSteps.ts';
import type { MoveInCheckInput, MoveOutCheckInput, TransferServiceContext, TransferServiceEvent, TransferServiceInput, TransferServiceStepId, TransferServiceSubmitInput, TransferServiceTag } from './transferService.types.ts';

/** Transfer service signed in has up to 6 steps (document 1 section 2), then the success page. */
export const transferServiceSteps = defineSteps([
  { id: 'moveOut', labelId: 'service.transfer.step.moveOut' },
  { id: 'moveOutDate', labelId: 'service.transfer.step.moveOutDate' },
  { id: 'moveIn', labelId: 'service.transfer.step.moveIn' },
  { id: 'moveInDate', labelId: 'service.transfer.step.moveInDate' },
  { id: 'mailing', labelId: 'service.transfer.step.mailing' },
  { id: 'review', labelId: 'service.transfer.step.review' },
] as const satisfies readonly { id: TransferServiceStepId; labelId: string }[]);

/** A visitor's transfer has 8 steps (document 1 section 2): the account proven first, the contact details before the mailing address. */
export const preTransferServiceSteps = defineSteps([
  { id: 'identify', labelId: 'service.transfer.step.identify' },
  { id: 'moveOut', labelId: 'service.transfer.step.moveOut' },
  { id: 'moveOutDate', labelId: 'service.transfer.step.moveOutDate' },
  { id: 'moveIn', labelId: 'service.transfer.step.moveIn' },
  { id: 'moveInDate', labelId: 'service.transfer.step.moveInDate' },
  { id: 'contact', labelId: 'service.transfer.step.contact' },
  { id: 'mailing', labelId: 'service.transfer.step.mailing' },
  { id: 'review', labelId: 'service.transfer.step.review' },
] as const satisfies readonly { id: TransferServiceStepId; labelId: string }[]);

const emptyCalendar = { calendar: [] as CalendarDay[], day: null, slot: moveDefaultSlot };

/** The request as the review shows it and the call sends it: a visitor's names the proof of the account and the contact details. */
export function transferRequestOf(context: TransferServiceContext): TransferServiceSubmitInput {
  const request = {
    accountNumber: context.accountNumber,
    moveOut: { day: context.moveOut.day ?? '', slot: context.moveOut.slot },
    premiseId: context.premise?.premiseId ?? '',
    moveIn: { day: context.moveIn.day ?? '', slot: context.moveIn.slot },
    mailingAddress: toMailingAddress(context.address) as MailingAddress,
  };
  return context.visitor
    ? { ...request, lastName: context.identity.lastName.trim(), email: context.contact.email.trim(), primaryPhone: context.contact.primaryPhone.trim() }
    : { orderType: 'TRANSFER', ...request };
}

/** The town of the appointment whose time was taken. */
const takenTown = (context: TransferServiceContext) => (context.taken === 'moveOut' ? (context.stop?.serviceAddress.town ?? '') : (context.premise?.town ?? ''));

/**
 * Transfer service signed in (/TransferService): the move-out check of the selected account (its
 * premise, meter and balance; an account with a stop already open, or a guest's, says why and goes
 * no further), the move-out day and time from the calendar of its town, the new premise found by its
 * address and checked for a move-in, the move-in day and time from the new town's calendar (both
 * ALLDAY by default: a move), the mailing address, the review, then one submission making the stop
 * and the move-in together: the success page names both references. A time taken meanwhile brings
 * back the calendar of that appointment; a failed call says why and keeps everything chosen.
 */
export const transferServiceMachine = setup({
  types: {
    context: {} as TransferServiceContext,
    events: {} as TransferServiceEvent,
    input: {} as TransferServiceInput,
    tags: {} as TransferServiceTag,
  },
  actors: {
    checkMoveOut: fromPromise<MoveOutCheck, MoveOutCheckInput>(notProvided('checkMoveOut')),
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    searchPremises: fromPromise<Premise[], { query: string; town: string }>(notProvided('searchPremises')),
    checkEligibility: fromPromise<Eligibility, MoveInCheckInput>(notProvided('checkEligibility')),
    submitTransfer: fromPromise<TransferReceipt, TransferServiceSubmitInput>(notProvided('submitTransfer')),
  },
  guards: {
    ...serviceGuards,
    mayMoveOut: (_, params: { output: MoveOutCheck }) => params.output.eligible,
    hasFreeMoveOut: ({ context }) => hasFreePlace(context.moveOut.calendar, context.moveOut.day, context.moveOut.slot),
    hasFreeMoveIn: ({ context }) => hasFreePlace(context.moveIn.calendar, context.moveIn.day, context.moveIn.slot),
    ...premiseGuards,
    isMoveOutTaken: failedWith([transferSlotCodes.moveOut]),
    isMoveInTaken: failedWith([transferSlotCodes.moveIn]),
    isVisitor: ({ context }) => context.visitor,
    /** A visitor's next after the move-in date goes to the contact details. */
    visitorHasFreeMoveIn: ({ context }) => context.visitor && hasFreePlace(context.moveIn.calendar, context.moveIn.day, context.moveIn.slot),
    isIdentityValid: ({ context }) => Object.keys(transferIdentityErrors(context.identity)).length === 0,
    /** The account and name do not match (or too many wrong guesses): back to the proof. */
    isIdentityRefused: failedWith(['SRV_TRANSFER_IDENTITY', 'GEN015']),
    isContactValid: ({ context }) => Object.keys(transferContactErrors(context.contact)).length === 0,
    /** One of the times the schedule failure page offers. */
    isOffered: ({ context, event }) =>
      event.type === 'schedule.pick' && context.taken !== null && otherFreeSlots(context[context.taken].calendar, context[context.taken].day).some((d) => d.day === event.day && d.slots.includes(event.slot)),
  },
  actions: {
    ...requestActions<TransferServiceContext, TransferServiceEvent>(),
    ...premiseActions<TransferServiceContext, TransferServiceEvent>(),
    ...mailingActions<TransferServiceContext, TransferServiceEvent>(),
    storeMoveOut: assign((_, params: { output: MoveOutCheck }) => ({
      accountNumber: params.output.stop.accountNumber,
      stop: params.output.stop,
      refusal: params.output.eligible ? null : params.output.msgcode,
      address: addressFormOf(params.output.stop.mailingAddress),
    })),
    storeMoveOutCalendar: assign(({ context }, params: { output: CalendarDay[] }) => ({ moveOut: { ...context.moveOut, ...serviceUpdates.storeCalendar(context.moveOut, params.output) } })),
    storeMoveInCalendar: assign(({ context }, params: { output: CalendarDay[] }) => ({ moveIn: { ...context.moveIn, ...serviceUpdates.storeCalendar(context.moveIn, params.output) } })),
    chooseMoveOutDay: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseDay');
      return { moveOut: { ...context.moveOut, day: event.day }, dayErrors: { ...context.dayErrors, moveOut: undefined } };
    }),
    chooseMoveOutSlot: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseSlot');
      return { moveOut: { ...context.moveOut, slot: event.slot }, dayErrors: { ...context.dayErrors, moveOut: undefined } };
    }),
    chooseMoveInDay: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseDay');
      return { moveIn: { ...context.moveIn, day: event.day }, dayErrors: { ...context.dayErrors, moveIn: undefined } };
    }),
    chooseMoveInSlot: assign(({ context, event }) => {
      assertEvent(event, 'appointment.chooseSlot');
      return { moveIn: { ...context.moveIn, slot: event.slot }, dayErrors: { ...context.dayErrors, moveIn: undefined } };
    }),
    markMoveOutError: assign(({ context }) => ({ dayErrors: { ...context.dayErrors, moveOut: 'SRV_SLOT' } })),
    markMoveInError: assign(({ context }) => ({ dayErrors: { ...context.dayErrors, moveIn: 'SRV_SLOT' } })),
    storeEligible: assign(({ context }, params: { output: Eligibility }) =>
      // Another premise: its town's calendar is read again.
      context.premise?.premiseId === params.output.premise.premiseId ? { ineligible: null } : { premise: params.output.premise, ineligible: null, moveIn: emptyCalendar },
    ),
    storeReceipt: assign((_, params: { output: TransferReceipt }) => ({ receipt: params.output, taken: null })),
    changeIdentity: assign(({ context, event }) => {
      assertEvent(event, 'identify.change');
      return { identity: { ...context.identity, [event.field]: event.value }, identityErrors: { ...context.identityErrors, [event.field]: undefined } };
    }),
    markIdentityErrors: assign(({ context }) => ({ identityErrors: transferIdentityErrors(context.identity) })),
    changeContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      return { contact: { ...context.contact, [event.field]: event.value }, contactErrors: { ...context.contactErrors, [event.field]: undefined } };
    }),
    markContactErrors: assign(({ context }) => ({ contactErrors: transferContactErrors(context.contact) })),
    takeMoveOut: assign({ taken: 'moveOut' as const }),
    takeMoveIn: assign({ taken: 'moveIn' as const }),
    storeTakenCalendar: assign(({ context }, params: { output: CalendarDay[] }) => (context.taken ? { [context.taken]: { ...context[context.taken], calendar: params.output } } : {})),
    pickOffered: assign(({ context, event }) => {
      assertEvent(event, 'schedule.pick');
      return context.taken ? { [context.taken]: { ...context[context.taken], day: event.day, slot: event.slot } } : {};
    }),
  },
}).createMachine({
  id: 'transferService',
  description: 'Transfer service signed in: move-out check, move-out date, new premise and its check, move-in date, mailing address, review, both references.',
  context: ({ input }) => ({
    accountNumber: input.accountNumber,
    visitor: input.visitor ?? false,
    identity: { accountNumber: '', lastName: '' },
    identityErrors: {},
    contact: { email: '', primaryPhone: '' },
    contactErrors: {},
    taken: null,
    stop: null,
    refusal: null,
    moveOut: emptyCalendar,
    ...premiseSearchStart,
    moveIn: emptyCalendar,
    dayErrors: {},
    address: emptyAddressForm,
    addressErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Signed in, the selected account is checked at once; a visitor proves the account first.',
      always: [
        { guard: 'isVisitor', target: 'identify', description: 'A visitor: the account number and the holder’s last name.' },
        { target: 'checkingMoveOut', description: 'Signed in: the selected account.' },
      ],
    },
    identify: {
      description: "A visitor's step 1: the account moved out of, proven by its number and the account holder's last name (the server counts wrong guesses).",
      tags: ['step:identify'],
      on: {
        'identify.change': { actions: 'changeIdentity', description: 'The visitor types the account number or the last name.' },
        'step.next': nextIfValid('isIdentityValid', 'checkingMoveOut', 'Both given: the account is checked.', 'markIdentityErrors', { clearFailure: true }),
      },
    },
    checkingMoveOut: {
      description: 'The move-out check of the account (recorded either way): its premise, meter, balance and mailing address.',
      tags: ['loading', 'step:moveOut'],
      invoke: {
        id: 'checkMoveOut',
        src: 'checkMoveOut',
        input: ({ context }) => (context.visitor ? { accountNumber: context.identity.accountNumber.trim(), lastName: context.identity.lastName.trim() } : { accountNumber: context.accountNumber, lastName: null }),
        onDone: [
          { guard: { type: 'mayMoveOut', params: outputParams }, target: 'moveOut', actions: { type: 'storeMoveOut', params: outputParams }, description: 'The account may be moved out of.' },
          { target: 'refused', actions: { type: 'storeMoveOut', params: outputParams }, description: 'A stop already open, or a guest: the reason.' },
        ],
        onError: [
          { guard: { type: 'isIdentityRefused', params: failureParams }, target: 'identify', actions: { type: 'storeFailure', params: failureParams }, description: 'No account with this number and name (or too many tries): the visitor checks both.' },
          { target: 'moveOutFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message and Try again.' },
        ],
      },
    },
    moveOutFailed: {
      description: 'The move-out check could not be made: the message, with Try again.',
      tags: ['failed', 'step:moveOut'],
      on: { 'step.retry': { target: 'checkingMoveOut', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    refused: {
      description: 'The account cannot be moved out of: why (a stop already open, or view-only access), and the way to the tracker.',
      type: 'final',
      tags: ['step:moveOut'],
    },
    moveOut: {
      description: 'Step 1: the account moved out of, its service address, meter and balance owed.',
      tags: ['step:moveOut'],
      on: {
        'step.next': { target: 'moveOutDate', description: 'On to the move-out day and time.' },
        'step.back': { guard: 'isVisitor', target: 'identify', description: 'A visitor goes back to the account and name.' },
      },
    },
    moveOutDate: {
      description: 'Step 2: the move-out day and time at the old premise (ALLDAY by default).',
      initial: 'loadingCalendar',
      states: {
        ...calendarStates({ step: 'moveOutDate', town: (context: TransferServiceContext) => context.stop?.serviceAddress.town ?? '', ready: 'ready', back: '#transferService.moveOut', store: 'storeMoveOutCalendar' }),
        ready: {
          description: 'The calendar of the old premise’s town: a day and a time.',
          tags: ['step:moveOutDate'],
          on: {
            'appointment.chooseDay': { actions: 'chooseMoveOutDay', description: 'A day of the calendar.' },
            'appointment.chooseSlot': { actions: 'chooseMoveOutSlot', description: 'A time slot.' },
            'step.next': [
              { guard: 'hasFreeMoveOut', target: '#transferService.moveIn', actions: 'clearFailure', description: 'A free day and time: on to the new premise.' },
              { actions: 'markMoveOutError', description: 'No longer free: the field says so.' },
            ],
            'step.back': { target: '#transferService.moveOut', actions: 'clearFailure', description: 'Back to the account.' },
          },
        },
      },
    },
    moveIn: {
      description: "Step 3: search the utility's premises by address (and town), then choose the new one: it is checked for a move-in.",
      initial: 'premise',
      states: premiseStates({
        next: '#transferService.moveInDate',
        nextDescription: 'Eligible: on to the move-in day and time.',
        step: 'moveIn',
        description: 'The address search; the premise chosen is checked for a move-in (recorded either way), the premise moved out of refused.',
        back: { target: '#transferService.moveOutDate', description: 'Back to the move-out day and time (the calendar read again).' },
        checkInput: (context: TransferServiceContext) => ({ accountNumber: context.accountNumber }),
      }),
    },
    moveInDate: {
      description: 'Step 4: the move-in day and time at the new premise (ALLDAY by default).',
      initial: 'loadingCalendar',
      states: {
        ...calendarStates({ step: 'moveInDate', town: (context: TransferServiceContext) => context.premise?.town ?? '', ready: 'ready', back: '#transferService.moveIn', store: 'storeMoveInCalendar' }),
        ready: {
          description: 'The calendar of the new premise’s town: a day and a time.',
          tags: ['step:moveInDate'],
          on: {
            'appointment.chooseDay': { actions: 'chooseMoveInDay', description: 'A day of the calendar.' },
            'appointment.chooseSlot': { actions: 'chooseMoveInSlot', description: 'A time slot.' },
            'step.next': [
              { guard: 'visitorHasFreeMoveIn', target: '#transferService.contact', actions: 'clearFailure', description: 'A visitor, a free day and time: on to the contact details.' },
              { guard: 'hasFreeMoveIn', target: '#transferService.mailing', actions: 'clearFailure', description: 'A free day and time: on to the mailing address.' },
              { actions: 'markMoveInError', description: 'No longer free: the field says so.' },
            ],
            'step.back': { target: '#transferService.moveIn', actions: 'clearFailure', description: 'Back to the new premise.' },
          },
        },
      },
    },
    contact: {
      description: "A visitor's step 6: the email and mobile phone, to reach them and to track the requests without signing in.",
      tags: ['step:contact'],
      on: {
        'contact.change': { actions: 'changeContact', description: 'The visitor types the email or the phone.' },
        'step.next': nextIfValid('isContactValid', 'mailing', 'Both valid: on to the mailing address.', 'markContactErrors'),
        'step.back': { target: 'moveInDate', description: 'Back to the move-in day and time (the calendar read again).' },
      },
    },
    mailing: (() => {
      const state = mailingState({ description: 'Step 5 (a visitor’s 7): the mailing address (the one on file to start with): street, PO box, military or foreign.', next: 'review', back: 'moveInDate', backDescription: '' });
      return {
        ...state,
        on: {
          ...state.on,
          'step.back': [
            { guard: 'isVisitor', target: 'contact', description: 'A visitor goes back to the contact details.' },
            { target: 'moveInDate', description: 'Back to the move-in day and time (the calendar read again).' },
          ],
        },
      } as const;
    })(),
    review: reviewState({ description: 'Step 6: both appointments, the new premise and the mailing address, then Submit.', back: 'mailing', backDescription: 'Back to the mailing address.' }),
    submitting: submittingState({
      description: 'SubmitServiceRequest: the stop and the move-in made together, both slots booked, or nothing.',
      step: 'review',
      src: 'submitTransfer',
      input: transferRequestOf,
      doneDescription: 'Both requests made: their references.',
      onError: [
        refusalThen('isMoveOutTaken', 'scheduleFailure', 'takeMoveOut', 'The move-out time was taken meanwhile: the schedule failure page with the other free times.'),
        refusalThen('isMoveInTaken', 'scheduleFailure', 'takeMoveIn', 'The move-in time was taken meanwhile: the schedule failure page with the other free times.'),
        refusal('isPremiseGone', 'moveIn', 'The new premise is no longer eligible: back to it with the reason.'),
        submitFailed,
      ],
    }),
    scheduleFailure: {
      description: 'The schedule failure page (/ScheduleFailurePre in the spec, a state of the flow here): the time chosen was taken meanwhile; the other free times of that day and the next days are offered, and picking one sends the request again.',
      initial: 'loadingCalendar',
      states: {
        ...calendarStates({ step: 'review', town: takenTown, ready: 'choosing', back: '#transferService.review', store: 'storeTakenCalendar' }),
        choosing: {
          description: 'Why no appointment could be booked, and the free times of that day and the next days.',
          tags: ['step:review', 'scheduleFailure'],
          on: {
            'schedule.pick': { guard: 'isOffered', target: '#transferService.submitting', actions: ['pickOffered', 'clearFailure'], description: 'Another free time: the request is sent again with it.' },
            'step.back': { target: '#transferService.review', actions: 'clearFailure', description: 'Back to the review.' },
          },
        },
      },
    },
    done: doneState,
  },
});
