import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import {
  addressFieldsOf,
  addressFormErrors,
  addressFormOf,
  emptyAddressForm,
  firstFreeDay,
  hasFreePlace,
  moveDefaultSlot,
  toMailingAddress,
  type CalendarDay,
  type MailingAddress,
  type ServiceRequestSummary,
  type StopServiceAddress,
} from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { StopServiceContext, StopServiceEvent, StopServiceInput, StopServiceStepId, StopServiceSubmitInput, StopServiceTag } from './stopService.types.ts';

/** Stop service has 4 steps (document 1 section 2), then the success page. */
export const stopServiceSteps = defineSteps([
  { id: 'account', labelId: 'service.stop.step.account' },
  { id: 'schedule', labelId: 'service.stop.step.schedule' },
  { id: 'mailing', labelId: 'service.stop.step.mailing' },
  { id: 'review', labelId: 'service.stop.step.review' },
] as const satisfies readonly { id: StopServiceStepId; labelId: string }[]);

/** The slot went to someone else meanwhile: the calendar is read again and the other slots offered. */
const slotTakenCodes = ['SRV_SLOT_FULL', 'SRV_DAY_NOT_OFFERED'] as const;

/**
 * Stop service (/StopService): the account and meter with the balance owed (GetStopServiceAddress),
 * the stop date, time and reason for moving out, the forwarding address for the final bill, the
 * review, then the request's reference. A failed call says why and keeps everything chosen; a slot
 * taken meanwhile brings the calendar back with what is still free.
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
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    submitStopService: fromPromise<ServiceRequestSummary, StopServiceSubmitInput>(notProvided('submitStopService')),
  },
  guards: {
    hasFreeChoice: ({ context }) => hasFreePlace(context.calendar, context.day, context.slot),
    hasReason: ({ context }) => context.reason !== null,
    isAddressValid: ({ context }) => Object.keys(addressFormErrors(context.address)).length === 0,
    isFieldOfType: ({ context, event }) => event.type === 'stop.changeAddress' && addressFieldsOf[context.address.addressType].includes(event.field),
    isSlotTaken: failedWith(slotTakenCodes),
  },
  actions: {
    storeStop: assign((_, params: { output: StopServiceAddress }) => ({ stop: params.output, address: addressFormOf(params.output.mailingAddress) })),
    storeCalendar: assign(({ context }, params: { output: CalendarDay[] }) => {
      const calendar = params.output;
      // Keep the chosen day and slot while they are still free; else the first free day of the slot.
      const keep = hasFreePlace(calendar, context.day, context.slot);
      return { calendar, day: keep ? context.day : firstFreeDay(calendar, context.slot) };
    }),
    storeFailure: assign((_, params: FailureParams) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    chooseDay: assign(({ event }) => {
      assertEvent(event, 'stop.chooseDay');
      return { day: event.day, scheduleErrors: {} };
    }),
    chooseSlot: assign(({ event }) => {
      assertEvent(event, 'stop.chooseSlot');
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
    chooseAddressType: assign(({ context, event }) => {
      assertEvent(event, 'stop.chooseAddressType');
      return { address: { ...context.address, addressType: event.addressType }, addressErrors: {} };
    }),
    changeAddress: assign(({ context, event }) => {
      assertEvent(event, 'stop.changeAddress');
      return { address: { ...context.address, [event.field]: event.value }, addressErrors: { ...context.addressErrors, [event.field]: undefined } };
    }),
    markAddressErrors: assign(({ context }) => ({ addressErrors: addressFormErrors(context.address) })),
    storeReceipt: assign((_, params: { output: ServiceRequestSummary }) => ({ receipt: params.output })),
  },
}).createMachine({
  id: 'stopService',
  description: 'Stop service: account and balance, date, time and reason, forwarding address, review, reference.',
  context: ({ input }) => ({
    ...input,
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
  initial: 'loading',
  states: {
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
      on: { 'stop.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    account: {
      description: 'Step 1: the account and meter to stop, the service address and the balance owed, with a link to pay it.',
      tags: ['step:account'],
      on: { 'stop.next': { target: 'loadingCalendar', description: 'On to the date and time.' } },
    },
    loadingCalendar: {
      description: "The calendar of the account's service-centre town.",
      tags: ['loading', 'step:schedule'],
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => ({ town: context.stop?.serviceAddress.town ?? '' }),
        onDone: { target: 'schedule', actions: { type: 'storeCalendar', params: outputParams }, description: 'The free days and slots.' },
        onError: { target: 'calendarFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The calendar could not be read.' },
      },
    },
    calendarFailed: {
      description: 'The calendar could not be read: the message, Try again and Back.',
      tags: ['failed', 'step:schedule'],
      on: {
        'stop.retry': { target: 'loadingCalendar', actions: 'clearFailure', description: 'The user pressed Try again.' },
        'stop.back': { target: 'account', actions: 'clearFailure', description: 'Back to the account.' },
      },
    },
    schedule: {
      description: 'Step 2: the stop date and time (ALLDAY by default: a move-out) and the reason for moving out.',
      tags: ['step:schedule'],
      on: {
        'stop.chooseDay': { actions: 'chooseDay', description: 'The user picks a day.' },
        'stop.chooseSlot': { actions: 'chooseSlot', description: 'The user picks a time.' },
        'stop.chooseReason': { actions: 'chooseReason', description: 'The user picks the reason.' },
        'stop.next': [
          { guard: and(['hasFreeChoice', 'hasReason']), target: 'mailing', actions: 'clearFailure', description: 'A free day and time and a reason: on to the address.' },
          { actions: 'markScheduleErrors', description: 'Something is missing or no longer free: the fields say what.' },
        ],
        'stop.back': { target: 'account', actions: 'clearFailure', description: 'Back to the account.' },
      },
    },
    mailing: {
      description: 'Step 3: where the final bill goes: a street, PO box, military or foreign address.',
      tags: ['step:mailing'],
      on: {
        'stop.chooseAddressType': { actions: 'chooseAddressType', description: 'The user picks the type of address.' },
        'stop.changeAddress': { guard: 'isFieldOfType', actions: 'changeAddress', description: 'The user types in a field of the chosen type.' },
        'stop.next': [
          { guard: 'isAddressValid', target: 'review', description: 'A complete address: on to the review.' },
          { guard: not('isAddressValid'), actions: 'markAddressErrors', description: 'The fields say what is missing.' },
        ],
        'stop.back': { target: 'schedule', description: 'Back to the date and time.' },
      },
    },
    review: {
      description: 'Step 4: everything chosen, and that autopay stops once the final bill is paid.',
      tags: ['step:review'],
      on: {
        'stop.submit': { target: 'submitting', actions: 'clearFailure', description: 'The user sends the request.' },
        'stop.back': { target: 'mailing', actions: 'clearFailure', description: 'Back to the address.' },
      },
    },
    submitting: {
      description: 'SubmitServiceRequest: the slot is booked and the request made.',
      tags: ['busy', 'step:review'],
      invoke: {
        id: 'submitStopService',
        src: 'submitStopService',
        input: ({ context }) => ({
          orderType: 'STOP' as const,
          accountNumber: context.accountNumber,
          appointment: { day: context.day ?? '', slot: context.slot },
          reason: context.reason ?? 'OTHER',
          mailingAddress: toMailingAddress(context.address) as MailingAddress,
        }),
        onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: 'Made: the reference.' },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: failureParams },
            target: 'loadingCalendar',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'The time was taken meanwhile: the calendar again, with what is still free.',
          },
          { target: 'review', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the review says why; Submit tries again.' },
        ],
      },
    },
    done: {
      description: 'The success page: the reference and the appointment.',
      type: 'final',
      tags: ['done'],
    },
  },
});
