import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { emptyOtherServiceForm, otherServiceBody, otherServiceFormErrors, type OtherServicePlace } from '../../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { OtherServiceContext, OtherServiceEvent, OtherServiceInput, OtherServiceStepId, OtherServiceSubmitInput, OtherServiceTag } from './otherService.types.ts';

/** The step tracker: what is asked, the review, the reference. */
export const otherServiceSteps = defineSteps([
  { id: 'details', labelId: 'service.otherService.step.details' },
  { id: 'review', labelId: 'service.otherService.step.review' },
  { id: 'done', labelId: 'service.otherService.step.done' },
] as const satisfies readonly { id: OtherServiceStepId; labelId: string }[]);

/** Refusals the customer fixes in the form (its rules, as the server checked them): back to the details. */
const formCodes = ['SRV_OTHER_ORDER_TYPE', 'SRV_OTHER_TASK_TYPE', 'SRV_OTHER_START_DATE', 'SRV_OTHER_MESSAGE'];

/**
 * Other service: the account's premise and installation are read; the customer picks the kind of
 * service and its task, a start date and says what is needed; reviews; the request is made and its
 * reference shown (it is then in the service tracker). A failed load offers Try again; a refused or
 * failed submission keeps everything typed and says why.
 */
export const otherServiceMachine = setup({
  types: {
    context: {} as OtherServiceContext,
    events: {} as OtherServiceEvent,
    input: {} as OtherServiceInput,
    tags: {} as OtherServiceTag,
  },
  actors: {
    loadOtherService: fromPromise<OtherServicePlace, { accountNumber: string }>(notProvided('loadOtherService')),
    submitOtherService: fromPromise<ServiceRequestSummary, OtherServiceSubmitInput>(notProvided('submitOtherService')),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(otherServiceFormErrors(context.form, context.today)).length === 0,
    isFormRefusal: failedWith(formCodes),
    hasPlace: ({ context }) => context.place !== null,
  },
  actions: {
    storeChange: assign(({ context, event }) => {
      assertEvent(event, 'otherService.change');
      const form = { ...context.form, [event.field]: event.value };
      // Another kind of service offers other tasks: the task chosen for the old kind no longer applies.
      if (event.field === 'orderType' && event.value !== context.form.orderType) form.taskType = '';
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { form, errors };
    }),
    markErrors: assign(({ context }) => ({ errors: otherServiceFormErrors(context.form, context.today) })),
    storeFailure: assign((_, params: FailureParams) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'otherService',
  description: 'Other service: the kind of service and its task, a start date and a message, reviewed and sent as a request of the tracker.',
  context: ({ input }) => ({ ...input, place: null, form: emptyOtherServiceForm, errors: {}, failure: null, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the premise and the installation of the selected account.',
      tags: ['loading', 'step:details'],
      invoke: {
        id: 'loadOtherService',
        src: 'loadOtherService',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ place: event.output })), description: 'The form opens under the premise it is about.' },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'Nothing to start from: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed', 'step:details'],
      on: { 'otherService.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The form: kind of service, task, start date, message; each rule shown once the user pressed Continue.',
      tags: ['step:details'],
      on: {
        'otherService.change': { actions: 'storeChange', description: 'The user types or picks; that field\'s message goes.' },
        'otherService.continue': [
          { guard: and(['isFormValid', 'hasPlace']), target: 'reviewing', actions: 'clearFailure', description: 'Every rule holds: the review.' },
          { actions: 'markErrors', description: 'A rule is broken: each field says why; nothing is sent.' },
        ],
      },
    },
    reviewing: {
      description: 'What will be asked, at which premise and installation, and from when; Submit or Back.',
      tags: ['step:review'],
      on: {
        'otherService.back': { target: 'editing', actions: 'clearFailure', description: 'Back to the form, everything kept.' },
        'otherService.submit': { target: 'submitting', actions: 'clearFailure', description: 'The customer confirms: the request is sent.' },
      },
    },
    submitting: {
      description: 'The request is being made; the review waits.',
      tags: ['busy', 'step:review'],
      invoke: {
        id: 'submitOtherService',
        src: 'submitOtherService',
        input: ({ context }) => otherServiceBody(context.accountNumber, context.form),
        onDone: { target: 'done', actions: assign(({ event }) => ({ receipt: event.output })), description: 'Made: its reference.' },
        onError: [
          {
            guard: { type: 'isFormRefusal', params: failureParams },
            target: 'editing',
            actions: [{ type: 'storeFailure', params: failureParams }, 'markErrors'],
            description: 'The server refused a field (the date window moved on at midnight): back to the form, which says why.',
          },
          { target: 'reviewing', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the review says why; Submit tries again.' },
        ],
      },
    },
    done: {
      description: 'The request\'s reference, and where to follow it (the service tracker).',
      type: 'final',
      tags: ['step:done'],
    },
  },
});
