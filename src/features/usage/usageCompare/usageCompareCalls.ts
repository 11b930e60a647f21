/**
 * Compare: the calls, their implementation against the usage service, and the machine they are
 * provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { usageCompareMachine } from '../../../../machines/usage/usageCompare/usageCompare.machine.ts';
import type { CompareFigures, LoadComparisonInput } from '../../../../machines/usage/usageCompare/usageCompare.types.ts';
import type { UsageMeters } from '../../../domain/usage.ts';
import { usageApi } from '../../../api/usage.ts';

export interface UsageCompareCalls {
  meters: (accountNumber: string) => Promise<UsageMeters>;
  comparison: (input: LoadComparisonInput) => Promise<CompareFigures>;
}

export const usageCompareApiCalls: UsageCompareCalls = {
  meters: usageApi.meters,
  // The periods and, for electric, the similar homes together; only the periods may fail the page.
  comparison: async ({ accountNumber, service, month, withNeighbours }) => {
    const [comparison, neighbours] = await Promise.all([
      usageApi.compare({ accountNumber, service, month }),
      withNeighbours ? usageApi.neighbours({ accountNumber, month }).catch(() => null) : Promise.resolve(null),
    ]);
    return { comparison, neighbours };
  },
};

export function providedUsageCompareMachine(calls: UsageCompareCalls) {
  return usageCompareMachine.provide({
    actors: {
      loadMeters: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.meters(input.accountNumber)),
      loadComparison: fromPromise(({ input }: { input: LoadComparisonInput }) => calls.comparison(input)),
    },
  });
}
