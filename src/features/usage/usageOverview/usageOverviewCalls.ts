/**
 * Usage overview: the calls, their implementation against the usage service, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { usageOverviewMachine } from '../../../../machines/usage/usageOverview/usageOverview.machine.ts';
import type { LoadFiguresInput, UsageFigures } from '../../../../machines/usage/usageOverview/usageOverview.types.ts';
import { usageDownloadFileName, type UsageDownloadRequest, type UsageMeters } from '../../../domain/usage.ts';
import { usageApi } from '../../../api/usage.ts';
import { saveFile } from '../../../ui/saveFile.ts';

export interface UsageOverviewCalls {
  meters: (accountNumber: string) => Promise<UsageMeters>;
  figures: (input: LoadFiguresInput) => Promise<UsageFigures>;
  /** Fetches a range as a file and saves it. */
  download: (request: UsageDownloadRequest) => Promise<void>;
}

export const usageOverviewApiCalls: UsageOverviewCalls = {
  meters: usageApi.meters,
  // The series, the year before and the projection together; only the series may fail the page.
  figures: async ({ service, request, previous, withProjection }) => {
    const [series, earlier, projection] = await Promise.all([
      usageApi.series(service, request),
      previous ? usageApi.series(service, previous).catch(() => null) : Promise.resolve(null),
      withProjection ? usageApi.projection(request.accountNumber).catch(() => null) : Promise.resolve(null),
    ]);
    return { series, previous: earlier, projection };
  },
  download: async (request) => saveFile(await usageApi.download(request), usageDownloadFileName(request)),
};

export function providedUsageOverviewMachine(calls: UsageOverviewCalls) {
  return usageOverviewMachine.provide({
    actors: {
      loadMeters: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.meters(input.accountNumber)),
      loadFigures: fromPromise(({ input }: { input: LoadFiguresInput }) => calls.figures(input)),
      downloadUsage: fromPromise(({ input }: { input: UsageDownloadRequest }) => calls.download(input)),
    },
  });
}
