/**
 * Catalogue entry of the token refresh queue (one refresh at a time, the others wait).
 */
import { entry, noInput, rejects, resolves } from '../../common/catalogueEntry.ts';
import { tokenRefreshMachine } from './tokenRefresh.machine.ts';

export const tokenRefreshEntry = entry({
  id: 'tokenRefresh',
  title: 'Token refresh',
  description:
    'On a 401 exactly one refresh runs while other failed requests queue; they are replayed with the new ' +
    'token, or rejected and the session ends when the refresh fails.',
  machine: tokenRefreshMachine,
  kind: 'session',
  view: null,
  scenarios: noInput,
  events: [{ type: 'request.unauthorized', requestId: 'r1', tokenVersion: 0 }],
  outcomes: {
    refreshTokens: [
      resolves('refreshTokens', { accessToken: 'access-2', expiresIn: 1200 }, 'resolve: new access token'),
      rejects('refreshTokens', new Error('refresh token revoked'), 'reject: refresh refused'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.waiting.length > 0, s.context.tokenVersion > 0]),
});
