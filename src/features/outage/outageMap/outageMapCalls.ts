/**
 * The outage map's calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { outageMapMachine } from '../../../../machines/outage/outageMap/outageMap.machine.ts';
import type { OutageListData, OutageLookupData, OutageSearch } from '../../../domain/outage.ts';
import { outageApi } from '../../../api/outage.ts';

export interface OutageMapCalls {
  list: () => Promise<OutageListData>;
  lookup: (search: OutageSearch) => Promise<OutageLookupData>;
}

export const outageMapApiCalls: OutageMapCalls = { list: outageApi.list, lookup: outageApi.lookup };

export function providedOutageMapMachine(calls: OutageMapCalls) {
  return outageMapMachine.provide({
    actors: {
      loadOutages: fromPromise(() => calls.list()),
      lookupOutages: fromPromise(({ input }: { input: OutageSearch }) => calls.lookup(input)),
    },
  });
}
