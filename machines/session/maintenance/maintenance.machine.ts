import { assign, fromPromise, setup } from 'xstate';
import type { MaintenanceContext, MaintenanceEvent, MaintenanceInput, MaintenanceStatus,  MaintenanceTag } from './maintenance.types.ts';
import { notProvided, outputParams } from '../../common/effects.ts';

const maintenancePath = /^\/Maintenance\/?$/i;

/**
 * Maintenance (document 1 section 4): while checking is on and nobody is signed in, the status is
 * polled at the configured interval. Any active item clears storage (idle-timer keys kept) and shows
 * /Maintenance with its message; none active while on /Maintenance clears storage and goes to /login.
 */
export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    input: {} as MaintenanceInput,
    tags: {} as MaintenanceTag,
  },
  actors: {
    checkMaintenance: fromPromise<MaintenanceStatus>(notProvided('checkMaintenance')),
  },
  actions: {
    clearStorage: notProvided('clearStorage'),
    showMaintenance: notProvided('showMaintenance') as (_: unknown, params: { message: string }) => void,
    goToLogin: notProvided('goToLogin'),
  },
  guards: {
    isDisabled: ({ context }) => !context.enabled,
    isSignedIn: ({ context }) => context.signedIn,
    hasActiveItem: (_, { output }: { output: MaintenanceStatus }) => output.some((item) => item.status),
    isOnMaintenancePage: ({ context }) => maintenancePath.test(context.path),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'maintenance',
  description: 'Polls the maintenance status for signed-out visitors and sends them to /Maintenance.',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'starting',
  on: {
    'route.changed': { actions: assign(({ event }) => ({ path: event.path })) },
  },
  states: {
    starting: {
      description: 'Chooses where to begin from the configuration and the session.',
      always: [
        { guard: 'isDisabled', target: 'off' },
        { guard: 'isSignedIn', target: 'paused' },
        { target: 'watching' },
      ],
    },
    off: { description: 'Maintenance checking is switched off.', type: 'final' },
    paused: {
      description: 'Someone is signed in: no checks.',
      on: {
        'session.signedOut': {
          target: 'watching',
          actions: assign({ signedIn: false }),
          description: 'Checks resume after sign-out.',
        },
      },
    },
    watching: {
      description: 'Nobody is signed in: check now, then at every interval.',
      initial: 'checking',
      on: {
        'session.signedIn': {
          target: 'paused',
          actions: assign({ signedIn: true }),
          description: 'Checks stop while signed in.',
        },
      },
      states: {
        checking: {
          description: 'Asking the server for the maintenance status.',
          invoke: {
            id: 'checkMaintenance',
            src: 'checkMaintenance',
            onDone: [
              {
                guard: { type: 'hasActiveItem', params: outputParams },
                target: 'waiting',
                actions: [
                  assign(({ event }) => ({ message: event.output.find((item) => item.status)?.message ?? '' })),
                  'clearStorage',
                  { type: 'showMaintenance', params: ({ context }) => ({ message: context.message ?? '' }) },
                ],
                description: 'Maintenance is on: show it.',
              },
              {
                guard: 'isOnMaintenancePage',
                target: 'waiting',
                actions: [assign({ message: null }), 'clearStorage', 'goToLogin'],
                description: 'Maintenance is over while the visitor waits on /Maintenance.',
              },
              { target: 'waiting', actions: assign({ message: null }), description: 'No maintenance.' },
            ],
            onError: { target: 'waiting', description: 'The check failed: try again at the next interval.' },
          },
        },
        waiting: {
          description: 'Waiting for the next check.',
          after: { pollInterval: { target: 'checking' } },
        },
      },
    },
  },
});
