/**
 * Catalogue entry of the signed-in idle timeout (dialog at 29 minutes, end at 30).
 */
import { entry, rejects, resolves, valueOnly } from '../../common/catalogueEntry.ts';
import { idleTimeoutMachine } from './idleTimeout.machine.ts';

export const idleTimeoutEntry = entry({
  id: 'idleTimeout',
  title: 'Idle timeout',
  description:
    'Signed-in inactivity: the expiry dialog after 29 minutes, the session ends at 30 minutes or on Log Out; ' +
    'Continue refreshes the tokens. Invoked by the session machine while signed in.',
  machine: idleTimeoutMachine,
  kind: 'session',
  view: 'src/features/session/idleTimeout/IdleTimeoutDialog.tsx',
  scenarios: [{ label: 'portal settings', input: { idleLimitMs: 1_740_000, autoLogoutMs: 1_800_000 } }],
  events: [],
  outcomes: {
    refreshSession: [
      resolves('refreshSession', undefined, 'resolve: tokens refreshed'),
      rejects('refreshSession', new Error('refresh token expired'), 'reject: refresh failed'),
    ],
  },
  serializeState: valueOnly,
});
