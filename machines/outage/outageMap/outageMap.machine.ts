import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { outageSearchOf, type OutageListData, type OutageLookupData, type OutageSearch } from '../../../src/domain/outage.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { OutageMapContext, OutageMapEvent, OutageMapInput, OutageMapTag } from './outageMap.types.ts';

const searchOf = (context: OutageMapContext) => outageSearchOf(context.search, context.signedIn);

/**
 * The outage map and list (/PreOutages, /outages): reads the public list, shows it, and reads it
 * again every refresh period (300 s) without leaving the list, so the map view and the list
 * position stay; a search (town, zip code, incident, premise or, signed in, account number) narrows
 * the list to what it found. A failed first load offers Try again; a failed refresh keeps the list
 * shown and says it is older; a failed search keeps the words and says why.
 */
export const outageMapMachine = setup({
  types: {
    context: {} as OutageMapContext,
    events: {} as OutageMapEvent,
    input: {} as OutageMapInput,
    tags: {} as OutageMapTag,
  },
  actors: {
    loadOutages: fromPromise<OutageListData>(notProvided('loadOutages')),
    lookupOutages: fromPromise<OutageLookupData, OutageSearch>(notProvided('lookupOutages')),
  },
  delays: {
    outageRefresh: ({ context }) => context.refreshMs,
  },
  guards: {
    isSearchValid: ({ context }) => !('error' in searchOf(context)),
    hasSearch: ({ context }) => context.search !== '' || context.result !== null,
    isSelectionShown: ({ context, event }) => {
      assertEvent(event, 'outage.select');
      return event.reference === null || (context.list?.features.some((f) => f.id === event.reference) ?? false);
    },
  },
  actions: {
    storeSearch: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { search: event.search, searchError: null };
    }),
    markSearchInvalid: assign(({ context }) => {
      const search = searchOf(context);
      return { searchError: 'error' in search ? search.error : null };
    }),
    clearSearch: assign({ search: '', searchError: null, result: null, failure: null }),
    select: assign(({ event }) => {
      assertEvent(event, 'outage.select');
      return { selected: event.reference };
    }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'outageMap',
  description: 'The outage map and list: the public list read every 300 s, a search that narrows it, an outage chosen in the list or on the map.',
  context: ({ input }) => ({ ...input, list: null, search: '', searchError: null, result: null, selected: null, failure: null, refreshFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the outage list for the first time.',
      tags: ['loading'],
      invoke: {
        id: 'loadOutages',
        src: 'loadOutages',
        onDone: { target: 'showing', actions: assign(({ event }) => ({ list: event.output })), description: 'The list, the summary and the map.' },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'No list: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'outages.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    showing: {
      description: 'The list, the summary, the map and the search box.',
      initial: 'idle',
      on: {
        'search.change': { actions: 'storeSearch', description: 'The user types in the search box.' },
        'outage.select': { guard: 'isSelectionShown', actions: 'select', description: 'An outage chosen in the list or on the map (null: none).' },
        'search.clear': { guard: 'hasSearch', target: '.idle', actions: 'clearSearch', description: 'Back to every outage (offered once there are search words or results).' },
      },
      states: {
        idle: {
          description: 'Waiting for the user, or for the next refresh.',
          after: { outageRefresh: { target: 'refreshing', description: 'The refresh period has passed: read the list again.' } },
          on: {
            'outages.refresh': { target: 'refreshing', description: 'The user asked for the latest list.' },
            'search.submit': [
              { guard: 'isSearchValid', target: 'searching', actions: 'clearFailure', description: 'The words make a search: it is sent.' },
              { guard: not('isSearchValid'), actions: 'markSearchInvalid', description: 'They break a rule: the box says why; nothing is sent.' },
            ],
          },
        },
        refreshing: {
          description: 'Reading the list again; the list and map stay as they are until it arrives.',
          tags: ['refreshing'],
          invoke: {
            id: 'loadOutages',
        src: 'loadOutages',
            onDone: { target: 'idle', actions: assign(({ event }) => ({ list: event.output, refreshFailed: false })), description: 'The newer list replaces the old in place.' },
            onError: { target: 'idle', actions: assign({ refreshFailed: true }), description: 'The older list stays, marked as older.' },
          },
        },
        searching: {
          description: 'The lookup call of the search words.',
          tags: ['busy'],
          invoke: {
            id: 'lookupOutages',
            src: 'lookupOutages',
            input: ({ context }) => searchOf(context) as OutageSearch,
            onDone: { target: 'idle', actions: assign(({ event }) => ({ result: event.output, selected: event.output.outages[0]?.id ?? null })), description: 'What the search found (the first outage chosen).' },
            onError: { target: 'idle', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The search failed: the words stay, the message says why.' },
          },
        },
      },
    },
  },
});
