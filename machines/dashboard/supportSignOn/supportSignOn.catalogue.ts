/**
 * Catalogue entry of an agent's support sign-on to a customer's session.
 */
import { callFailure, entry, noInput, rejects, resolves } from '../../common/catalogueEntry.ts';
import { supportSignOnMachine } from './supportSignOn.machine.ts';

export const supportSignOnEntry = entry({
  id: 'supportSignOn',
  title: 'Agent support sign-on',
  description:
    "An agent's own sign-in opens a customer's session: the customer's account number (6 to 20 digits, checked " +
    'beside the field), a one-time support token, then /authenticate/{token}. A refused number stays for a correction.',
  machine: supportSignOnMachine,
  kind: 'flow',
  view: 'src/features/dashboard/supportSignOn/SupportSignOnForm.tsx',
  scenarios: noInput,
  events: [
    { type: 'supportSignOn.change', accountNumber: '1000234567' },
    { type: 'supportSignOn.change', accountNumber: '12ab' },
  ],
  outcomes: {
    requestSupportToken: [
      resolves('requestSupportToken', { token: 'support-token-0123456789abcdef' }, 'resolve: token issued'),
      rejects(
        'requestSupportToken',
        callFailure('GEN404', 'No customer holds this account as primary user.'),
        'reject: no primary customer',
      ),
      rejects('requestSupportToken', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // The guard reads the typed number; what is shown depends on the field error and the failure.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.accountNumber, s.context.fieldError, s.context.failure?.msgcode ?? null]),
});
