import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SavedFormBody } from '../../../src/domain/savedForms.ts';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type {
  DeleteSavedFormOutput,
  ReadSavedFormOutput,
  SavedFormKeeperContext,
  SavedFormKeeperEvent,
  SavedFormKeeperInput,
  SavedFormKeeperTag,
  SaveSavedFormOutput,
} from './savedFormKeeper.types.ts';

/** A persisted snapshot of a running flow: an active snapshot with a state value and a context. */
export function looksLikeFlowSnapshot(snapshot: unknown): boolean {
  const saved = snapshot as { status?: unknown; value?: unknown; context?: unknown } | null;
  return !!saved && typeof saved === 'object' && saved.status === 'active' && saved.value !== undefined && typeof saved.context === 'object' && saved.context !== null;
}

/**
 * A flow's saved form, beside the flow's own machine (issues 14 and 15; docs/adding-a-flow.md "Saved
 * forms"): the flow's machine stays pure, this one resumes it from a saved form (?savedForm=<id>),
 * saves it part-way (Save for later: the flow's persisted snapshot, replacing the same saved form on
 * each save) and deletes the saved form once the flow has made its request, so the tracker's Saved
 * Forms tab no longer offers a request already made.
 *
 * A saved form that no longer fits the flow (`fitsFlow`: the page provides the check against the
 * flow's machine) or cannot be read starts the flow afresh, with a notice; nothing here ever stops
 * the flow from running.
 */
export const savedFormKeeperMachine = setup({
  types: {
    context: {} as SavedFormKeeperContext,
    events: {} as SavedFormKeeperEvent,
    input: {} as SavedFormKeeperInput,
    tags: {} as SavedFormKeeperTag,
  },
  actors: {
    readSavedForm: fromPromise<ReadSavedFormOutput, { id: string }>(notProvided('readSavedForm')),
    saveSavedForm: fromPromise<SaveSavedFormOutput, SavedFormBody>(notProvided('saveSavedForm')),
    deleteSavedForm: fromPromise<DeleteSavedFormOutput, { id: string }>(notProvided('deleteSavedForm')),
  },
  guards: {
    isResuming: ({ context }) => context.savedFormId !== undefined,
    /** The page provides the check against its flow's machine; by default, the snapshot's shape. */
    fitsFlow: (_, { output }: { output: ReadSavedFormOutput }) => looksLikeFlowSnapshot(output.snapshot),
    hasSavedForm: ({ context }) => context.savedFormId !== undefined,
  },
  actions: {
    storeSaved: assign((_, { output }: { output: SaveSavedFormOutput }) => ({ savedFormId: output.id, failure: null })),
  },
}).createMachine({
  id: 'savedFormKeeper',
  description: "A flow's saved form: resumed from ?savedForm=, saved part-way with Save for later, deleted once the request is made.",
  context: ({ input }) => ({ savedFormId: input.savedFormId, snapshot: undefined, notice: null, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Is a saved form asked for?',
      always: [
        { guard: 'isResuming', target: 'reading', description: 'The page was opened from Resume (?savedForm=<id>).' },
        { target: 'ready', description: 'No saved form: the flow starts afresh.' },
      ],
    },
    reading: {
      description: 'The saved form is read; the page shows the loader, the flow waits.',
      tags: ['reading'],
      invoke: {
        id: 'readSavedForm',
        src: 'readSavedForm',
        input: ({ context }) => ({ id: context.savedFormId ?? '' }),
        onDone: [
          {
            guard: { type: 'fitsFlow', params: outputParams },
            target: 'ready',
            actions: assign(({ event }) => ({ snapshot: event.output.snapshot })),
            description: 'It fits the flow: the flow starts where it was left.',
          },
          { target: 'ready', actions: assign({ notice: 'stale' }), description: 'It no longer fits the flow (the flow changed since): afresh, with a notice; Save for later replaces it.' },
        ],
        onError: {
          target: 'ready',
          actions: assign({ notice: 'failed', savedFormId: undefined }),
          description: 'It could not be read (deleted meanwhile, or the network): afresh, with a notice.',
        },
      },
    },
    ready: {
      description: 'The flow runs; Save for later can be pressed on the steps worth saving.',
      initial: 'unsaved',
      on: {
        'savedForm.submitted': [
          { guard: 'hasSavedForm', target: 'forgetting', description: 'The request is made: its saved form is deleted.' },
          { target: 'done', description: 'The request is made; nothing was saved.' },
        ],
      },
      states: {
        unsaved: {
          description: 'Nothing saved in this visit yet.',
          on: { 'savedForm.save': { target: 'saving', description: 'Save for later.' } },
        },
        saving: {
          description: 'The flow is being saved; the button waits.',
          tags: ['busy'],
          invoke: {
            id: 'saveSavedForm',
            src: 'saveSavedForm',
            input: ({ context, event }) => {
              assertEvent(event, 'savedForm.save');
              return { ...event.body, ...(context.savedFormId ? { id: context.savedFormId } : {}) };
            },
            onDone: { target: 'saved', actions: { type: 'storeSaved', params: outputParams }, description: 'Saved: "Saved" with the way to the Saved Forms tab.' },
            onError: {
              target: 'saveFailed',
              actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
              description: 'Not saved: why (too large, too many saved forms, the network); everything typed stays.',
            },
          },
        },
        saved: {
          description: 'Saved; a later Save for later replaces the same saved form.',
          on: { 'savedForm.save': { target: 'saving', description: 'Save again (the same saved form).' } },
        },
        saveFailed: {
          description: 'The message of the failure; Save for later again.',
          on: { 'savedForm.save': { target: 'saving', description: 'Try saving again.' } },
        },
      },
    },
    forgetting: {
      description: 'The request is made: the saved form it came from is being deleted.',
      invoke: {
        id: 'deleteSavedForm',
        src: 'deleteSavedForm',
        input: ({ context }) => ({ id: context.savedFormId ?? '' }),
        onDone: { target: 'done', actions: assign({ savedFormId: undefined }), description: 'Deleted (or already gone): the tab no longer lists it.' },
        onError: { target: 'forgetFailed', description: 'Not deleted: the success page says it can be deleted from the tracker.' },
      },
    },
    forgetFailed: {
      description: 'The request is made but its saved form is still listed: the page says so.',
      type: 'final',
    },
    done: {
      description: 'The request is made; no saved form is left of it.',
      type: 'final',
    },
  },
});
