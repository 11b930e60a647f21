import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  LanguageContext,
  LanguageEvent,
  LanguageInput,
  LoadTextsInput,
  LoadTextsOutput,
  LanguageTag,
} from './language.types.ts';

/**
 * The interface language (document 1 section 1): changing it shows a loading overlay, stores the
 * choice (Lang cookie and local storage) and reloads every text. A failed load keeps the previous
 * language on screen and says so.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
    tags: {} as LanguageTag,
  },
  actors: {
    // Catalogue for the language merged with the server's multilingual overrides.
    loadTexts: fromPromise<LoadTextsOutput, LoadTextsInput>(async () => {
      throw new Error('loadTexts not provided');
    }),
  },
  actions: {
    storeLanguage: () => {
      throw new Error('storeLanguage not provided');
    },
    announceLoadFailure: () => {
      throw new Error('announceLoadFailure not provided');
    },
  },
  guards: {
    hasBootTexts: ({ context }) => context.pending === null,
    isDifferentLanguage: ({ context, event }) => {
      assertEvent(event, 'language.select');
      return event.language !== context.language;
    },
  },
}).createMachine({
  id: 'language',
  description: 'Loads the interface texts of the chosen language and switches them.',
  context: ({ input }) => ({ language: input.initial, pending: input.texts ? null : input.initial, messages: input.texts?.messages ?? {} }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The boot may have loaded the texts already, beside the settings call and before the first render.',
      always: [
        { guard: 'hasBootTexts', target: 'ready', description: 'Texts loaded at boot: the page renders with them at once.' },
        { target: 'loadingInitial', description: 'No texts yet: load them behind the loader.' },
      ],
    },
    loadingInitial: {
      description: 'First load of the texts; the page waits behind the full-screen loader.',
      tags: ['busy'],
      invoke: {
        id: 'loadInitialTexts',
        src: 'loadTexts',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ messages: event.output.messages, pending: null })),
        },
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description: 'The texts could not be loaded at all; the user can try again.',
      on: { 'language.retry': { target: 'loadingInitial', description: 'Try loading the texts again.' } },
    },
    ready: {
      description: 'Texts are on screen; the user may choose another language.',
      on: {
        'language.select': {
          guard: 'isDifferentLanguage',
          target: 'switching',
          actions: assign(({ event }) => ({ pending: event.language })),
          description: 'The user picked a different language in the selector.',
        },
      },
    },
    switching: {
      description: 'Loading overlay while the new language texts load.',
      tags: ['busy'],
      invoke: {
        id: 'loadSwitchedTexts',
        src: 'loadTexts',
        input: ({ context }) => ({ language: context.pending ?? context.language }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              language: context.pending ?? context.language,
              messages: event.output.messages,
              pending: null,
            })),
            'storeLanguage',
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ pending: null }), 'announceLoadFailure'],
        },
      },
    },
  },
});
