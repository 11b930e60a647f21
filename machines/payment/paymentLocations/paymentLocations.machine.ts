import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { findPaymentLocations, type PaymentLocationsData } from '../../../src/domain/paymentLocations.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { PaymentLocationsContext, PaymentLocationsEvent, PaymentLocationsInput, PaymentLocationsTag } from './paymentLocations.types.ts';

/** The locations the list shows: what the search words and the service choice find. */
export const listedLocations = (context: Pick<PaymentLocationsContext, 'data' | 'search' | 'service'>) =>
  findPaymentLocations(context.data?.locations ?? [], context.search, context.service);

/**
 * Payment locations (/PaymentLocation, /PrePaymentLocation): reads the service centres and agent
 * shops once, then narrows the list as the user types a town or name or chooses a service, and
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
    isLocationListed: ({ context, event }) => {
      assertEvent(event, 'location.select');
      return event.id === null || listedLocations(context).some((location) => location.id === event.id);
    },
  },
  actions: {
    storeSearch: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { search: event.search };
    }),
    storeService: assign(({ event }) => {
      assertEvent(event, 'service.choose');
      return { service: event.service };
    }),
    clearSearch: assign({ search: '', service: null }),
    select: assign(({ event }) => {
      assertEvent(event, 'location.select');
      return { selected: event.id };
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
  description: 'Payment locations: the service centres and agent shops read once, a search by town or name and a service choice that narrow the list, a location chosen in the list or on the map, open now on the territory clock.',
  context: ({ input }) => ({ ...input, data: null, now: null, search: '', service: null, selected: null, failure: null }),
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
        'location.select': { guard: 'isLocationListed', actions: 'select', description: 'A location chosen in the list or on the map (null: none).' },
      },
    },
  },
});
