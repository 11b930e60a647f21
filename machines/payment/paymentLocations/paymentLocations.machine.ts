import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { findPaymentLocations, type PaymentLocationsData } from '../../../src/domain/paymentLocations.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { PaymentLocationsContext, PaymentLocationsEvent, PaymentLocationsInput, PaymentLocationsTag } from './paymentLocations.types.ts';

/** The locations the list shows: what the search words and the service choice find. */
export const listedLocations = (context: Pick<PaymentLocationsContext, 'data' | 'search' | 'service'>) =>
  findPaymentLocations(context.data?.locations ?? [], context.search, context.service);

/**
 * Payment locations (/PaymentLocation, /PrePaymentLocation): reads the service centres and agent
 * shops once, then narrows the list as the user types a town or name or chooses a service, shows
 * it a page at a time (the map shows every place listed), and
 * keeps a clock (started from the server's time, moved on every minute) so "open now" follows the
 * territory's time while the page stays open. A failed load offers Try again.
 */
export const paymentLocationsMachine = setup({
  types: {
    context: {} as PaymentLocationsContext,
    events: {} as PaymentLocationsEvent,
    input: {} as PaymentLocationsInput,
    tags: {} as PaymentLocationsTag,
  },
  actors: {
    loadPaymentLocations: fromPromise<PaymentLocationsData>(notProvided('loadPaymentLocations')),
  },
  delays: {
    clockTick: ({ context }) => context.tickMs,
  },
  guards: {
    hasSearch: ({ context }) => context.search !== '' || context.service !== null,
    hasMoreListed: ({ context }) => listedLocations(context).length > context.shown,
    isLocationListed: ({ context, event }) => {
      assertEvent(event, 'location.select');
      return event.id === null || listedLocations(context).some((location) => location.id === event.id);
    },
  },
  actions: {
    // New words or a new service start the list again at its first page.
    storeSearch: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      return { search: event.search, shown: context.pageSize };
    }),
    storeService: assign(({ context, event }) => {
      assertEvent(event, 'service.choose');
      return { service: event.service, shown: context.pageSize };
    }),
    clearSearch: assign(({ context }) => ({ search: '', service: null, shown: context.pageSize })),
    showMore: assign(({ context }) => ({ shown: context.shown + context.pageSize })),
    // A place chosen on the map further down the list than shown: the list grows by pages to show its card.
    select: assign(({ context, event }) => {
      assertEvent(event, 'location.select');
      const index = event.id === null ? -1 : listedLocations(context).findIndex((location) => location.id === event.id);
      const shown = index < context.shown ? context.shown : Math.ceil((index + 1) / context.pageSize) * context.pageSize;
      return { selected: event.id, shown };
    }),
    // A choice the new search no longer lists is let go (the map stops showing it).
    dropHiddenSelection: assign(({ context }) => ({
      selected: context.selected && listedLocations(context).some((location) => location.id === context.selected) ? context.selected : null,
    })),
    advanceClock: assign(({ context }) => ({ now: context.now ? new Date(Date.parse(context.now) + context.tickMs).toISOString() : null })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'paymentLocations',
  description: 'Payment locations: the service centres and agent shops read once, a search by town or name and a service choice that narrow the list, shown a page at a time (Show more), a location chosen in the list or on the map, open now on the territory clock.',
  context: ({ input }) => ({ ...input, data: null, now: null, search: '', service: null, selected: null, shown: input.pageSize, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the payment locations.',
      tags: ['loading'],
      invoke: {
        id: 'loadPaymentLocations',
        src: 'loadPaymentLocations',
        onDone: { target: 'showing', actions: assign(({ event }) => ({ data: event.output, now: event.output.asOf })), description: 'The list, the summary and the map; the clock starts at the server time.' },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'No list: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'locations.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    showing: {
      description: 'The list (all, or what the search finds), the summary, the map and the search box.',
      after: { clockTick: { target: 'showing', reenter: true, actions: 'advanceClock', description: 'A minute has passed: open now and closed follow the clock.' } },
      on: {
        'search.change': { actions: ['storeSearch', 'dropHiddenSelection'], description: 'The user types a town, a name or a street: the list narrows as they type.' },
        'service.choose': { actions: ['storeService', 'dropHiddenSelection'], description: 'Only the places offering a service (or all again).' },
        'search.clear': { guard: 'hasSearch', actions: 'clearSearch', description: 'Back to every location (offered once there are search words or a service).' },
        'location.select': { guard: 'isLocationListed', actions: 'select', description: 'A location chosen in the list or on the map (null: none); the list grows to show its card.' },
        'list.more': { guard: 'hasMoreListed', actions: 'showMore', description: 'Show more: the next page of the list (offered while some listed places are not shown).' },
      },
    },
  },
});
