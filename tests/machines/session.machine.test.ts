import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { idleTimeoutMachine } from '../../machines/session/idleTimeout/idleTimeout.machine.ts';
import { sessionMachine, type RestoredSession } from '../../machines/session/session/session.machine.ts';
import { accountSelectionMachine } from '../../machines/session/accountSelection/accountSelection.machine.ts';
import type { LoginData, ServiceAccount } from '../../src/domain/session.ts';
import { sessionTimes } from '../../src/domain/constants.ts';
import { account, loginData, restoredSession } from '../../machines/session/session/session.fixtures.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string, message = '') => Object.assign(new Error(message), { msgcode, message });

interface Options {
  restore?: RestoredSession | Error;
  login?: (request: { userName: string; password: string; guestToken?: string }) => LoginData | Error;
  verify?: (code: string) => LoginData | Error;
  exchange?: LoginData | Error;
  accounts?: ServiceAccount[] | Error;
  rightsFor?: (account: ServiceAccount) => string[];
  stored?: string | null;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const ended: string[] = [];
  const result = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const accountsValue = options.accounts ?? [account('100000000001', { isDefault: true }), account('100000000002')];
  const details = (acct: ServiceAccount) => ({
    meter: { meterNumber: `M-${acct.accountNumber}`, endDate: null },
    rights: options.rightsFor?.(acct) ?? ['ViewDashboard'],
  });
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => result(options.restore ?? new Error('no session'))),
      login: fromPromise(({ input }) => result(options.login?.(input) ?? loginData())),
      sendTfaCode: fromPromise(async ({ input }) => ({
        destination: input.channel === 'email' ? 'k***@example.bw' : '7*****67',
      })),
      verifyTfaCode: fromPromise(({ input }) => result(options.verify?.(input.code) ?? loginData())),
      exchangeToken: fromPromise(() => result(options.exchange ?? loginData())),
      selectAccount: accountSelectionMachine.provide({
        actors: {
          loadServiceAccounts: fromPromise(() => result(accountsValue)),
          loadAccountDetails: fromPromise(async ({ input }) => details(input.account)),
        },
        actions: { storeAccount: (_, { account: chosen }) => log.push(`storeAccount ${chosen.accountNumber}`) },
      }),
      loadAccountDetails: fromPromise(async ({ input }) => details(input.account)),
      idleTimeout: idleTimeoutMachine.provide({
        actors: { listenForActivity: fromCallback(() => () => {}), refreshSession: fromPromise(async () => {}) },
      }),
      endSession: fromPromise(async ({ input }) => {
        ended.push(input.reason);
      }),
    },
    actions: {
      storeSession: () => log.push('storeSession'),
      storeAccount: (_, { account: chosen }) => log.push(`storeAccount ${chosen.accountNumber}`),
      storeTokens: (_, { data }) => log.push(`storeTokens ${data.accessToken}`),
      clearSession: () => log.push('clearSession'),
      goToReturnPath: () => log.push('goToReturnPath'),
      goToTwoFactor: () => log.push('goToTwoFactor'),
      goToLogin: () => log.push('goToLogin'),
      goToForgotPasswordSuccess: (_, { userName }) => log.push(`goToForgotPasswordSuccess ${userName}`),
      goToExperienceSite: (_, { persona }) => log.push(`goToExperienceSite ${persona}`),
      recordLoginFailure: () => log.push('recordLoginFailure'),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      storedAccountNumber: options.stored ?? null,
      idle: { idleLimitMs: sessionTimes.idleLimitMs, autoLogoutMs: sessionTimes.popupAutoLogoutMs },
    },
  }).start();
  const login = (userName = 'demo.customer', password = 'Portal#2026') => {
    actor.send({ type: 'login.change', field: 'userName', value: userName });
    actor.send({ type: 'login.change', field: 'password', value: password });
    actor.send({ type: 'session.login' });
  };
  return { actor, clock, log, ended, login };
}

describe('session machine', () => {
  it('lists its states', () => {
    expect(Object.keys(sessionMachine.root.states)).toEqual([
      'restoring',
      'signedOut',
      'authenticating',
      'twoFactor',
      'exchangingToken',
      'establishing',
      'signedIn',
      'signingOut',
    ]);
  });

  it('signs in, selects the default account, loads meter and rights, then goes where the user was going', async () => {
    const { actor, log, login } = start();
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    login();
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.account?.accountNumber).toBe('100000000001');
    expect(snapshot.context.meter?.meterNumber).toBe('M-100000000001');
    expect(snapshot.context.rights).toEqual(['ViewDashboard']);
    expect(log).toEqual(['storeTokens access', 'storeAccount 100000000001', 'storeSession', 'goToReturnPath']);
  });

  it('prefers the stored account when it is still linked', async () => {
    const { actor, login } = start({ stored: '100000000002' });
    await flush();
    login();
    await flush();
    expect(actor.getSnapshot().context.account?.accountNumber).toBe('100000000002');
  });

  it('restores a session kept by the refresh cookie with its accounts, meter and rights, loading nothing more', async () => {
    const { actor, log } = start({ restore: restoredSession('100000000002'), accounts: new Error('not to be called') });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({
      restored: true,
      account: { accountNumber: '100000000002' },
      storedAccountNumber: '100000000002',
      meter: { meterNumber: 'M-100000000002' },
      rights: ['ViewDashboard', 'PayBill'],
    });
    expect(snapshot.context.accounts).toHaveLength(2);
    expect(log).toEqual(['storeTokens access', 'storeAccount 100000000002', 'storeSession', 'goToReturnPath']);
  });

  it('keeps the failure message on a wrong password and lets the user try again', async () => {
    let attempts = 0;
    const { actor, log, login } = start({
      login: () =>
        ++attempts === 1 ? failure('LOG001', 'The user id or password you entered is incorrect.') : loginData(),
    });
    await flush();
    login('demo.customer', 'wrong');
    await flush();
    expect(actor.getSnapshot().hasTag('loginError')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      msgcode: 'LOG001',
      message: 'The user id or password you entered is incorrect.',
    });
    expect(log).toContain('recordLoginFailure');
    // What was typed stays for another try.
    expect(actor.getSnapshot().context.loginForm.values).toEqual({ userName: 'demo.customer', password: 'wrong' });
    login();
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('takes a two-factor user through sending and verifying a code', async () => {
    let codes = 0;
    const { actor, log, login } = start({
      login: () => loginData({ user: { tfa: true }, tokens: false }),
      verify: (code) =>
        ++codes === 1
          ? failure('TFA001', 'The verification code is not correct.')
          : code === '123456'
            ? loginData()
            : new Error('unexpected'),
    });
    await flush();
    login('demo.tfa');
    await flush();
    expect(actor.getSnapshot().matches({ twoFactor: 'choosingChannel' })).toBe(true);
    expect(log).toEqual(['goToTwoFactor']);
    actor.send({ type: 'tfa.send' });
    await flush();
    expect(actor.getSnapshot().matches({ twoFactor: 'awaitingCode' })).toBe(true);
    expect(actor.getSnapshot().context.tfaDestination).toBe('k***@example.bw');
    actor.send({ type: 'tfa.change', code: '000000' });
    actor.send({ type: 'tfa.verify' });
    await flush();
    expect(actor.getSnapshot().context.failure?.msgcode).toBe('TFA001');
    actor.send({ type: 'tfa.change', code: '123456' });
    actor.send({ type: 'tfa.verify' });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.twoFactorForm.code).toBe('');
  });

  it('sends the code to the chosen channel, and verifies only six digits', async () => {
    const codes: string[] = [];
    const { actor, login } = start({
      login: () => loginData({ user: { tfa: true }, tokens: false }),
      verify: (code) => (codes.push(code), loginData()),
    });
    await flush();
    login('demo.tfa');
    await flush();
    // The first channel the server offers is chosen until the user picks another.
    expect(actor.getSnapshot().context.twoFactorForm.channel).toBe('email');
    actor.send({ type: 'tfa.choose', channel: 'sms' });
    actor.send({ type: 'tfa.send' });
    await flush();
    expect(actor.getSnapshot().context.tfaDestination).toBe('7*****67');
    actor.send({ type: 'tfa.verify' });
    expect(actor.getSnapshot().context.twoFactorForm.codeError).toBe('TFA_CODE_REQUIRED');
    actor.send({ type: 'tfa.change', code: '12 3a' });
    expect(actor.getSnapshot().context.twoFactorForm).toMatchObject({ code: '123', codeError: null });
    actor.send({ type: 'tfa.verify' });
    expect(actor.getSnapshot().context.twoFactorForm.codeError).toBe('TFA_CODE_FORMAT');
    expect(actor.getSnapshot().matches({ twoFactor: 'awaitingCode' })).toBe(true);
    actor.send({ type: 'tfa.change', code: '123456' });
    actor.send({ type: 'tfa.verify' });
    await flush();
    expect(codes).toEqual(['123456']);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('checks the sign-in form first: VLD001 for both empty, each field its rule, markers clear on typing', async () => {
    const requests: unknown[] = [];
    const { actor } = start({ login: (request) => (requests.push(request), loginData()) });
    await flush();
    actor.send({ type: 'session.login' });
    expect(actor.getSnapshot().context.loginForm).toMatchObject({ formError: 'VLD001', errors: {} });
    actor.send({ type: 'login.change', field: 'userName', value: 'ab' });
    expect(actor.getSnapshot().context.loginForm.formError).toBeNull();
    actor.send({ type: 'session.login' });
    expect(actor.getSnapshot().context.loginForm.errors).toEqual({ userName: 'LOG_USERID_LENGTH', password: 'LOG_PASSWORD_REQUIRED' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    actor.send({ type: 'login.change', field: 'userName', value: '  kagiso.molefe ' });
    expect(actor.getSnapshot().context.loginForm.errors).toEqual({ userName: undefined, password: 'LOG_PASSWORD_REQUIRED' });
    actor.send({ type: 'login.change', field: 'password', value: 'Portal#2026' });
    actor.send({ type: 'session.login', guestToken: 'guest-token' });
    await flush();
    expect(requests).toEqual([{ userName: 'kagiso.molefe', password: 'Portal#2026', guestToken: 'guest-token' }]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    // Nothing typed stays in the form once signed in.
    expect(actor.getSnapshot().context.loginForm.values).toEqual({ userName: '', password: '' });
  });

  it('can leave the two-factor step for the login page', async () => {
    const { actor, log, login } = start({ login: () => loginData({ user: { tfa: true }, tokens: false }) });
    await flush();
    login('demo.tfa');
    await flush();
    actor.send({ type: 'session.cancel' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(log.at(-1)).toBe('goToLogin');
  });

  it('sends a migrated user without a token to ForgotPasswordSuccess with the user name', async () => {
    const { actor, log, login } = start({
      login: () =>
        loginData({
          user: { userName: 'demo.migrated', isMigratedUser: true },
          custom: { isMigratedUser: true, token: '' },
          tokens: false,
        }),
    });
    await flush();
    login('demo.migrated');
    await flush();
    expect(log).toEqual(['goToForgotPasswordSuccess demo.migrated']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('sends a user whose only persona is Enterprise, Landlord or Property Manager to that site', async () => {
    const { actor, log, login } = start({ login: () => loginData({ user: { personas: [2] }, tokens: false }) });
    await flush();
    login('demo.enterprise');
    await flush();
    expect(log).toEqual(['goToExperienceSite 2']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('keeps a multi-persona user in the portal', async () => {
    const { actor, login } = start({ login: () => loginData({ user: { personas: [1, 3] } }) });
    await flush();
    login('demo.landlord');
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('exchanges an authentication token, flags support sign-ons, and shows a rejected token', async () => {
    const short = start();
    await flush();
    short.actor.send({ type: 'session.authenticateToken', token: 'abc' });
    expect(short.log).toEqual(['goToLogin']);

    const support = start({ exchange: loginData({ custom: { isSupportLogin: true } }) });
    await flush();
    support.actor.send({ type: 'session.authenticateToken', token: 'x'.repeat(40) });
    await flush();
    expect(support.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(support.actor.getSnapshot().context.isSupportLogin).toBe(true);

    const rejected = start({ exchange: failure('AUTH001', 'This sign-in link is not valid or has expired.') });
    await flush();
    rejected.actor.send({ type: 'session.authenticateToken', token: 'y'.repeat(40) });
    await flush();
    expect(rejected.actor.getSnapshot().hasTag('tokenRejected')).toBe(true);
    expect(rejected.actor.getSnapshot().context.failure?.message).toBe('This sign-in link is not valid or has expired.');
  });

  it('switches account and reloads its meter and rights', async () => {
    const { actor, log, login } = start({ rightsFor: (a) => [`Rights-${a.accountNumber}`] });
    await flush();
    login();
    await flush();
    actor.send({ type: 'account.select', accountNumber: '999' });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    actor.send({ type: 'account.select', accountNumber: '100000000002' });
    await flush();
    expect(actor.getSnapshot().context.account?.accountNumber).toBe('100000000002');
    expect(actor.getSnapshot().context.rights).toEqual(['Rights-100000000002']);
    expect(log.slice(-2)).toEqual(['storeAccount 100000000002', 'storeSession']);
  });

  it('logs out explicitly: the server is told, the browser cleared, the login page shown', async () => {
    const { actor, log, ended, login } = start();
    await flush();
    login();
    await flush();
    actor.send({ type: 'session.logout' });
    await flush();
    expect(ended).toEqual(['logout']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.endReason).toBe('logout');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(log.slice(-2)).toEqual(['clearSession', 'goToLogin']);
  });

  it('times out after 30 idle minutes, remembering why for the expired popup', async () => {
    const { actor, clock, ended, login } = start();
    await flush();
    login();
    await flush();
    clock.increment(sessionTimes.idleLimitMs);
    await flush();
    clock.increment(sessionTimes.popupAutoLogoutMs - sessionTimes.idleLimitMs);
    await flush();
    expect(ended).toEqual(['timeout']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.endReason).toBe('timeout');
    actor.send({ type: 'session.dismissNotice' });
    expect(actor.getSnapshot().context.endReason).toBeNull();
  });

  it('ends the session when the token refresh fails', async () => {
    const { actor, ended, login } = start();
    await flush();
    login();
    await flush();
    actor.send({ type: 'session.expired', reason: 'refreshFailed' });
    await flush();
    expect(ended).toEqual(['refreshFailed']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('signs in with no linked account and no rights', async () => {
    const { actor, login } = start({ accounts: [] });
    await flush();
    login();
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(actor.getSnapshot().context.rights).toEqual([]);
  });
});
