/**
 * The meter-loading states that the usage overview (/usages) and Compare share: read which meters
 * the account has, then open the first service in `figures`, show that there is nothing to show, or
 * show the failure with Try again. Both machines take these states from here and name the same
 * guard and actions in their `setup()`: `hasMeters` as it is (`meterGuards`), `storeMeterFailure`
 * and `clearFailure` as `assign`s of the updates below; `storeMeters` stays in each machine (the
 * overview opens a day anchor, Compare a month).
 */
import type { UsageMeters } from '../../src/domain/usage.ts';
import { failureParams, outputParams, type FailureParams } from '../common/effects.ts';

/** The guard the shared states name. */
export const meterGuards = {
  hasMeters: (_: unknown, { output }: { output: UsageMeters }) => output.meters.length > 0,
};

/** What the shared actions assign: each machine names them as `assign((_, params) => meterUpdates.<name>(params))`. */
export const meterUpdates = {
  storeMeterFailure: ({ failure }: FailureParams) => ({ failure }),
  clearFailure: { failure: null },
} as const;

export interface MeterLoadingWords<TRetry extends string> {
  /** The machine's Try again event. */
  retry: TRetry;
  /** How the first service opens. */
  opens: string;
  /** The empty state: nothing to show. */
  empty: string;
}

/** `loadingMeters`, `metersFailed` and `empty`; the meters found open `figures`. */
export function meterLoadingStates<TRetry extends string>({ retry, opens, empty }: MeterLoadingWords<TRetry>) {
  const tryAgain = { target: 'loadingMeters', actions: 'clearFailure', description: 'The user pressed Try again.' } as const;
  return {
    loadingMeters: {
      description: 'Reading which meters the account has (only the services the rights show).',
      tags: ['loading'],
      invoke: {
        id: 'loadMeters',
        src: 'loadMeters',
        input: ({ context }: { context: { accountNumber: string } }) => ({ accountNumber: context.accountNumber }),
        onDone: [
          {
            guard: { type: 'hasMeters', params: outputParams<UsageMeters> },
            target: 'figures',
            actions: { type: 'storeMeters', params: outputParams<UsageMeters> },
            description: opens,
          },
          { target: 'empty', description: 'No meter whose usage the user may see.' },
        ],
        onError: {
          target: 'metersFailed',
          actions: { type: 'storeMeterFailure', params: failureParams },
          description: 'The meters could not be read: the message and Try again.',
        },
      },
    },
    metersFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { [retry]: tryAgain } as Record<TRetry, typeof tryAgain>,
    },
    empty: {
      description: empty,
      tags: ['empty'],
    },
  } as const;
}
