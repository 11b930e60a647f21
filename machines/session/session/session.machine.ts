import { assertEvent, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { personas } from '../../../src/domain/constants.ts';
import { loginCheck } from '../../../src/domain/credentials.ts';
import { isValidForm } from '../../../src/domain/forms.ts';
import { minimumAuthenticationTokenLength, tfaCodeIssue, type LoginData, type ServiceAccount } from '../../../src/domain/session.ts';
import { accountSelectionMachine, type AccountDetails, type AccountSelectionOutput } from '../accountSelection/accountSelection.machine.ts';
import { idleTimeoutMachine } from '../idleTimeout/idleTimeout.machine.ts';
import type {
  LoginFailure,
  LoginForm,
  LoginRequest,
  SessionContext,
  SessionEndReason,
  SessionEvent,
  SessionInput,
  TwoFactorForm,
  SessionTag,
} from './session.types.ts';
import { notProvided, outputParams } from '../../common/effects.ts';

const externalPersonas: number[] = [personas.enterprise, personas.landlord, personas.propertyManager];

/** Failures reach the machine as thrown values; anything else becomes the null-message case. */
function toLoginFailure(error: unknown): LoginFailure {
  if (typeof error === 'object' && error !== null && 'msgcode' in error) {
    const { msgcode, message } = error as { msgcode: unknown; message?: unknown };
    return { msgcode: String(msgcode), message: typeof message === 'string' ? message : '' };
  }
  return { msgcode: 'GEN500', message: '' };
}

type LoginParams = { output: LoginData };

/** What a restore brings back: the sign-in's answer and the account selection's, in one round. */
export type RestoredSession = LoginData & { established: AccountSelectionOutput };

const emptyLoginForm: LoginForm = { values: { userName: '', password: '' }, errors: {}, formError: null };
const emptyTwoFactorForm: TwoFactorForm = { channel: 'email', code: '', codeError: null };

/**
 * The session (document 1 section 4): sign-in with an optional second factor, the token exchange
 * of /authenticate, the migrated-user and external-persona exits, account selection, the signed-in
 * session with its idle timeout, and logout (explicit or by time-out).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    /**
     * A session kept by the refresh cookie (page reload, new tab): the user and, in the same answer,
     * what account selection loads after a sign-in (accounts, the chosen one, its meter, the rights).
     */
    restoreSession: fromPromise<RestoredSession>(notProvided('restoreSession')),
    login: fromPromise<LoginData, LoginRequest>(notProvided('login')),
    sendTfaCode: fromPromise<{ destination: string }, { tfaToken: string; channel: 'email' | 'sms' }>(
      notProvided('sendTfaCode'),
    ),
    verifyTfaCode: fromPromise<LoginData, { tfaToken: string; code: string }>(notProvided('verifyTfaCode')),
    exchangeToken: fromPromise<LoginData, { token: string }>(notProvided('exchangeToken')),
    selectAccount: accountSelectionMachine,
    loadAccountDetails: fromPromise<AccountDetails, { account: ServiceAccount; accounts: ServiceAccount[] }>(
      notProvided('loadAccountDetails'),
    ),
    idleTimeout: idleTimeoutMachine,
    /** Ends the session on the server (audit event 54 on an explicit sign-out). */
    endSession: fromPromise<void, { reason: SessionEndReason; email: string | null }>(notProvided('endSession')),
  },
  actions: {
    /** Keeps the session attributes the pages read (browser storage) and marks two-factor done. */
    storeSession: notProvided('storeSession'),
    storeAccount: notProvided('storeAccount') as (_: unknown, params: { account: ServiceAccount }) => void,
    /** Access token in memory, refresh token in the HttpOnly cookie (set by the server). */
    storeTokens: notProvided('storeTokens') as (_: unknown, params: { data: LoginData }) => void,
    /** Removes tokens and stored profile values, keeping the idle-timer keys. */
    clearSession: notProvided('clearSession'),
    /** After sign-in, to the page asked for; `restored`: the session came back by the refresh cookie. */
    goToReturnPath: notProvided('goToReturnPath') as (_: unknown, params: { restored: boolean }) => void,
    goToTwoFactor: notProvided('goToTwoFactor'),
    goToLogin: notProvided('goToLogin'),
    goToForgotPasswordSuccess: notProvided('goToForgotPasswordSuccess') as (_: unknown, params: { userName: string }) => void,
    goToExperienceSite: notProvided('goToExperienceSite') as (_: unknown, params: { persona: number }) => void,
    recordLoginFailure: notProvided('recordLoginFailure'),
    // Typing keeps the value and clears that field's marker and the form's (document 2 section 5).
    editLogin: assign(({ context, event }) => {
      assertEvent(event, 'login.change');
      const { loginForm } = context;
      return {
        loginForm: { values: { ...loginForm.values, [event.field]: event.value }, errors: { ...loginForm.errors, [event.field]: undefined }, formError: null },
      };
    }),
    showLoginErrors: assign(({ context }) => {
      const check = loginCheck(context.loginForm.values);
      return { loginForm: { ...context.loginForm, errors: check.fields, formError: check.form } };
    }),
    /** Signed in (or sent on): nothing typed stays for the next visitor of the form. */
    clearLoginForm: assign({ loginForm: emptyLoginForm }),
    chooseTfaChannel: assign(({ context, event }) => {
      assertEvent(event, 'tfa.choose');
      return { twoFactorForm: { ...context.twoFactorForm, channel: event.channel } };
    }),
    // A code has digits only: anything else typed is dropped; the marker clears as the user types.
    editTfaCode: assign(({ context, event }) => {
      assertEvent(event, 'tfa.change');
      return { twoFactorForm: { ...context.twoFactorForm, code: event.code.replace(/\D/g, ''), codeError: null } };
    }),
    showTfaCodeError: assign(({ context }) => ({
      twoFactorForm: { ...context.twoFactorForm, codeError: tfaCodeIssue(context.twoFactorForm.code) },
    })),
  },
  guards: {
    isMigratedWithoutToken: (_, { output }: LoginParams) => output.customAttribute.isMigratedUser && !output.customAttribute.token,
    needsSecondFactor: (_, { output }: LoginParams) => output.user.tfa && !output.customAttribute.twoFactorAuthenticate,
    hasOnlyExternalPersona: (_, { output }: LoginParams) => {
      const held = output.user.personas;
      return held.length > 0 && held.every((persona) => externalPersonas.includes(persona));
    },
    isAuthenticationTokenTooShort: ({ event }) => {
      assertEvent(event, 'session.authenticateToken');
      return event.token.trim().length < minimumAuthenticationTokenLength;
    },
    /** The sign-in form's rules (document 2 section 5): the same schemas the server checks. */
    isLoginValid: ({ context }) => isValidForm(loginCheck(context.loginForm.values)),
    isTfaCodeValid: ({ context }) => tfaCodeIssue(context.twoFactorForm.code) === null,
    isLinkedAccount: ({ context, event }) => {
      assertEvent(event, 'account.select');
      return context.accounts.some((account) => account.accountNumber === event.accountNumber);
    },
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, with which account and rights, until they sign out or time out.',
  context: ({ input }) => ({
    ...input,
    user: null,
    isSupportLogin: false,
    tfa: null,
    tfaDestination: null,
    loginForm: emptyLoginForm,
    twoFactorForm: emptyTwoFactorForm,
    accounts: [],
    account: null,
    meter: null,
    rights: [],
    failure: null,
    endReason: null,
    restored: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A reload or a new tab: the refresh cookie may still hold a session.',
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: {
          target: 'signedIn',
          description: 'Restored with its accounts, meter and rights: nothing more to load.',
          actions: [
            assign(({ event }) => {
              const { accounts, account, meter, rights } = event.output.established;
              return {
                user: event.output.user,
                isSupportLogin: event.output.customAttribute.isSupportLogin,
                restored: true,
                accounts,
                account,
                meter,
                rights,
                storedAccountNumber: account?.accountNumber ?? null,
              };
            }),
            { type: 'storeTokens', params: ({ event }) => ({ data: event.output }) },
            enqueueActions(({ context, enqueue }) => {
              if (context.account) enqueue({ type: 'storeAccount', params: { account: context.account } });
            }),
            'storeSession',
            { type: 'goToReturnPath', params: { restored: true } },
          ],
        },
        onError: { target: 'signedOut', description: 'No session to restore.' },
      },
    },

    signedOut: {
      description: 'Nobody is signed in: the login page and the public pages.',
      initial: 'idle',
      on: {
        'login.change': { actions: 'editLogin', description: 'The user types; the field marker clears.' },
        'session.login': [
          { guard: 'isLoginValid', target: 'authenticating', description: 'The user submitted user id and password.' },
          { actions: 'showLoginErrors', description: 'Both empty (VLD001), or a field against its rule: said beside it.' },
        ],
        'session.authenticateToken': [
          {
            guard: 'isAuthenticationTokenTooShort',
            actions: 'goToLogin',
            description: 'A short or missing token goes to /Login.',
          },
          { target: 'exchangingToken', description: 'A token arrived in /authenticate/{token}.' },
        ],
      },
      states: {
        idle: {
          description: 'The login form, with the expired popup after a time-out.',
          on: { 'session.dismissNotice': { actions: assign({ endReason: null }) } },
        },
        failed: { description: 'The last sign-in failed; its message shows.', tags: ['loginError'] },
        tokenRejected: {
          description: 'The authentication token was refused: its message with a Login button.',
          tags: ['tokenRejected'],
        },
      },
    },

    authenticating: {
      description: 'Checking user id and password.',
      tags: ['busy'],
      entry: assign({ failure: null, endReason: null, restored: false }),
      // The fields stay editable while the answer comes; what is typed is kept.
      on: { 'login.change': { actions: 'editLogin' } },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }): LoginRequest => {
          assertEvent(event, 'session.login');
          const { userName, password } = context.loginForm.values;
          return { userName: userName.trim(), password, ...(event.guestToken ? { guestToken: event.guestToken } : {}) };
        },
        onDone: [
          {
            guard: { type: 'isMigratedWithoutToken', params: outputParams },
            target: 'signedOut',
            actions: ['clearLoginForm', { type: 'goToForgotPasswordSuccess', params: ({ event }) => ({ userName: event.output.user.userName }) }],
            description: 'A migrated user must reset the password first.',
          },
          {
            guard: { type: 'needsSecondFactor', params: outputParams },
            target: 'twoFactor',
            actions: [
              'clearLoginForm',
              assign(({ event }) => ({
                user: event.output.user,
                tfa: event.output.tfaDetails,
                // The first channel the server offers is chosen until the user picks another.
                twoFactorForm: { ...emptyTwoFactorForm, channel: event.output.tfaDetails?.channels[0]?.channel ?? emptyTwoFactorForm.channel },
              })),
              'goToTwoFactor',
            ],
            description: 'Two-factor is on: the second factor is not done yet.',
          },
          {
            guard: { type: 'hasOnlyExternalPersona', params: outputParams },
            target: 'signedOut',
            actions: [
              'clearLoginForm',
              { type: 'goToExperienceSite', params: ({ event }) => ({ persona: event.output.user.personas[0] ?? personas.enterprise }) },
            ],
            description: 'Enterprise, Landlord or Property Manager only: their own portal.',
          },
          {
            target: 'establishing',
            actions: [
              'clearLoginForm',
              assign(({ event }) => ({ user: event.output.user, isSupportLogin: event.output.customAttribute.isSupportLogin })),
              { type: 'storeTokens', params: ({ event }) => ({ data: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'signedOut.failed',
          actions: [assign(({ event }) => ({ failure: toLoginFailure(event.error) })), 'recordLoginFailure'],
        },
      },
    },

    twoFactor: {
      description: 'The second-factor step at /authentication: send a code, then verify it.',
      initial: 'choosingChannel',
      on: {
        'session.cancel': {
          target: 'signedOut',
          actions: [assign({ user: null, tfa: null, tfaDestination: null, twoFactorForm: emptyTwoFactorForm }), 'goToLogin'],
          description: 'Back to the login page.',
        },
        'tfa.choose': { actions: 'chooseTfaChannel', description: 'E-mail or text message.' },
        'tfa.change': { actions: 'editTfaCode', description: 'The user types the code; non-digits are dropped.' },
      },
      states: {
        choosingChannel: {
          description: 'The user picks email or text message for the code.',
          on: { 'tfa.send': { target: 'sendingCode' } },
        },
        sendingCode: {
          tags: ['busy'],
          // A new code makes the last code's error moot.
          entry: assign({ failure: null }),
          invoke: {
            id: 'sendTfaCode',
            src: 'sendTfaCode',
            input: ({ context }) => ({ tfaToken: context.tfa?.tfaToken ?? '', channel: context.twoFactorForm.channel }),
            onDone: {
              target: 'awaitingCode',
              actions: assign(({ event }) => ({ tfaDestination: event.output.destination, failure: null })),
            },
            onError: {
              target: 'choosingChannel',
              actions: assign(({ event }) => ({ failure: toLoginFailure(event.error) })),
            },
          },
        },
        awaitingCode: {
          description: 'A six-digit code was sent; it expires in 10 minutes.',
          on: {
            'tfa.verify': [
              { guard: 'isTfaCodeValid', target: 'verifyingCode', description: 'Six digits typed.' },
              { actions: 'showTfaCodeError', description: 'No code, or not six digits: said beside the field.' },
            ],
            'tfa.send': { target: 'sendingCode', description: 'Send a new code.' },
          },
        },
        verifyingCode: {
          tags: ['busy'],
          invoke: {
            id: 'verifyTfaCode',
            src: 'verifyTfaCode',
            input: ({ context }) => ({ tfaToken: context.tfa?.tfaToken ?? '', code: context.twoFactorForm.code }),
            onDone: {
              target: '#session.establishing',
              actions: [
                assign(({ event }) => ({ user: event.output.user, tfa: null, failure: null, twoFactorForm: emptyTwoFactorForm })),
                { type: 'storeTokens', params: ({ event }) => ({ data: event.output }) },
              ],
            },
            onError: {
              target: 'awaitingCode',
              actions: assign(({ event }) => ({ failure: toLoginFailure(event.error) })),
            },
          },
        },
      },
    },

    exchangingToken: {
      description: '/authenticate/{token}: exchanging the token for a session.',
      tags: ['busy'],
      entry: assign({ restored: false }),
      invoke: {
        id: 'exchangeToken',
        src: 'exchangeToken',
        input: ({ event }) => {
          assertEvent(event, 'session.authenticateToken');
          return { token: event.token };
        },
        onDone: {
          target: 'establishing',
          actions: [
            assign(({ event }) => ({ user: event.output.user, isSupportLogin: event.output.customAttribute.isSupportLogin })),
            { type: 'storeTokens', params: ({ event }) => ({ data: event.output }) },
          ],
        },
        onError: {
          target: 'signedOut.tokenRejected',
          actions: assign(({ event }) => ({ failure: toLoginFailure(event.error) })),
        },
      },
    },

    establishing: {
      description: 'Service accounts, the current account, its meter and the role rights load.',
      tags: ['busy'],
      invoke: {
        id: 'selectAccount',
        src: 'selectAccount',
        input: ({ context }) => ({ uuid: context.user?.uuid ?? '', storedAccountNumber: context.storedAccountNumber }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({
              accounts: event.output.accounts,
              account: event.output.account,
              meter: event.output.meter,
              rights: event.output.rights,
              storedAccountNumber: event.output.account?.accountNumber ?? null,
            })),
            'storeSession',
            { type: 'goToReturnPath', params: ({ context }) => ({ restored: context.restored }) },
          ],
        },
      },
      on: {
        'session.logout': { target: 'signingOut', actions: assign({ endReason: 'logout' }) },
      },
    },

    signedIn: {
      description: 'A valid session: the signed-in pages, with the idle timeout running.',
      invoke: {
        id: 'idleTimeout',
        src: 'idleTimeout',
        input: ({ context }) => context.idle,
        onDone: {
          target: 'signingOut',
          actions: assign(({ event }) => ({ endReason: event.output.reason })),
          description: 'Log Out in the dialog, or 30 minutes without activity.',
        },
      },
      initial: 'ready',
      on: {
        'session.logout': {
          target: 'signingOut',
          actions: assign({ endReason: 'logout' }),
          description: 'Sign Out from the user menu.',
        },
        'session.expired': {
          target: 'signingOut',
          actions: assign(({ event }) => ({ endReason: event.reason })),
          description: 'Refresh failed, forbidden, or another tab logged out.',
        },
        'session.authenticateToken': {
          guard: not('isAuthenticationTokenTooShort'),
          target: 'exchangingToken',
          actions: ['clearSession', assign({ accounts: [], account: null, meter: null, rights: [] })],
          description: 'An agent opens a customer sign-on link: the new session replaces this one.',
        },
      },
      states: {
        ready: {
          on: {
            'account.select': {
              guard: 'isLinkedAccount',
              target: 'switchingAccount',
              actions: assign(({ context, event }) => ({
                account: context.accounts.find((account) => account.accountNumber === event.accountNumber) ?? context.account,
              })),
              description: 'The user chose another account in the account selector.',
            },
          },
        },
        switchingAccount: {
          description: 'Meter and rights of the newly chosen account load.',
          tags: ['busy'],
          entry: { type: 'storeAccount', params: ({ context }) => ({ account: context.account! }) },
          invoke: {
            id: 'loadAccountDetails',
            src: 'loadAccountDetails',
            input: ({ context }) => ({ account: context.account!, accounts: context.accounts }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ context, event }) => ({
                  meter: event.output.meter,
                  rights: event.output.rights,
                  storedAccountNumber: context.account?.accountNumber ?? null,
                })),
                'storeSession',
              ],
            },
            onError: { target: 'ready', actions: assign({ meter: null, rights: [] }) },
          },
        },
      },
    },

    signingOut: {
      description: 'Ending the session on the server and clearing this browser.',
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ reason: context.endReason ?? 'logout', email: context.user?.email ?? null }),
        onDone: { target: 'signedOut' },
        // The browser is cleared even when the server cannot be told.
        onError: { target: 'signedOut' },
      },
      exit: [
        'clearSession',
        assign({ user: null, accounts: [], account: null, meter: null, rights: [], isSupportLogin: false, tfa: null, loginForm: emptyLoginForm }),
        'goToLogin',
      ],
    },
  },
});
