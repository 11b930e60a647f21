import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RefreshedTokens, TokenRefreshContext, TokenRefreshEvent,  TokenRefreshTag } from './tokenRefresh.types.ts';
import { notProvided } from '../../common/effects.ts';

/**
 * Token refresh (document 1 section 4): on a 401, exactly one refresh runs while other failed
 * requests queue; they are replayed with the new token. A failed refresh logs the user out.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    tags: {} as TokenRefreshTag,
  },
  actors: {
    refreshTokens: fromPromise<RefreshedTokens>(notProvided('refreshTokens')),
  },
  actions: {
    /** Sends the queued requests again with the new access token. */
    replayRequests: notProvided('replayRequests') as (_: unknown, params: { requestIds: string[] }) => void,
    /** Fails the queued requests; their callers get the failure flag. */
    rejectRequests: notProvided('rejectRequests') as (_: unknown, params: { requestIds: string[] }) => void,
    /** The session logs out: the refresh token is gone, expired or revoked. */
    endSession: notProvided('endSession'),
    storeAccessToken: notProvided('storeAccessToken') as (_: unknown, params: RefreshedTokens) => void,
  },
  guards: {
    isStaleRequest: ({ context, event }) => {
      assertEvent(event, 'request.unauthorized');
      return event.tokenVersion < context.tokenVersion;
    },
  },
}).createMachine({
  id: 'tokenRefresh',
  description: 'Runs one token refresh at a time and replays the requests that waited for it.',
  context: { waiting: [], tokenVersion: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'The access token is believed valid.',
      on: {
        'request.unauthorized': [
          {
            guard: 'isStaleRequest',
            actions: { type: 'replayRequests', params: ({ event }) => ({ requestIds: [event.requestId] }) },
            description: 'Sent with a token that has since been replaced: replay at once.',
          },
          {
            target: 'refreshing',
            actions: assign(({ context, event }) => ({ waiting: [...context.waiting, event.requestId] })),
            description: 'The token was refused: refresh it.',
          },
        ],
        'token.refresh': { target: 'refreshing', description: 'Refresh asked for explicitly.' },
      },
    },
    refreshing: {
      description: 'One refresh call is under way; failed requests wait for it.',
      tags: ['busy'],
      on: {
        'request.unauthorized': {
          actions: assign(({ context, event }) => ({ waiting: [...context.waiting, event.requestId] })),
          description: 'Queue behind the refresh already running.',
        },
      },
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeAccessToken', params: ({ event }) => event.output },
            { type: 'replayRequests', params: ({ context }) => ({ requestIds: context.waiting }) },
            assign(({ context }) => ({ waiting: [], tokenVersion: context.tokenVersion + 1 })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'rejectRequests', params: ({ context }) => ({ requestIds: context.waiting }) },
            assign({ waiting: [] }),
            'endSession',
          ],
        },
      },
    },
  },
});
