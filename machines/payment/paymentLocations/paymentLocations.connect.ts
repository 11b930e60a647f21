import type { SnapshotFrom } from 'xstate';
import { openingState, paymentLocationTimeZone, type OpeningState, type PaymentLocation, type PaymentService } from '../../../src/domain/paymentLocations.ts';
import type { CallFailure } from '../../common/effects.ts';
import { listedLocations, type paymentLocationsMachine } from './paymentLocations.machine.ts';
import type { PaymentLocationsEvent } from './paymentLocations.types.ts';

export type PaymentLocationsStatus = 'loading' | 'failed' | 'showing';

/** A location as the list shows it: its facts and whether it is open on the page's clock. */
export interface ListedLocation extends PaymentLocation {
  opening: OpeningState;
}

export interface PaymentLocationsViewModel {
  status: PaymentLocationsStatus;
  /** The locations the map shows: all, or what the search finds. */
  listed: ListedLocation[];
  /** The first of those, a page at a time: the cards of the list. */
  shown: ListedLocation[];
  /** How many listed places the list does not show yet, and how many "Show more" adds. */
  hidden: number;
  nextPage: number;
  /** More places are listed than one page holds: the list says how many it shows. */
  paged: boolean;
  /** How many locations there are in all, and how many of those listed are open now. */
  total: number;
  openNow: number;
  /** The zone of the opening hours (the territory's). */
  timeZone: string;
  /** The page's clock (ISO), or null before the list. */
  now: string | null;
  search: string;
  service: PaymentService | null;
  /** Search words or a service are given: the list is narrowed, Clear is offered. */
  filtered: boolean;
  selected: string | null;
  failure: CallFailure | null;
  change: (search: string) => void;
  choose: (service: PaymentService | null) => void;
  clear: () => void;
  select: (id: string | null) => void;
  retry: () => void;
  /** Show more: the next page of the list (only while some are hidden). */
  showMore: () => void;
}

export function connectPaymentLocations(snapshot: SnapshotFrom<typeof paymentLocationsMachine>, send: (event: PaymentLocationsEvent) => void): PaymentLocationsViewModel {
  const { context } = snapshot;
  const status: PaymentLocationsStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : 'showing';
  const timeZone = context.data?.timeZone ?? paymentLocationTimeZone;
  const now = context.now;
  const listed = listedLocations(context).map((location) => ({
    ...location,
    opening: now ? openingState(location.hours, now, timeZone) : { open: false, closes: null, next: null },
  }));
  const shown = listed.slice(0, context.shown);
  const hidden = listed.length - shown.length;
  return {
    status,
    listed,
    shown,
    hidden,
    nextPage: Math.min(hidden, context.pageSize),
    paged: listed.length > context.pageSize,
    total: context.data?.locations.length ?? 0,
    openNow: listed.filter((location) => location.opening.open).length,
    timeZone,
    now,
    search: context.search,
    service: context.service,
    filtered: context.search !== '' || context.service !== null,
    selected: context.selected,
    failure: context.failure,
    change: (search) => send({ type: 'search.change', search }),
    choose: (service) => send({ type: 'service.choose', service }),
    clear: () => send({ type: 'search.clear' }),
    select: (id) => send({ type: 'location.select', id }),
    retry: () => send({ type: 'locations.retry' }),
    showMore: () => send({ type: 'list.more' }),
  };
}
