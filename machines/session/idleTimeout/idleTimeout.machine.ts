import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { IdleTimeoutContext, IdleTimeoutEvent, IdleTimeoutInput, IdleTimeoutOutput,  IdleTimeoutTag } from './idleTimeout.types.ts';
import { notProvided } from '../../common/effects.ts';

/**
 * Idle timeout (document 1 section 4): after 29 minutes without activity the expiry dialog
 * appears; Continue refreshes the tokens, Log Out ends the session, and at 30 minutes the session
 * ends by itself. Activity in any tab of the portal counts.
 */
export const idleTimeoutMachine = setup({
  types: {
    context: {} as IdleTimeoutContext,
    events: {} as IdleTimeoutEvent,
    input: {} as IdleTimeoutInput,
    output: {} as IdleTimeoutOutput,
    tags: {} as IdleTimeoutTag,
  },
  actors: {
    /** Reports local activity ('activity') and other tabs' ('activity.elsewhere'); shares ours. */
    listenForActivity: fromCallback<IdleTimeoutEvent>(notProvided('listenForActivity')),
    refreshSession: fromPromise<void>(notProvided('refreshSession')),
  },
  delays: {
    untilDialog: ({ context }) => context.idleLimitMs,
    untilAutoLogout: ({ context }) => context.autoLogoutMs - context.idleLimitMs,
  },
}).createMachine({
  id: 'idleTimeout',
  description: 'Warns before an idle session expires and ends it when nobody answers.',
  context: ({ input }) => ({ ...input, endReason: null }),
  invoke: { id: 'activity', src: 'listenForActivity' },
  initial: 'active',
  states: {
    active: {
      description: 'The user is active; the idle clock runs from the last activity.',
      after: { untilDialog: { target: 'warning', description: '29 minutes without activity.' } },
      on: {
        activity: { target: 'active', reenter: true, description: 'Activity restarts the idle clock.' },
        'activity.elsewhere': { target: 'active', reenter: true, description: 'Activity in another tab counts.' },
      },
    },
    warning: {
      description: 'The session-expiry dialog with Log Out and Continue.',
      tags: ['dialog'],
      after: { untilAutoLogout: { target: 'timedOut', description: '30 minutes without activity.' } },
      on: {
        'idle.continue': { target: 'continuing', description: 'The user chose Continue.' },
        'idle.logout': { target: 'loggedOut', description: 'The user chose Log Out.' },
        'activity.elsewhere': {
          target: 'active',
          description: 'The user came back in another tab: the session is in use.',
        },
      },
    },
    continuing: {
      description: 'Refreshing the tokens before closing the dialog.',
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: { target: 'active' },
        onError: { target: 'refreshFailed' },
      },
    },
    timedOut: {
      description: 'Nobody answered: the session ends and /login shows the expired popup.',
      type: 'final',
      entry: assign({ endReason: 'timeout' as const }),
    },
    loggedOut: {
      description: 'The user logged out from the dialog.',
      type: 'final',
      entry: assign({ endReason: 'logout' as const }),
    },
    refreshFailed: {
      description: 'The tokens could not be refreshed: the session ends.',
      type: 'final',
      entry: assign({ endReason: 'refreshFailed' as const }),
    },
  },
  output: ({ context }) => ({ reason: context.endReason ?? 'timeout' }),
});
