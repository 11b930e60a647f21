import type { LoginData, Meter, ServiceAccount, SessionUser, TfaDetails } from '../../../src/domain/session.ts';
import type { IdleTimeoutInput } from '../idleTimeout/idleTimeout.types.ts';

export interface SessionInput {
  /** Account number kept from an earlier visit. */
  storedAccountNumber: string | null;
  idle: IdleTimeoutInput;
}

/** Why the last session ended: /login shows the expired popup after a timeout. */
export type SessionEndReason = 'logout' | 'timeout' | 'refreshFailed' | 'elsewhere' | 'forbidden';

export interface LoginFailure {
  msgcode: string;
  message: string;
}

export interface LoginRequest {
  userName: string;
  password: string;
  guestToken?: string;
}

export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  isSupportLogin: boolean;
  tfa: TfaDetails | null;
  tfaDestination: string | null;
  accounts: ServiceAccount[];
  account: ServiceAccount | null;
  meter: Meter | null;
  rights: string[];
  failure: LoginFailure | null;
  endReason: SessionEndReason | null;
  /**
   * The session came back by the refresh cookie (a reload, a new tab) rather than a sign-in made on
   * this page: the page opened stays (a /authenticate/{token} link is still exchanged).
   */
  restored: boolean;
}

export type SessionEvent =
  | { type: 'session.login'; request: LoginRequest }
  | { type: 'session.authenticateToken'; token: string }
  | { type: 'tfa.send'; channel: 'email' | 'sms' }
  | { type: 'tfa.verify'; code: string }
  | { type: 'session.cancel' }
  | { type: 'account.select'; accountNumber: string }
  | { type: 'session.logout' }
  | { type: 'session.expired'; reason: Exclude<SessionEndReason, 'logout'> }
  | { type: 'session.retry' }
  | { type: 'session.dismissNotice' };

export type { LoginData };
