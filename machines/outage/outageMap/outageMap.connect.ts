import type { SnapshotFrom } from 'xstate';
import { outageSummary, type OutageFeature, type OutagePlace, type OutageSummary } from '../../../src/domain/outage.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { outageMapMachine } from './outageMap.machine.ts';
import type { OutageMapEvent } from './outageMap.types.ts';

export type OutageMapStatus = 'loading' | 'failed' | 'showing';

export interface OutageMapViewModel {
  status: OutageMapStatus;
  signedIn: boolean;
  /** Every outage of the list (the map draws them all). */
  outages: OutageFeature[];
  /** The outages the list shows: all, or what the search found. */
  listed: OutageFeature[];
  summary: OutageSummary;
  /** When the list was read (ISO), or null before the first list. */
  asOf: string | null;
  refreshMs: number;
  refreshing: boolean;
  refreshFailed: boolean;
  search: string;
  searchError: string | null;
  /** A search is under way. */
  searching: boolean;
  /** The search shown: where it led and how many outages it found; null without a search. */
  result: { place: OutagePlace | null; found: number } | null;
  selected: string | null;
  /** Why the first load (status 'failed') or the last search failed. */
  failure: CallFailure | null;
  change: (search: string) => void;
  submit: () => void;
  clear: () => void;
  select: (reference: string | null) => void;
  refresh: () => void;
  retry: () => void;
}

export function connectOutageMap(snapshot: SnapshotFrom<typeof outageMapMachine>, send: (event: OutageMapEvent) => void): OutageMapViewModel {
  const { context } = snapshot;
  const status: OutageMapStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : 'showing';
  const outages = context.list?.features ?? [];
  const found = context.result ? new Set(context.result.outages.map((o) => o.id)) : null;
  return {
    status,
    signedIn: context.signedIn,
    outages,
    // The refreshed list's data for what the search found (a search answer ages with the list).
    listed: found ? outages.filter((o) => found.has(o.id)) : outages,
    summary: outageSummary(outages),
    asOf: context.list?.asOf ?? null,
    refreshMs: context.refreshMs,
    refreshing: snapshot.hasTag('refreshing'),
    refreshFailed: context.refreshFailed,
    search: context.search,
    searchError: context.searchError,
    searching: snapshot.hasTag('busy'),
    result: context.result ? { place: context.result.place, found: context.result.outages.length } : null,
    selected: context.selected,
    failure: context.failure,
    change: (search) => send({ type: 'search.change', search }),
    submit: () => send({ type: 'search.submit' }),
    clear: () => send({ type: 'search.clear' }),
    select: (reference) => send({ type: 'outage.select', reference }),
    refresh: () => send({ type: 'outages.refresh' }),
    retry: () => send({ type: 'outages.retry' }),
  };
}
