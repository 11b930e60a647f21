import type { OutageListData, OutageLookupData, OutageSearch } from '../../../src/domain/outage.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface OutageMapInput {
  /** Signed in (/outages): the search takes an account number too. */
  signedIn: boolean;
  /** How often the list is read again (document 2 section 9: 300,000 ms). */
  refreshMs: number;
}

export interface OutageMapContext extends OutageMapInput {
  list: OutageListData | null;
  /** The search box as typed. */
  search: string;
  /** The rule the search words break (after a search), or null. */
  searchError: string | null;
  /** The last search's answer (the outages it found and where it led), or null when none is shown. */
  result: OutageLookupData | null;
  /** The outage chosen in the list or on the map (its reference). */
  selected: string | null;
  /** Why the first load or the last search failed. */
  failure: CallFailure | null;
  /** The last refresh failed: the list shown is older than the refresh time. */
  refreshFailed: boolean;
}

export type OutageMapEvent =
  | { type: 'outages.retry' }
  | { type: 'outages.refresh' }
  | { type: 'search.change'; search: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'outage.select'; reference: string | null };

export type OutageMapTag = 'loading' | 'failed' | 'busy' | 'refreshing';

export type OutageLookupInput = OutageSearch;
export type { OutageLookupData };
