/**
 * The steps the service flows share (start, stop, and transfer, which is a stop and a start in one):
 * the mailing address of document 1 section 3, the appointment read from the calendar of a
 * service-centre town, and the review whose submission may find the slot taken meanwhile. The
 * machines take their states from here and name the same guards and actions in their `setup()`
 * (as machines/auth/signUpSteps.ts does): the guards are shared as they are, the actions as `assign`s
 * of the updates below, so that `assign` takes the machine's own context and events.
 *
 * The shared steps answer the same events in every flow (`step.next`, `address.change`, ...): a
 * view's buttons and fields send the same events whichever flow they are in.
 */
import { addressFieldsOf, addressFormErrors, firstFreeDay, hasFreePlace, type AddressField, type AddressForm, type AddressType, type CalendarDay, type Eligibility, type Premise, type SlotNumber, type Town } from '../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, outputParams, type CallFailure, type FailureParams } from '../common/effects.ts';
import { stepTag } from '../common/steps.ts';

/** The events of the shared steps. */
export type ServiceStepEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.retry' }
  | { type: 'step.submit' }
  | { type: 'address.chooseType'; addressType: AddressType }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'appointment.chooseDay'; day: string }
  | { type: 'appointment.chooseSlot'; slot: SlotNumber };

/** What the mailing step reads and writes. */
export interface MailingContext {
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
}

/** What the appointment steps read and write: the calendar of the town, the day and slot chosen. */
export interface CalendarContext {
  calendar: CalendarDay[];
  day: string | null;
  slot: SlotNumber;
}

/** The slot went to someone else meanwhile (or the day is no longer offered): the calendar is read again. */
export const slotTakenCodes = ['SRV_SLOT_FULL', 'SRV_DAY_NOT_OFFERED'] as const;

/** The guards the shared steps name. */
export const serviceGuards = {
  isAddressValid: ({ context }: { context: MailingContext }) => Object.keys(addressFormErrors(context.address)).length === 0,
  /** Only the fields of the chosen address type are typed into. */
  isFieldOfType: ({ context, event }: { context: MailingContext; event: { type: string; field?: unknown } }) => event.type === 'address.change' && addressFieldsOf[context.address.addressType].some((field) => field === event.field),
  isSlotTaken: failedWith(slotTakenCodes),
};

/** What the shared actions assign: each machine names them in `setup()` as `assign(({ context, event }) => serviceUpdates.<name>(...))`. */
export const serviceUpdates = {
  storeFailure: ({ failure }: FailureParams) => ({ failure }),
  clearFailure: { failure: null as CallFailure | null },
  chooseAddressType: (context: MailingContext, addressType: AddressType) => ({
    address: { ...context.address, addressType },
    addressErrors: {},
  }),
  changeAddress: (context: MailingContext, field: AddressField, value: string) => ({
    address: { ...context.address, [field]: value },
    addressErrors: { ...context.addressErrors, [field]: undefined },
  }),
  markAddressErrors: (context: MailingContext) => ({
    addressErrors: addressFormErrors(context.address),
  }),
  /** The calendar read: the chosen day and slot kept while still free, else the first free day of the slot. */
  storeCalendar: (context: CalendarContext, calendar: CalendarDay[]) => ({
    calendar,
    day: hasFreePlace(calendar, context.day, context.slot) ? context.day : firstFreeDay(calendar, context.slot),
  }),
};

/**
 * Next on a step with a form: on to `target` when `guard` holds (clearing the last failure when
 * asked), else `mark` puts each field's message beside it.
 */
export function nextIfValid<const TGuard extends string, const TMark extends string>(guard: TGuard, target: string, description: string, mark: TMark, { clearFailure = false } = {}) {
  const onValid = clearFailure ? { guard, target, actions: 'clearFailure' as const, description } : { guard, target, description };
  return [onValid, { actions: mark, description: 'Each field says what is wrong.' }] as const;
}

/** The mailing step (step id `mailing`): the type of address, the fields that type asks for, Next and Back. */
export function mailingState({ description, next, back, backDescription }: { description: string; next: string; back: string; backDescription: string }) {
  return {
    description,
    tags: [stepTag('mailing')],
    on: {
      'address.chooseType': {
        actions: 'chooseAddressType',
        description: 'The type of address: street, PO box, military or foreign.',
      },
      'address.change': {
        guard: 'isFieldOfType',
        actions: 'changeAddress',
        description: 'A field of the chosen type.',
      },
      'step.next': nextIfValid('isAddressValid', next, 'A complete address: on.', 'markAddressErrors'),
      'step.back': { target: back, description: backDescription },
    },
  } as const;
}

/**
 * The calendar of a service-centre town read for the step `step` (states `loadingCalendar` and
 * `calendarFailed`): on to `ready` with the free days (stored by the action `store`, `storeCalendar`
 * unless a flow with two calendars names its own), or the message with Try again and Back to `back`.
 */
export function calendarStates<TContext, const TStep extends string, const TStore extends string = 'storeCalendar'>({
  step,
  town,
  ready,
  back,
  store,
}: {
  step: TStep;
  town: (context: TContext) => string;
  ready: string;
  back: string;
  store?: TStore;
}) {
  return {
    loadingCalendar: {
      description: 'The calendar of the service-centre town: its free days and slots.',
      tags: [stepTag(step), 'loading'],
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }: { context: TContext }) => ({
          town: town(context),
        }),
        onDone: {
          target: ready,
          actions: {
            type: (store ?? 'storeCalendar') as TStore,
            params: outputParams<CalendarDay[]>,
          },
          description: 'The free days and slots.',
        },
        onError: {
          target: 'calendarFailed',
          actions: { type: 'storeFailure', params: failureParams },
          description: 'The calendar could not be read.',
        },
      },
    },
    calendarFailed: {
      description: 'The calendar could not be read: the message, Try again and Back.',
      tags: [stepTag(step), 'failed'],
      on: {
        'step.retry': {
          target: 'loadingCalendar',
          actions: 'clearFailure',
          description: 'Try again.',
        },
        'step.back': {
          target: back,
          actions: 'clearFailure',
          description: 'Back a step.',
        },
      },
    },
  } as const;
}

/** A submission refused because the slot was taken meanwhile: the calendar again, with what is still free. */
export const slotTakenRefusal = {
  guard: { type: 'isSlotTaken', params: failureParams },
  target: 'loadingCalendar',
  actions: { type: 'storeFailure', params: failureParams },
  description: 'The time was taken meanwhile: the calendar again, with what is still free.',
} as const;

/** Any other refusal or failure: back on the review, which says why; Submit tries again. */
export const submitFailed = {
  target: 'review',
  actions: { type: 'storeFailure', params: failureParams },
  description: 'Refused or failed: the review says why; Submit tries again.',
} as const;

/** The review step (step id `review`): Submit moves on to `submitting`, Back to `back`. */
export function reviewState({ description, back, backDescription }: { description: string; back: string; backDescription: string }) {
  return {
    description,
    tags: [stepTag('review')],
    on: {
      'step.submit': {
        target: 'submitting',
        actions: 'clearFailure',
        description: 'Send the request.',
      },
      'step.back': {
        target: back,
        actions: 'clearFailure',
        description: backDescription,
      },
    },
  } as const;
}

/** The success page after the submission. */
export const doneState = {
  description: 'The success page: the reference and the appointment.',
  type: 'final',
  tags: ['done'],
} as const;

/** The events of the premise step of the start flows (signed in and the visitors' local market). */
export type PremiseSearchEvent =
  | { type: 'start.changeQuery'; value: string }
  | { type: 'start.chooseTown'; town: Town | '' }
  | { type: 'start.search' }
  | { type: 'start.choosePremise'; premiseId: string };

/** What the premise step reads and writes. */
export interface PremiseSearchContext {
  query: string;
  premises: Premise[] | null;
  premise: Premise | null;
}

/** The guards the premise step names. */
export const premiseGuards = {
  hasPremise: ({ context }: { context: PremiseSearchContext }) => context.premise !== null,
  isQueryValid: ({ context }: { context: PremiseSearchContext }) => context.query.trim().length >= 2 && context.query.trim().length <= 60,
  isFound: ({ context, event }: { context: PremiseSearchContext; event: { type: string; premiseId?: unknown } }) => event.type === 'start.choosePremise' && (context.premises ?? []).some((p) => p.premiseId === event.premiseId),
  isEligible: (_: unknown, params: { output: Eligibility }) => params.output.eligible,
};

/**
 * The premise step of the start flows (states `premise`, `searching`, `checking`): the utility's
 * premises searched by address (and town), one chosen and checked for eligibility; on to `next`
 * when eligible, else the reason beside it. The machine names the actors `searchPremises` and
 * `checkEligibility` and the actions `changeQuery`, `chooseTown`, `markSearchError`,
 * `storePremises`, `storeEligible` and `storeIneligible` in its `setup()`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra input unless a flow names it
export function premiseStates<const TNext extends string, const TStep extends string = 'premise', TContext = unknown, TExtra extends Record<string, string> = {}>({
  next,
  nextDescription,
  step,
  description = "Step 1: search the utility's premises by address (and town), then choose one: it is checked for eligibility.",
  back,
  checkInput,
}: {
  next: TNext;
  nextDescription: string;
  /** The step the three states belong to (`premise` unless a flow names its own, as transfer's move-in). */
  step?: TStep;
  description?: string;
  /** Back to an earlier step (a flow whose premise is not the first step). */
  back?: { target: string; description: string };
  /** What the check sends besides the premise (transfer's move-in names the account left). */
  checkInput?: (context: TContext) => TExtra;
}) {
  const tag = stepTag((step ?? 'premise') as TStep);
  const backOn = back ? { 'step.back': { target: back.target, actions: 'clearFailure', description: back.description } } : {};
  return {
    premise: {
      description,
      tags: [tag],
      on: {
        ...(backOn as { 'step.back'?: { target: string; actions: 'clearFailure'; description: string } }),
        'start.changeQuery': { actions: 'changeQuery', description: 'The user types the address.' },
        'start.chooseTown': { actions: 'chooseTown', description: 'The user narrows the search to a service-centre town.' },
        'start.search': [
          { guard: 'isQueryValid', target: 'searching', actions: 'clearFailure', description: 'Search the premises.' },
          { actions: 'markSearchError', description: 'Too short or too long: the field says why.' },
        ],
        'start.choosePremise': { guard: 'isFound', target: 'checking', actions: 'clearFailure', description: 'Start here: the premise is checked.' },
        'step.next': { guard: 'hasPremise', target: next, description: 'Back from a later step, the premise already checked eligible: on again.' },
      },
    },
    searching: {
      description: 'Searching the premises registry.',
      tags: [tag, 'busy'],
      invoke: {
        id: 'searchPremises',
        src: 'searchPremises',
        input: ({ context }: { context: PremiseSearchContext & { town: string } }) => ({ query: context.query.trim(), town: context.town }),
        onDone: { target: 'premise', actions: { type: 'storePremises', params: outputParams<Premise[]> }, description: 'The premises found (maybe none).' },
        onError: { target: 'premise', actions: { type: 'storeFailure', params: failureParams }, description: 'The search failed: the message; Search tries again.' },
      },
    },
    checking: {
      description: 'The premise, address and account eligibility check (recorded as an interaction either way).',
      tags: [tag, 'busy'],
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        input: ({ context, event }: { context: TContext; event: { type: string; premiseId?: string } }) =>
          ({
            premiseId: event.type === 'start.choosePremise' ? (event.premiseId ?? '') : '',
            ...(checkInput ? checkInput(context) : {}),
          }) as { premiseId: string } & TExtra,
        onDone: [
          { guard: { type: 'isEligible', params: outputParams<Eligibility> }, target: next, actions: { type: 'storeEligible', params: outputParams<Eligibility> }, description: nextDescription },
          { target: 'premise', actions: { type: 'storeIneligible', params: outputParams<Eligibility> }, description: 'Ineligible: the reason beside the premise.' },
        ],
        onError: { target: 'premise', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: the message; choosing again retries.' },
      },
    },
  } as const;
}
