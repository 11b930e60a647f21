import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  emptyAddressForm,
  addressFormOf,
  hasFreePlace,
  ineligibleCodes,
  moveDefaultSlot,
  toMailingAddress,
  transferSlotCodes,
  type CalendarDay,
  type Eligibility,
  type MailingAddress,
  type MoveOutCheck,
  type Premise,
  type TransferReceipt,
} from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { calendarStates, doneState, mailingState, reviewState, serviceGuards, serviceUpdates, submitFailed } from '../serviceSteps.ts';
import type { MoveInCheckInput, TransferServiceContext, TransferServiceEvent, TransferServiceInput, TransferServiceStepId, TransferServiceSubmitInput, TransferServiceTag } from './transferService.types.ts';

/** Transfer service signed in has up to 6 steps (document 1 section 2), then the success page. */
export const transferServiceSteps = defineSteps([
  { id: 'moveOut', labelId: 'service.transfer.step.moveOut' },
  { id: 'moveOutDate', labelId: 'service.transfer.step.moveOutDate' },
  { id: 'moveIn', labelId: 'service.transfer.step.moveIn' },
  { id: 'moveInDate', labelId: 'service.transfer.step.moveInDate' },
  { id: 'mailing', labelId: 'service.transfer.step.mailing' },
  { id: 'review', labelId: 'service.transfer.step.review' },
] as const satisfies readonly { id: TransferServiceStepId; labelId: string }[]);

const premiseGoneCodes = [...Object.values(ineligibleCodes), 'SRV_PREMISE_NOT_FOUND'] as const;
const emptyCalendar = { calendar: [] as CalendarDay[], day: null, slot: moveDefaultSlot };

/** The request as the review shows it and the call sends it. */
export function transferRequestOf(context: TransferServiceContext): TransferServiceSubmitInput {
  return {
    orderType: 'TRANSFER',
    accountNumber: context.accountNumber,
    moveOut: { day: context.moveOut.day ?? '', slot: context.moveOut.slot },
    premiseId: context.premise?.premiseId ?? '',
    moveIn: { day: context.moveIn.day ?? '', slot: context.moveIn.slot },
    mailingAddress: toMailingAddress(context.address) as MailingAddress,
  };
}

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
    checkMoveOut: fromPromise<MoveOutCheck, { accountNumber: string }>(notProvided('checkMoveOut')),
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    searchPremises: fromPromise<Premise[], { query: string; town: string }>(notProvided('searchPremises')),
    checkMoveIn: fromPromise<Eligibility, MoveInCheckInput>(notProvided('checkMoveIn')),
    submitTransfer: fromPromise<TransferReceipt, TransferServiceSubmitInput>(notProvided('submitTransfer')),
  },
  guards: {
    ...serviceGuards,
    mayMoveOut: (_, params: { output: MoveOutCheck }) => params.output.eligible,
    hasFreeMoveOut: ({ context }) => hasFreePlace(context.moveOut.calendar, context.moveOut.day, context.moveOut.slot),
    hasFreeMoveIn: ({ context }) => hasFreePlace(context.moveIn.calendar, context.moveIn.day, context.moveIn.slot),
    hasPremise: ({ context }) => context.premise !== null,
    isQueryValid: ({ context }) => context.query.trim().length >= 2 && context.query.trim().length <= 60,
    isFound: ({ context, event }) => event.type === 'transfer.choosePremise' && (context.premises ?? []).some((p) => p.premiseId === event.premiseId),
    isEligible: (_, params: { output: Eligibility }) => params.output.eligible,
    isMoveOutTaken: failedWith([transferSlotCodes.moveOut]),
    isMoveInTaken: failedWith([transferSlotCodes.moveIn]),
    isPremiseGone: failedWith(premiseGoneCodes),
  },
  actions: {
    storeFailure: assign((_, params: FailureParams) => serviceUpdates.storeFailure(params)),
    clearFailure: assign(serviceUpdates.clearFailure),
    storeMoveOut: assign((_, params: { output: MoveOutCheck }) => ({
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
    changeQuery: assign(({ event }) => {
      assertEvent(event, 'transfer.changeQuery');
      return { query: event.value, searchError: null };
    }),
    chooseTown: assign(({ event }) => {
      assertEvent(event, 'transfer.chooseTown');
      return { town: event.town };
    }),
    markSearchError: assign({ searchError: 'SRV_SEARCH_LENGTH' }),
    storePremises: assign((_, params: { output: Premise[] }) => ({ premises: params.output, ineligible: null })),
    storeEligible: assign(({ context }, params: { output: Eligibility }) =>
      // Another premise: its town's calendar is read again.
      context.premise?.premiseId === params.output.premise.premiseId ? { ineligible: null } : { premise: params.output.premise, ineligible: null, moveIn: emptyCalendar },
    ),
    storeIneligible: assign((_, params: { output: Eligibility }) => ({
      ineligible: params.output.eligible ? null : { premiseId: params.output.premise.premiseId, msgcode: params.output.msgcode },
    })),
    chooseAddressType: assign(({ context, event }) => {
      assertEvent(event, 'address.chooseType');
      return serviceUpdates.chooseAddressType(context, event.addressType);
    }),
    changeAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.change');
      return serviceUpdates.changeAddress(context, event.field, event.value);
    }),
    markAddressErrors: assign(({ context }) => serviceUpdates.markAddressErrors(context)),
    storeReceipt: assign((_, params: { output: TransferReceipt }) => ({ receipt: params.output })),
  },
}).createMachine({
  id: 'transferService',
  description: 'Transfer service signed in: move-out check, move-out date, new premise and its check, move-in date, mailing address, review, both references.',
  context: ({ input }) => ({
    ...input,
    stop: null,
    refusal: null,
    moveOut: emptyCalendar,
    query: '',
    town: '',
    searchError: null,
    premises: null,
    premise: null,
    ineligible: null,
    moveIn: emptyCalendar,
    dayErrors: {},
    address: emptyAddressForm,
    addressErrors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'checkingMoveOut',
  states: {
    checkingMoveOut: {
      description: 'The move-out check of the account (recorded either way): its premise, meter, balance and mailing address.',
      tags: ['loading', 'step:moveOut'],
      invoke: {
        id: 'checkMoveOut',
        src: 'checkMoveOut',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: [
          { guard: { type: 'mayMoveOut', params: outputParams }, target: 'moveOut', actions: { type: 'storeMoveOut', params: outputParams }, description: 'The account may be moved out of.' },
          { target: 'refused', actions: { type: 'storeMoveOut', params: outputParams }, description: 'A stop already open, or a guest: the reason.' },
        ],
        onError: { target: 'moveOutFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message and Try again.' },
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
      on: { 'step.next': { target: 'moveOutDate', description: 'On to the move-out day and time.' } },
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
      tags: ['step:moveIn'],
      on: {
        'transfer.changeQuery': { actions: 'changeQuery', description: 'The user types the address.' },
        'transfer.chooseTown': { actions: 'chooseTown', description: 'The user narrows the search to a service-centre town.' },
        'transfer.search': [
          { guard: 'isQueryValid', target: 'searching', actions: 'clearFailure', description: 'Search the premises.' },
          { actions: 'markSearchError', description: 'Too short or too long: the field says why.' },
        ],
        'transfer.choosePremise': { guard: 'isFound', target: 'checkingMoveIn', actions: 'clearFailure', description: 'Move in here: the premise is checked.' },
        'step.next': { guard: 'hasPremise', target: 'moveInDate', description: 'The premise already checked: on again.' },
        'step.back': { target: 'moveOutDate', actions: 'clearFailure', description: 'Back to the move-out day and time (the calendar read again).' },
      },
    },
    searching: {
      description: 'Searching the premises registry.',
      tags: ['step:moveIn', 'busy'],
      invoke: {
        id: 'searchPremises',
        src: 'searchPremises',
        input: ({ context }) => ({ query: context.query.trim(), town: context.town }),
        onDone: { target: 'moveIn', actions: { type: 'storePremises', params: outputParams }, description: 'The premises found (maybe none).' },
        onError: { target: 'moveIn', actions: { type: 'storeFailure', params: failureParams }, description: 'The search failed: the message; Search tries again.' },
      },
    },
    checkingMoveIn: {
      description: 'The move-in check of the new premise (recorded either way); the premise moved out of is refused.',
      tags: ['step:moveIn', 'busy'],
      invoke: {
        id: 'checkMoveIn',
        src: 'checkMoveIn',
        input: ({ context, event }) => ({ premiseId: event.type === 'transfer.choosePremise' ? event.premiseId : '', accountNumber: context.accountNumber }),
        onDone: [
          { guard: { type: 'isEligible', params: outputParams }, target: 'moveInDate', actions: { type: 'storeEligible', params: outputParams }, description: 'Eligible: on to the move-in day and time.' },
          { target: 'moveIn', actions: { type: 'storeIneligible', params: outputParams }, description: 'Ineligible: the reason beside the premise.' },
        ],
        onError: { target: 'moveIn', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message; choosing again retries.' },
      },
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
              { guard: 'hasFreeMoveIn', target: '#transferService.mailing', actions: 'clearFailure', description: 'A free day and time: on to the mailing address.' },
              { actions: 'markMoveInError', description: 'No longer free: the field says so.' },
            ],
            'step.back': { target: '#transferService.moveIn', actions: 'clearFailure', description: 'Back to the new premise.' },
          },
        },
      },
    },
    mailing: mailingState({ description: 'Step 5: the mailing address (the one on file to start with): street, PO box, military or foreign.', next: 'review', back: 'moveInDate', backDescription: 'Back to the move-in day and time (the calendar read again).' }),
    review: reviewState({ description: 'Step 6: both appointments, the new premise and the mailing address, then Submit.', back: 'mailing', backDescription: 'Back to the mailing address.' }),
    submitting: {
      description: 'SubmitServiceRequest: the stop and the move-in made together, both slots booked, or nothing.',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'submitTransfer',
        src: 'submitTransfer',
        input: ({ context }) => transferRequestOf(context),
        onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: 'Both requests made: their references.' },
        onError: [
          { guard: { type: 'isMoveOutTaken', params: failureParams }, target: 'moveOutDate', actions: { type: 'storeFailure', params: failureParams }, description: 'The move-out time was taken meanwhile: its calendar again.' },
          { guard: { type: 'isMoveInTaken', params: failureParams }, target: 'moveInDate', actions: { type: 'storeFailure', params: failureParams }, description: 'The move-in time was taken meanwhile: its calendar again.' },
          { guard: { type: 'isPremiseGone', params: failureParams }, target: 'moveIn', actions: { type: 'storeFailure', params: failureParams }, description: 'The new premise is no longer eligible: back to it with the reason.' },
          submitFailed,
        ],
      },
    },
    done: doneState,
  },
});
