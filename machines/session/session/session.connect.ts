import type { SnapshotFrom } from 'xstate';
import { effectiveRights, hasRight } from '../../../src/domain/rights.ts';
import type { LoginValues } from '../../../src/domain/credentials.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { Meter, ServiceAccount, SessionUser, TfaChannel, TfaCodeIssue } from '../../../src/domain/session.ts';
import type { sessionMachine } from './session.machine.ts';
import type { LoginFailure, SessionEndReason, SessionEvent } from './session.types.ts';

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'twoFactor' | 'establishing' | 'signedIn' | 'signingOut';

export interface SessionViewModel {
  status: SessionStatus;
  /** A valid session: signed in, second factor done, not a migrated user (document 1 section 4). */
  signedIn: boolean;
  busy: boolean;
  user: SessionUser | null;
  isSupportLogin: boolean;
  accounts: ServiceAccount[];
  account: ServiceAccount | null;
  meter: Meter | null;
  /** Rights in force for the current account (none when its status is 2). */
  rights: string[];
  can: (right: string) => boolean;
  failure: LoginFailure | null;
  tokenRejected: boolean;
  endReason: SessionEndReason | null;
  /** The sign-in form: what was typed and the messages (codes) beside the fields and above them. */
  loginForm: LoginValues & { errors: FieldErrors<keyof LoginValues>; formError: 'VLD001' | null };
  twoFactor: {
    step: 'choosingChannel' | 'sendingCode' | 'awaitingCode' | 'verifyingCode' | null;
    channels: { channel: TfaChannel; destination: string }[];
    destination: string | null;
    /** The channel chosen for the code, the code typed and why it cannot be sent yet. */
    channel: TfaChannel;
    code: string;
    codeError: TfaCodeIssue | null;
  };
  changeLogin: (field: keyof LoginValues, value: string) => void;
  /** Sign in with what was typed (the form's rules first); a guest invitation token to link, if any. */
  login: (guestToken?: string) => void;
  authenticate: (token: string) => void;
  chooseChannel: (channel: TfaChannel) => void;
  /** Send a code to the chosen channel (again, from the code step). */
  sendCode: () => void;
  changeCode: (code: string) => void;
  /** Verify the typed code (six digits first). */
  verifyCode: () => void;
  cancelTwoFactor: () => void;
  selectAccount: (accountNumber: string) => void;
  logout: () => void;
  dismissNotice: () => void;
}

function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('authenticating') || snapshot.matches('exchangingToken')) return 'signingIn';
  if (snapshot.matches('twoFactor')) return 'twoFactor';
  if (snapshot.matches('establishing')) return 'establishing';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signedOut';
}

const twoFactorSteps = ['choosingChannel', 'sendingCode', 'awaitingCode', 'verifyingCode'] as const;

export function connectSession(
  snapshot: SnapshotFrom<typeof sessionMachine>,
  send: (event: SessionEvent) => void,
): SessionViewModel {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const rights = effectiveRights(context.rights, context.account?.status);
  const step = twoFactorSteps.find((name) => snapshot.matches({ twoFactor: name })) ?? null;
  return {
    status,
    signedIn: status === 'signedIn' && context.user !== null && !context.user.isMigratedUser,
    busy: snapshot.hasTag('busy'),
    user: context.user,
    isSupportLogin: context.isSupportLogin,
    accounts: context.accounts,
    account: context.account,
    meter: context.meter,
    rights,
    can: (right) => hasRight(rights, right),
    failure: context.failure,
    tokenRejected: snapshot.hasTag('tokenRejected'),
    endReason: context.endReason,
    loginForm: { ...context.loginForm.values, errors: context.loginForm.errors, formError: context.loginForm.formError },
    twoFactor: {
      step,
      channels: context.tfa?.channels ?? [],
      destination: context.tfaDestination,
      ...context.twoFactorForm,
    },
    changeLogin: (field, value) => send({ type: 'login.change', field, value }),
    login: (guestToken) => send({ type: 'session.login', ...(guestToken ? { guestToken } : {}) }),
    authenticate: (token) => send({ type: 'session.authenticateToken', token }),
    chooseChannel: (channel) => send({ type: 'tfa.choose', channel }),
    sendCode: () => send({ type: 'tfa.send' }),
    changeCode: (code) => send({ type: 'tfa.change', code }),
    verifyCode: () => send({ type: 'tfa.verify' }),
    cancelTwoFactor: () => send({ type: 'session.cancel' }),
    selectAccount: (accountNumber) => send({ type: 'account.select', accountNumber }),
    logout: () => send({ type: 'session.logout' }),
    dismissNotice: () => send({ type: 'session.dismissNotice' }),
  };
}
