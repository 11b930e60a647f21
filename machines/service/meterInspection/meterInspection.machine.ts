import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isMeterInspectionReference, meterInspectionReferenceCode, type MeterInspectionReceipt, type MeterInspectionRecord } from '../../../src/domain/meterInspection.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { MeterInspectionContext, MeterInspectionEvent, MeterInspectionInput, MeterInspectionStepId, MeterInspectionSubmitInput, MeterInspectionTag } from './meterInspection.types.ts';

/** The step tracker: the details form, then the confirmation. */
export const meterInspectionSteps = defineSteps([
  { id: 'details', labelId: 'service.meterInspection.step.details' },
  { id: 'done', labelId: 'service.meterInspection.step.done' },
] as const satisfies readonly { id: MeterInspectionStepId; labelId: string }[]);

/**
 * MeterInspection: reads what the form starts from, takes one reference (3 to 20 letters or digits), submits
 * it and shows the confirmation. A failed load offers Try again; a failed submission keeps what was
 * typed, says why, and the same button tries again.
 */
export const meterInspectionMachine = setup({
  types: {
    context: {} as MeterInspectionContext,
    events: {} as MeterInspectionEvent,
    input: {} as MeterInspectionInput,
    tags: {} as MeterInspectionTag,
  },
  actors: {
    loadMeterInspection: fromPromise<MeterInspectionRecord, { accountNumber: string }>(notProvided('loadMeterInspection')),
    submitMeterInspection: fromPromise<MeterInspectionReceipt, MeterInspectionSubmitInput>(notProvided('submitMeterInspection')),
  },
  guards: {
    isReferenceValid: ({ context }) => isMeterInspectionReference(context.reference),
  },
  actions: {
    storeReference: assign(({ event }) => {
      assertEvent(event, 'meterInspection.change');
      return { reference: event.reference, referenceError: null };
    }),
    markReferenceInvalid: assign({ referenceError: meterInspectionReferenceCode }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'meterInspection',
  description: 'MeterInspection: one reference, checked, submitted and confirmed.',
  context: ({ input }) => ({ ...input, record: null, reference: '', referenceError: null, failure: null, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the form starts from.',
      tags: ['loading', 'step:details'],
      invoke: {
        id: 'loadMeterInspection',
        src: 'loadMeterInspection',
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
      on: { 'meterInspection.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The form: the reference, with its rule shown once the user submitted it.',
      tags: ['step:details'],
      on: {
        'meterInspection.change': { actions: 'storeReference', description: 'The user types.' },
        'meterInspection.submit': [
          { guard: 'isReferenceValid', target: 'submitting', actions: 'clearFailure', description: 'The reference keeps the rule: it is sent.' },
          { actions: 'markReferenceInvalid', description: 'It breaks the rule: the field says why; nothing is sent.' },
        ],
      },
    },
    submitting: {
      description: 'The reference is being submitted; the form waits.',
      tags: ['busy', 'step:details'],
      invoke: {
        id: 'submitMeterInspection',
        src: 'submitMeterInspection',
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
