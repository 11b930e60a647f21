import { assign, fromPromise, setup } from 'xstate';
import { notProvided, outputParams } from '../../common/effects.ts';

/** The state tags of the machine. */
export type VersionCheckTag = 'offer';

export type VersionCheckEvent = { type: 'version.reload' } | { type: 'version.dismiss' };

export interface VersionCheckContext {
  loadedVersion: string;
  deployedVersion: string | null;
  intervalMs: number;
}

/**
 * Version check (document 1 section 4): the deployed version (public meta file) is compared with
 * the loaded one; when they differ a cache-clearing reload is offered.
 */
export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as { loadedVersion: string; intervalMs: number },
    tags: {} as VersionCheckTag,
  },
  actors: {
    fetchDeployedVersion: fromPromise<string>(notProvided('fetchDeployedVersion')),
  },
  actions: {
    clearCachesAndReload: notProvided('clearCachesAndReload'),
  },
  guards: {
    isOtherVersion: ({ context }, { output }: { output: string }) => output !== context.loadedVersion,
  },
  delays: {
    checkInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'versionCheck',
  description: 'Offers a reload when a newer portal version has been deployed.',
  context: ({ input }) => ({ ...input, deployedVersion: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reading the deployed version.',
      invoke: {
        id: 'fetchDeployedVersion',
        src: 'fetchDeployedVersion',
        onDone: [
          {
            guard: { type: 'isOtherVersion', params: outputParams },
            target: 'outdated',
            actions: assign(({ event }) => ({ deployedVersion: event.output })),
            description: 'Another version is deployed.',
          },
          { target: 'upToDate' },
        ],
        onError: { target: 'upToDate', description: 'Unknown: check again later.' },
      },
    },
    upToDate: {
      description: 'The loaded version is current.',
      after: { checkInterval: { target: 'checking' } },
    },
    outdated: {
      description: 'A reload that clears the caches is offered.',
      tags: ['offer'],
      on: {
        'version.reload': { target: 'reloading', description: 'The user accepts the reload.' },
        'version.dismiss': { target: 'dismissed', description: 'Not now: ask again next visit.' },
      },
    },
    reloading: { description: 'Caches cleared; the page reloads.', type: 'final', entry: 'clearCachesAndReload' },
    dismissed: { description: 'The user declined for this visit.', type: 'final' },
  },
});
