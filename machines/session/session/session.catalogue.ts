/**
 * Catalogue entry of the session: sign-in, second factor, token exchange, account selection, idle timeout and logout.
 */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { accountSelectionEntry, sampleAccountDetails } from '../accountSelection/accountSelection.catalogue.ts';
import { idleTimeoutEntry } from '../idleTimeout/idleTimeout.catalogue.ts';
import { loginData as sampleLoginData, restoredSession } from './session.fixtures.ts';
import type { LoginData } from './session.types.ts';
import { sessionMachine } from './session.machine.ts';

function loginData(user: Partial<LoginData['user']> = {}, custom: Partial<LoginData['customAttribute']> = {}): LoginData {
  return sampleLoginData({ user, custom, tokens: !user.tfa });
}

export const sessionEntry = entry({
  id: 'session',
  title: 'Session',
  description:
    'Sign-in with an optional second factor, the /authenticate token exchange, migrated-user and ' +
    'external-persona exits, account selection, the signed-in session with its idle timeout, and logout.',
  machine: sessionMachine,
  kind: 'session',
  view: 'src/features/auth/LoginPage.tsx',
  scenarios: [
    {
      label: 'portal settings',
      input: { storedAccountNumber: null, idle: { idleLimitMs: 1_740_000, autoLogoutMs: 1_800_000 } },
    },
  ],
  events: [
    { type: 'login.change', field: 'userName', value: 'demo.customer' },
    { type: 'login.change', field: 'password', value: 'Portal#2026' },
    { type: 'login.change', field: 'userName', value: 'ab' },
    { type: 'session.login' },
    { type: 'session.authenticateToken', token: 'short' },
    { type: 'session.authenticateToken', token: 'a1b2c3d4e5f6a7b8c9d0e1f2' },
    { type: 'tfa.choose', channel: 'sms' },
    { type: 'tfa.change', code: '123456' },
    { type: 'tfa.change', code: '12' },
    { type: 'account.select', accountNumber: '100000000002' },
    { type: 'account.select', accountNumber: '999999999999' },
    { type: 'session.expired', reason: 'refreshFailed' },
  ],
  outcomes: {
    restoreSession: [
      resolves('restoreSession', restoredSession(), 'resolve: session restored with its accounts'),
      rejects('restoreSession', new Error('no stored session'), 'reject: no session'),
    ],
    login: [
      resolves('login', loginData(), 'resolve: signed in'),
      resolves('login', loginData({ isMigratedUser: true }, { isMigratedUser: true }), 'resolve: migrated, no token'),
      resolves('login', loginData({ tfa: true }), 'resolve: second factor needed'),
      resolves('login', loginData({ personas: [3] }), 'resolve: landlord only'),
      rejects('login', callFailure('LGN001', 'Invalid user id or password.'), 'reject: wrong password'),
    ],
    sendTfaCode: [
      resolves('sendTfaCode', { destination: 'k***@example.bw' }, 'resolve: code sent'),
      rejects('sendTfaCode', callFailure('GEN500', ''), 'reject: not sent'),
    ],
    verifyTfaCode: [
      resolves('verifyTfaCode', loginData(), 'resolve: code accepted'),
      rejects('verifyTfaCode', callFailure('TFA002', 'The code is not valid.'), 'reject: wrong code'),
    ],
    exchangeToken: [
      resolves('exchangeToken', loginData({}, { isSupportLogin: true }), 'resolve: support sign-on'),
      rejects('exchangeToken', callFailure('AUT001', 'The link has expired.'), 'reject: link expired'),
    ],
    loadAccountDetails: [
      resolves('loadAccountDetails', sampleAccountDetails, 'resolve: meter and rights'),
      rejects('loadAccountDetails', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    endSession: [
      resolves('endSession', undefined, 'resolve: server told'),
      rejects('endSession', new Error('offline'), 'reject: server unreachable'),
    ],
  },
  // selectAccount and idleTimeout run catalogue machines: their final outputs are the outcomes.
  children: { selectAccount: accountSelectionEntry, idleTimeout: idleTimeoutEntry },
  // The guards read the typed values (a few samples each, so the space stays small) and whether accounts are linked.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.accounts.length > 0, s.context.loginForm.values, s.context.twoFactorForm.code]),
});
