import type { SnapshotFrom } from 'xstate';
import { effectiveRights, hasRight } from '../../../src/domain/rights.ts';
import type { Meter, ServiceAccount, SessionUser } from '../../../src/domain/session.ts';
import type { sessionMachine } from './session.machine.ts';
import type { LoginFailure, LoginRequest, SessionEndReason, SessionEvent } from './session.types.ts';

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
  twoFactor: {
    step: 'choosingChannel' | 'sendingCode' | 'awaitingCode' | 'verifyingCode' | null;
    channels: { channel: 'email' | 'sms'; destination: string }[];
    destination: string | null;
  };
  login: (request: LoginRequest) => void;
  authenticate: (token: string) => void;
  sendCode: (channel: 'email' | 'sms') => void;
  verifyCode: (code: string) => void;
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
    twoFactor: { step, channels: context.tfa?.channels ?? [], destination: context.tfaDestination },
    login: (request) => send({ type: 'session.login', request }),
    authenticate: (token) => send({ type: 'session.authenticateToken', token }),
    sendCode: (channel) => send({ type: 'tfa.send', channel }),
    verifyCode: (code) => send({ type: 'tfa.verify', code }),
    cancelTwoFactor: () => send({ type: 'session.cancel' }),
    selectAccount: (accountNumber) => send({ type: 'account.select', accountNumber }),
    logout: () => send({ type: 'session.logout' }),
    dismissNotice: () => send({ type: 'session.dismissNotice' }),
  };
}
