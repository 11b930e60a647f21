import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { LoginValues } from '../../../src/domain/credentials.ts';
import type { LoginData, Meter, ServiceAccount, SessionUser, TfaChannel, TfaCodeIssue, TfaDetails } from '../../../src/domain/session.ts';
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

/** What the login call takes: the typed user id (trimmed) and password, and a guest invitation to link. */
export interface LoginRequest {
  userName: string;
  password: string;
  guestToken?: string;
}

/** The sign-in form: what was typed, and its field and form messages (codes). */
export interface LoginForm {
  values: LoginValues;
  errors: FieldErrors<keyof LoginValues>;
  formError: 'VLD001' | null;
}

/** The second-factor form: where the code goes, the code typed, and why it cannot be sent yet. */
export interface TwoFactorForm {
  channel: TfaChannel;
  code: string;
  codeError: TfaCodeIssue | null;
}

export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  isSupportLogin: boolean;
  tfa: TfaDetails | null;
  tfaDestination: string | null;
  loginForm: LoginForm;
  twoFactorForm: TwoFactorForm;
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
  | { type: 'login.change'; field: keyof LoginValues; value: string }
  | { type: 'session.login'; guestToken?: string }
  | { type: 'session.authenticateToken'; token: string }
  | { type: 'tfa.choose'; channel: TfaChannel }
  | { type: 'tfa.send' }
  | { type: 'tfa.change'; code: string }
  | { type: 'tfa.verify' }
  | { type: 'session.cancel' }
  | { type: 'account.select'; accountNumber: string }
  | { type: 'session.logout' }
  | { type: 'session.expired'; reason: Exclude<SessionEndReason, 'logout'> }
  | { type: 'session.dismissNotice' };

/** The state tags of the machine. */
export type SessionTag = 'busy' | 'loginError' | 'tokenRejected';

export type { LoginData };
