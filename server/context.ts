/**
 * What every service area is built from: the database, the clock (tests move it), the token signer,
 * the portal settings, the address e-mailed links start with and the in-memory caches. Made once in
 * buildApp.
 */
import type { Db } from './db/open.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { PortalSettings } from '../src/domain/session.ts';
import type { RoleRights, SessionCache } from './caches.ts';

export interface ServerContext {
  db: Db;
  /** The server's clock: token lifetimes, throttle windows, code expiry and record times. */
  now: () => Date;
  tokens: TokenSigner;
  settings: PortalSettings;
  /**
   * Where the portal is reached, without a trailing slash ("https://portal.example/Portal"): e-mailed
   * links are `${publicUrl}/UserAccountActivation?key=...`. '' gives links relative to the portal.
   */
  publicUrl: string;
  /** Role rights in memory (caches.ts). */
  rights: RoleRights;
  /** Sessions by family id (caches.ts: from memory on the embedded database only). */
  sessions: SessionCache;
}
