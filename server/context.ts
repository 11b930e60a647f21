/**
 * What every service area is built from: the database, the clock (tests move it), the token signer
 * and the portal settings. Made once in buildApp.
 */
import type { Db } from './db/open.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { PortalSettings } from '../src/domain/session.ts';

export interface ServerContext {
  db: Db;
  /** The server's clock: token lifetimes, throttle windows, code expiry and record times. */
  now: () => Date;
  tokens: TokenSigner;
  settings: PortalSettings;
}
