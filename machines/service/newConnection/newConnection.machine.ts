import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isNewConnectionReference, newConnectionReferenceCode, type NewConnectionReceipt, type NewConnectionRecord } from '../../../src/domain/newConnection.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { NewConnectionContext, NewConnectionEvent, NewConnectionInput, NewConnectionStepId, NewConnectionSubmitInput, NewConnectionTag } from './newConnection.types.ts';

/** The step tracker: the details form, then the confirmation. */
export const newConnectionSteps = defineSteps([
  { id: 'details', labelId: 'service.newConnection.step.details' },
  { id: 'done', labelId: 'service.newConnection.step.done' },
] as const satisfies readonly { id: NewConnectionStepId; labelId: string }[]);

/**
 * NewConnection: reads what the form starts from, takes one reference (3 to 20 letters or digits), submits
 * it and shows the confirmation. A failed load offers Try again; a failed submission keeps what was
 * typed, says why, and the same button tries again.
 */
export const newConnectionMachine = setup({
  types: {
    context: {} as NewConnectionContext,
    events: {} as NewConnectionEvent,
    input: {} as NewConnectionInput,
    tags: {} as NewConnectionTag,
  },
  actors: {
    loadNewConnection: fromPromise<NewConnectionRecord, { accountNumber: string }>(notProvided('loadNewConnection')),
    submitNewConnection: fromPromise<NewConnectionReceipt, NewConnectionSubmitInput>(notProvided('submitNewConnection')),
  },
  guards: {
    isReferenceValid: ({ context }) => isNewConnectionReference(context.reference),
  },
  actions: {
    storeReference: assign(({ event }) => {
      assertEvent(event, 'newConnection.change');
      return { reference: event.reference, referenceError: null };
    }),
    markReferenceInvalid: assign({ referenceError: newConnectionReferenceCode }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'newConnection',
  description: 'NewConnection: one reference, checked, submitted and confirmed.',
  context: ({ input }) => ({ ...input, record: null, reference: '', referenceError: null, failure: null, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the form starts from.',
      tags: ['loading', 'step:details'],
      invoke: {
        id: 'loadNewConnection',
        src: 'loadNewConnection',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ record: event.output, reference: event.output.reference })),
          description: 'The form opens with the reference last submitted.',
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Nothing to start from: the message and Try again.',
        },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed', 'step:details'],
      on: { 'newConnection.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The form: the reference, with its rule shown once the user submitted it.',
      tags: ['step:details'],
      on: {
        'newConnection.change': { actions: 'storeReference', description: 'The user types.' },
        'newConnection.submit': [
          { guard: 'isReferenceValid', target: 'submitting', actions: 'clearFailure', description: 'The reference keeps the rule: it is sent.' },
          { actions: 'markReferenceInvalid', description: 'It breaks the rule: the field says why; nothing is sent.' },
        ],
      },
    },
    submitting: {
      description: 'The reference is being submitted; the form waits.',
      tags: ['busy', 'step:details'],
      invoke: {
        id: 'submitNewConnection',
        src: 'submitNewConnection',
        input: ({ context }) => ({ accountNumber: context.accountNumber, reference: context.reference }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ receipt: event.output })),
          description: 'Accepted: the confirmation.',
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Refused or failed: the form keeps the reference and says why; Try again sends it again.',
        },
      },
    },
    done: {
      description: 'The confirmation number.',
      type: 'final',
      tags: ['step:done'],
    },
  },
});
