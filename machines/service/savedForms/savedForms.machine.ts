import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SavedFormSummary } from '../../../src/domain/savedForms.ts';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type { DeleteSavedFormInput, DeleteSavedFormOutput, SavedFormsContext, SavedFormsEvent, SavedFormsInput, SavedFormsTag } from './savedForms.types.ts';

/**
 * The Saved Forms tab of the service tracker (issues 14 and 15; document 2 section 9 "Saved Forms
 * tab"): the user's forms saved part-way, newest first, each resumed on its page (the view's link) or
 * deleted behind a confirmation. A deleted form leaves the list and the tab says so; a failed delete
 * keeps the dialog open with the message and Try again.
 */
export const savedFormsMachine = setup({
  types: {
    context: {} as SavedFormsContext,
    events: {} as SavedFormsEvent,
    input: {} as SavedFormsInput,
    tags: {} as SavedFormsTag,
  },
  actors: {
    loadSavedForms: fromPromise<SavedFormSummary[], void>(notProvided('loadSavedForms')),
    deleteSavedForm: fromPromise<DeleteSavedFormOutput, DeleteSavedFormInput>(notProvided('deleteSavedForm')),
  },
  guards: {
    hasSavedForms: (_, { output }: { output: SavedFormSummary[] }) => output.length > 0,
    hasFormsLeft: ({ context }) => context.forms.length > 0,
    isListed: ({ context, event }) => {
      assertEvent(event, 'savedForms.delete');
      return context.forms.some((form) => form.id === event.id);
    },
  },
  actions: {
    select: assign(({ context, event }) => {
      assertEvent(event, 'savedForms.delete');
      return { selected: context.forms.find((form) => form.id === event.id) ?? null, deleteFailure: null };
    }),
    unselect: assign({ selected: null, deleteFailure: null }),
  },
}).createMachine({
  id: 'savedForms',
  description: "The user's saved forms: Resume on the form's page, or Delete after a confirmation.",
  context: () => ({ forms: [], selected: null, failure: null, deleteFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the user's saved forms.",
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadSavedForms',
        src: 'loadSavedForms',
        onDone: [
          { guard: { type: 'hasSavedForms', params: outputParams }, target: 'list', actions: assign(({ event }) => ({ forms: event.output })), description: 'Forms are saved: the list, newest first.' },
          { target: 'empty', actions: assign({ forms: [] }), description: 'Nothing saved.' },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The list could not be read: the message and Try again.' },
      },
    },
    failed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'savedForms.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    empty: {
      description: 'No saved form: how to save one.',
      tags: ['empty'],
    },
    list: {
      description: 'Each saved form: its title, its flow, when it was last saved, Resume and Delete.',
      tags: ['list'],
      on: {
        'savedForms.delete': { guard: 'isListed', target: 'confirming', actions: 'select', description: 'Delete on one form: the confirmation opens.' },
      },
    },
    confirming: {
      description: 'A dialog asks whether to delete this saved form; nothing is deleted yet.',
      tags: ['list', 'dialog'],
      on: {
        'delete.confirm': { target: 'deleting', description: 'Yes, delete it.' },
        'delete.dismiss': { target: 'list', actions: 'unselect', description: 'Keep it (No, Escape).' },
      },
    },
    deleting: {
      description: 'The form is being deleted; the dialog buttons wait.',
      tags: ['list', 'dialog', 'busy'],
      invoke: {
        id: 'deleteSavedForm',
        src: 'deleteSavedForm',
        input: ({ context }) => ({ id: context.selected?.id ?? '' }),
        onDone: {
          target: 'deleted',
          actions: assign(({ context }) => ({
            forms: context.forms.filter((form) => form.id !== context.selected?.id),
            notice: context.selected ? { kind: 'deleted' as const, form: context.selected, seq: (context.notice?.seq ?? 0) + 1 } : context.notice,
            selected: null,
            deleteFailure: null,
          })),
          description: 'Deleted (or already gone on another device): it leaves the list.',
        },
        onError: { target: 'deleteFailed', actions: assign(({ event }) => ({ deleteFailure: toCallFailure(event.error) })), description: 'The delete failed: the dialog stays open with the message.' },
      },
    },
    deleteFailed: {
      description: 'The dialog shows why the delete failed; Try again or keep the form.',
      tags: ['list', 'dialog'],
      on: {
        'delete.confirm': { target: 'deleting', description: 'Try again.' },
        'delete.dismiss': { target: 'list', actions: 'unselect', description: 'Close the dialog; the form stays saved.' },
      },
    },
    deleted: {
      description: 'Deleted: the tab says so and the form has left the list.',
      always: [
        { guard: 'hasFormsLeft', target: 'list', description: 'Other saved forms remain.' },
        { target: 'empty', description: 'That was the last one.' },
      ],
    },
  },
});
