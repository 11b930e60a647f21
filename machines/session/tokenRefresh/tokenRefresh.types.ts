export interface TokenRefreshContext {
  /** Requests that failed with 401 and wait for the new token. */
  waiting: string[];
  /** Bumped on every successful refresh; a 401 for an older version is replayed at once. */
  tokenVersion: number;
}

export type TokenRefreshEvent =
  /** A request sent with token `tokenVersion` came back 401. */
  | { type: 'request.unauthorized'; requestId: string; tokenVersion: number }
  /** Refresh now (idle-dialog Continue, auto-login). */
  | { type: 'token.refresh' };

export interface RefreshedTokens {
  accessToken: string;
  expiresIn: number;
}

/** The state tags of the machine. */
export type TokenRefreshTag = 'busy';
