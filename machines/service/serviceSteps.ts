/**
 * The steps the service flows share (start, stop, and transfer, which is a stop and a start in one):
 * the mailing address of document 1 section 3, the appointment read from the calendar of a
 * service-centre town, and the review whose submission may find the slot taken meanwhile. The
 * machines take their states from here and name the same guards and actions in their `setup()`
 * (as machines/auth/signUpSteps.ts does): the guards are shared as they are, the actions spread from
 * the factories below (`requestActions<Context, Event>()`, `premiseActions`, `mailingActions`,
 * `dayActions`, `uploadActions`, ...), typed with the machine's own context and events; an action a
 * flow writes itself is an `assign` of the updates below.
 *
 * The shared steps answer the same events in every flow (`step.next`, `address.change`, ...): a
 * view's buttons and fields send the same events whichever flow they are in.
 */
import { assertEvent, assign, type ActionFunction, type EventObject, type MachineContext, type ParameterizedObject } from 'xstate';
import type { UploadedDocument } from '../../src/domain/documents.ts';
import { addressFieldsOf, addressFormErrors, firstFreeDay, hasFreePlace, ineligibleCodes, type AddressField, type AddressForm, type AddressType, type CalendarDay, type Eligibility, type Premise, type SlotNumber, type Town } from '../../src/domain/serviceRequests.ts';
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

/** A machine's events `TEvent` that include the shared steps' events (the constraint of the action factories). */
export type ServiceEvents<TEvent extends EventObject> = ServiceStepEvent extends TEvent ? EventObject : never;

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

/** No field has a message (the errors of a form or a step, as the domain's rules give them). */
export const hasNoErrors = (errors: object) => Object.values(errors).every((value) => value === undefined || value === null);

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
 * An action of the shared steps as a machine's `setup()` takes it: typed with that machine's own
 * context `TContext` and events `TEvent` (and the params `TParams` its transitions pass).
 */
export type ServiceAction<TContext extends MachineContext, TEvent extends EventObject, TParams extends ParameterizedObject['params'] | undefined = undefined> = ActionFunction<
  TContext,
  TEvent,
  TEvent,
  TParams,
  never,
  never,
  never,
  never,
  never
>;

/**
 * The `assign` of updates of the part `TSlice` of a machine's context: `TContext` has the slice's
 * fields (its constraint), so what an update returns is part of the machine's context.
 */
function sliceAssigner<TSlice extends MachineContext, TContext extends TSlice, TEvent extends EventObject>() {
  return <TParams extends ParameterizedObject['params'] | undefined = undefined>(
    update: (args: { context: TContext; event: TEvent }, params: TParams) => Partial<TSlice>,
  ): ServiceAction<TContext, TEvent, TParams> => assign<TContext, TEvent, TParams, TEvent, never>((args, params) => update(args, params) as Partial<TContext>);
}

/**
 * `assertEvent` for the shared actions, which a machine's `setup()` types with its own events: the
 * factories' constraints (`ServiceEvents`, `PremiseEvents`) make the machine's events include the
 * shared ones, so an event of a shared type is that shared event.
 */
function assertStepEvent<TType extends ServiceStepEvent['type']>(event: EventObject, type: TType): asserts event is Extract<ServiceStepEvent, { type: TType }> {
  assertEvent(event, type);
}

/** The shared step's event of type `type` (asserted as `assertStepEvent` does). */
function stepEvent<TType extends ServiceStepEvent['type']>(event: EventObject, type: TType): Extract<ServiceStepEvent, { type: TType }> {
  assertStepEvent(event, type);
  return event;
}

function assertPremiseEvent<TType extends PremiseSearchEvent['type']>(event: EventObject, type: TType): asserts event is Extract<PremiseSearchEvent, { type: TType }> {
  assertEvent(event, type);
}

/** The premise step's event of type `type` (asserted as `assertPremiseEvent` does). */
function premiseEvent<TType extends PremiseSearchEvent['type']>(event: EventObject, type: TType): Extract<PremiseSearchEvent, { type: TType }> {
  assertPremiseEvent(event, type);
  return event;
}

/** The same for a documents step's events, whose types the flow names (`uploadActions`). */
function assertUploadEvent<TKind extends string>(event: EventObject, type: string): asserts event is { type: string; kind: TKind; documents: UploadedDocument[] } {
  assertEvent(event, type);
}

function assertTermsEvent(event: EventObject, type: string): asserts event is { type: string; value: boolean } {
  assertEvent(event, type);
}

/** What every service request's machine writes of a call: why it failed, and its answer. */
export interface RequestContext {
  failure: CallFailure | null;
  receipt: unknown;
}

/** `storeFailure`, `clearFailure` and `storeReceipt` (the submission's answer), for the machine's `setup()`. */
export function requestActions<TContext extends RequestContext, TEvent extends EventObject>() {
  const assignTo = sliceAssigner<RequestContext, TContext, TEvent>();
  return {
    storeFailure: assignTo((_, params: FailureParams) => serviceUpdates.storeFailure(params)),
    clearFailure: assignTo(() => serviceUpdates.clearFailure),
    storeReceipt: assignTo((_, params: { output: NonNullable<TContext['receipt']> }) => ({ receipt: params.output })),
  };
}

/** `chooseAddressType`, `changeAddress` and `markAddressErrors` of the mailing step, for the machine's `setup()`. */
export function mailingActions<TContext extends MailingContext, TEvent extends ServiceEvents<TEvent>>() {
  const assignTo = sliceAssigner<MailingContext, TContext, TEvent>();
  return {
    chooseAddressType: assignTo(({ context, event }) => {
      assertStepEvent(event, 'address.chooseType');
      return serviceUpdates.chooseAddressType(context, event.addressType);
    }),
    changeAddress: assignTo(({ context, event }) => {
      assertStepEvent(event, 'address.change');
      return serviceUpdates.changeAddress(context, event.field, event.value);
    }),
    markAddressErrors: assignTo(({ context }) => serviceUpdates.markAddressErrors(context)),
  };
}

/** `storeCalendar` (the calendar read: the day and slot kept while still free), for the machine's `setup()`. */
export function calendarActions<TContext extends CalendarContext, TEvent extends EventObject>() {
  const assignTo = sliceAssigner<CalendarContext, TContext, TEvent>();
  return {
    storeCalendar: assignTo(({ context }, params: { output: CalendarDay[] }) => serviceUpdates.storeCalendar(context, params.output)),
  };
}

/** An appointment step with one message for the day and slot (`SRV_SLOT`: not free). */
export interface DayContext extends CalendarContext {
  dayError: string | null;
}

/** `storeCalendar`, `chooseDay`, `chooseSlot` and `markDayError` of an appointment step with one message, for the machine's `setup()`. */
export function dayActions<TContext extends DayContext, TEvent extends ServiceEvents<TEvent>>() {
  const assignTo = sliceAssigner<DayContext, TContext, TEvent>();
  return {
    ...calendarActions<TContext, TEvent>(),
    chooseDay: assignTo(({ event }) => ({ day: stepEvent(event, 'appointment.chooseDay').day, dayError: null })),
    chooseSlot: assignTo(({ event }) => ({ slot: stepEvent(event, 'appointment.chooseSlot').slot, dayError: null })),
    markDayError: assignTo(() => ({ dayError: 'SRV_SLOT' })),
  };
}

/** A documents step: one upload of each kind `TKind`, and the terms. */
export interface UploadContext<TKind extends string> {
  documents: Partial<Record<TKind, UploadedDocument>>;
  terms: boolean;
  documentErrors: Partial<Record<TKind | 'terms', string>>;
}

/**
 * `storeDocuments`, `toggleTerms` and `markDocumentErrors` of a documents step, for the machine's
 * `setup()`: the flow names its events (`documents`: the uploads of one kind changed; `terms`) and
 * what each document and the terms lack (`errors`).
 */
export function uploadActions<TContext extends UploadContext<TKind>, TEvent extends EventObject, TKind extends string>({
  documents,
  terms,
  errors,
}: {
  documents: Extract<TEvent, { kind: TKind; documents: UploadedDocument[] }>['type'];
  terms: Extract<TEvent, { value: boolean }>['type'];
  errors: (context: TContext) => Partial<Record<TKind | 'terms', string>>;
}) {
  const assignTo = sliceAssigner<UploadContext<TKind>, TContext, TEvent>();
  return {
    storeDocuments: assignTo(({ context, event }) => {
      assertUploadEvent<TKind>(event, documents);
      return { documents: { ...context.documents, [event.kind]: event.documents[0] }, documentErrors: { ...context.documentErrors, [event.kind]: undefined } };
    }),
    toggleTerms: assignTo(({ context, event }) => {
      assertTermsEvent(event, terms);
      return { terms: event.value, documentErrors: { ...context.documentErrors, terms: undefined } };
    }),
    markDocumentErrors: assignTo(({ context }) => ({ documentErrors: errors(context) })),
  };
}

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

/**
 * The appointment step of a flow with one calendar (step id `appointment`), after the calendar of
 * the town is read (`calendarStates`, Back from either to `back`): a day and a slot (the actions
 * `chooseDay` and `chooseSlot`), the flow's own fields (`on`), Next to `next` when `guard` holds
 * (else `mark`), Back to `back`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no fields of its own unless a flow names them
export function appointmentStates<TContext, const TGuard extends string, const TMark extends string, const TOn extends object = {}>({
  town,
  description,
  guard,
  next,
  nextDescription,
  mark,
  back,
  backDescription,
  on,
}: {
  town: (context: TContext) => string;
  description: string;
  guard: TGuard;
  next: string;
  nextDescription: string;
  mark: TMark;
  back: string;
  backDescription: string;
  on?: TOn;
}) {
  return {
    ...calendarStates({ step: 'appointment', town, ready: 'appointment', back }),
    appointment: {
      description,
      tags: [stepTag('appointment')],
      on: {
        'appointment.chooseDay': { actions: 'chooseDay', description: 'A day of the calendar.' },
        'appointment.chooseSlot': { actions: 'chooseSlot', description: 'A time slot.' },
        ...on,
        'step.next': nextIfValid(guard, next, nextDescription, mark, { clearFailure: true }),
        'step.back': { target: back, actions: 'clearFailure', description: backDescription },
      },
    },
  } as const;
}

/** A submission refused as `guard` (of the failure) says: to `target`, the failure kept to say why. */
export function refusal<const TGuard extends string, const TTarget extends string>(guard: TGuard, target: TTarget, description: string) {
  return {
    guard: { type: guard, params: failureParams },
    target,
    actions: { type: 'storeFailure', params: failureParams },
    description,
  } as const;
}

/** A refusal as `refusal` makes it, and then the action `then` (which marks what the refusal means). */
export function refusalThen<const TGuard extends string, const TTarget extends string, const TThen>(guard: TGuard, target: TTarget, then: TThen, description: string) {
  return {
    guard: { type: guard, params: failureParams },
    target,
    actions: [{ type: 'storeFailure', params: failureParams }, then],
    description,
  } as const;
}

/** A submission refused because the slot was taken meanwhile: the calendar again, with what is still free. */
export const slotTakenRefusal = refusal('isSlotTaken', 'loadingCalendar', 'The time was taken meanwhile: the calendar again, with what is still free.');

/** Any other refusal or failure: back on the review, which says why; Submit tries again. */
export const submitFailed = {
  target: 'review',
  actions: { type: 'storeFailure', params: failureParams },
  description: 'Refused or failed: the review says why; Submit tries again.',
} as const;

/**
 * The request being sent (state `submitting`, a busy part of the step `step`): the actor `src` with
 * what `input` makes of the context; done, the success page with the answer (`storeReceipt`), else
 * `onError` (`slotTakenRefusal`, `submitFailed`, ...).
 */
export function submittingState<TContext, TInput, const TSrc extends string, const TStep extends string, const TOnError>({
  description,
  step,
  src,
  input,
  doneDescription = 'The request is made: its reference.',
  onError,
}: {
  description: string;
  step: TStep;
  src: TSrc;
  input: (context: TContext) => TInput;
  doneDescription?: string;
  onError: TOnError;
}) {
  return {
    description,
    tags: [stepTag(step), 'busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: TContext }) => input(context),
      onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: doneDescription },
      onError,
    },
  } as const;
}

/** What every start flow's context starts with for its premise step: nothing searched, chosen or refused. */
export const premiseSearchStart = { query: '', town: '', searchError: null, premises: null, premise: null, ineligible: null } as const;

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

/** A machine's events `TEvent` that include the premise step's events. */
export type PremiseEvents<TEvent extends EventObject> = PremiseSearchEvent extends TEvent ? EventObject : never;

/** What the premise step reads and writes. */
export interface PremiseSearchContext {
  query: string;
  premises: Premise[] | null;
  premise: Premise | null;
}

/** The premise is no longer eligible when the request is sent (or no longer there). */
export const premiseGoneCodes = [...Object.values(ineligibleCodes), 'SRV_PREMISE_NOT_FOUND'] as const;

/** The guards the premise step names. */
export const premiseGuards = {
  isPremiseGone: failedWith(premiseGoneCodes),
  hasPremise: ({ context }: { context: PremiseSearchContext }) => context.premise !== null,
  isQueryValid: ({ context }: { context: PremiseSearchContext }) => context.query.trim().length >= 2 && context.query.trim().length <= 60,
  isFound: ({ context, event }: { context: PremiseSearchContext; event: { type: string; premiseId?: unknown } }) => event.type === 'start.choosePremise' && (context.premises ?? []).some((p) => p.premiseId === event.premiseId),
  isEligible: (_: unknown, params: { output: Eligibility }) => params.output.eligible,
};

/** What the premise step's actions write besides the search: the town, the search's message and the last premise found ineligible. */
export interface PremiseActionContext extends PremiseSearchContext {
  town: Town | '';
  searchError: string | null;
  ineligible: { premiseId: string; msgcode: string } | null;
}

/**
 * `changeQuery`, `chooseTown`, `markSearchError`, `storePremises` and `storeIneligible` of the
 * premise step, for the machine's `setup()` (`storeEligible` is each flow's own: what another
 * premise starts again differs).
 */
export function premiseActions<TContext extends PremiseActionContext, TEvent extends PremiseEvents<TEvent>>() {
  const assignTo = sliceAssigner<PremiseActionContext, TContext, TEvent>();
  return {
    changeQuery: assignTo(({ event }) => ({ query: premiseEvent(event, 'start.changeQuery').value, searchError: null })),
    chooseTown: assignTo(({ event }) => ({ town: premiseEvent(event, 'start.chooseTown').town })),
    markSearchError: assignTo(() => ({ searchError: 'SRV_SEARCH_LENGTH' })),
    storePremises: assignTo((_, params: { output: Premise[] }) => ({ premises: params.output, ineligible: null })),
    storeIneligible: assignTo((_, params: { output: Eligibility }) => ({
      ineligible: params.output.eligible ? null : { premiseId: params.output.premise.premiseId, msgcode: params.output.msgcode },
    })),
  };
}

/** A start refused because the premise is no longer eligible: back to the premise, which says why. */
export const premiseGoneRefusal = refusal('isPremiseGone', 'premise', 'The premise is no longer eligible: back to the premise with the reason.');

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
