/**
 * Signed tokens (node:crypto HMAC-SHA256) and random secrets.
 *
 * Access tokens, two-factor tokens, account validation and guest payment tokens are `<kind>.<payload>.<signature>`
 * (base64url JSON payload), checked without a database read; the access token's session family is
 * then checked against the database (auth.ts), so a revoked family ends its access tokens at once.
 * Refresh tokens, one-time authentication tokens and the keys of e-mailed links are random and
 * stored only as SHA-256 digests.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** The signed-in user. */
  uuid: string;
  /** The session family (revoked together on logout or refresh-token reuse). */
  familyId: string;
  isSupportLogin: boolean;
  /** The agent behind a support session. */
  agentUuid: string | null;
}

export interface TfaClaims {
  uuid: string;
  /** A pending guest invitation to link once the second factor is done. */
  guestInvitationId: number | null;
}

/** What account validation proved: the account (and its customer number) a registration or link may use. */
export interface ValidationClaims {
  accountId: number;
  accountNumber: string;
  customerNumber: string;
}

/** What guest account validation for payments proved: the account a guest payment may pay. */
export interface GuestPaymentClaims {
  accountId: number;
  accountNumber: string;
}

type Kind = 'at' | 'tfa' | 'va' | 'gp';
interface Envelope<T> {
  kind: Kind;
  iat: number;
  exp: number;
  jti: string;
  claims: T;
}

/** A random token for links and cookies: 32 bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code, uniformly drawn. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Access tokens whose signature was checked, kept at most (the oldest go first). */
const verifiedAccessCapacity = 10_000;

export class TokenSigner {
  readonly #key: Buffer;
  /**
   * Access tokens this signer has verified, with their expiry and claims: a signed-in client sends
   * the same token with every call, and checking its HMAC and decoding it again each time was about
   * 7% of a warm read's CPU. Only tokens that passed the check are kept (a forged one cannot get
   * in: its bytes are the key), and the expiry is still compared with the clock at every call.
   */
  readonly #verifiedAccess = new Map<string, { exp: number; claims: AccessClaims }>();

  constructor(secret: string | Buffer) {
    // Derive a fixed-length key so any secret length gives the same HMAC strength.
    this.#key = createHash('sha256').update('utility-portal/token/v1').update(secret).digest();
  }

  #sign(data: string): string {
    return createHmac('sha256', this.#key).update(data).digest('base64url');
  }

  /** HMAC of a short secret (two-factor codes) under the server key, hex. */
  digest(purpose: string, value: string): string {
    return createHmac('sha256', this.#key).update(`${purpose}\u0000${value}`).digest('hex');
  }

  #issue<T>(kind: Kind, claims: T, now: Date, lifetimeSeconds: number): string {
    const iat = Math.floor(now.getTime() / 1000);
    const envelope: Envelope<T> = { kind, iat, exp: iat + lifetimeSeconds, jti: randomToken(12), claims };
    const payload = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${kind}.${payload}.${this.#sign(`${kind}.${payload}`)}`;
  }

  #verify<T>(kind: Kind, token: string, now: Date): T | null {
    const envelope = this.#open<T>(kind, token);
    return envelope && envelope.exp > now.getTime() / 1000 ? envelope.claims : null;
  }

  /** The envelope of a token of `kind` whose signature holds (expired or not), else null. */
  #open<T>(kind: Kind, token: string): Envelope<T> | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== kind) return null;
    const [, payload = '', signature = ''] = parts;
    const expected = Buffer.from(this.#sign(`${kind}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Envelope<T>;
      if (envelope.kind !== kind || typeof envelope.exp !== 'number') return null;
      return envelope;
    } catch {
      return null;
    }
  }

  issueAccess(claims: AccessClaims, now: Date, lifetimeSeconds: number): string {
    return this.#issue('at', claims, now, lifetimeSeconds);
  }

  verifyAccess(token: string, now: Date): AccessClaims | null {
    let verified = this.#verifiedAccess.get(token);
    if (!verified) {
      const envelope = this.#open<AccessClaims>('at', token);
      const claims = envelope?.claims;
      if (!envelope || !claims || typeof claims.uuid !== 'string' || typeof claims.familyId !== 'string') return null;
      verified = { exp: envelope.exp, claims: Object.freeze(claims) };
      if (this.#verifiedAccess.size >= verifiedAccessCapacity) this.#verifiedAccess.delete(this.#verifiedAccess.keys().next().value!);
      this.#verifiedAccess.set(token, verified);
    }
    return verified.exp > now.getTime() / 1000 ? verified.claims : null;
  }

  issueTfa(claims: TfaClaims, now: Date, lifetimeSeconds: number): string {
    return this.#issue('tfa', claims, now, lifetimeSeconds);
  }

  verifyTfa(token: string, now: Date): TfaClaims | null {
    const claims = this.#verify<TfaClaims>('tfa', token, now);
    return claims && typeof claims.uuid === 'string' ? claims : null;
  }

  /** The validation token of account validation (registration and account link carry it back). */
  issueValidation(claims: ValidationClaims, now: Date, lifetimeSeconds: number): string {
    return this.#issue('va', claims, now, lifetimeSeconds);
  }

  /**
   * The guest payment token of ValidateAccountForPayments (a weaker proof than registration's
   * validation: its own kind, so neither is accepted in place of the other).
   */
  issueGuestPayment(claims: GuestPaymentClaims, now: Date, lifetimeSeconds: number): string {
    return this.#issue('gp', claims, now, lifetimeSeconds);
  }

  verifyGuestPayment(token: string, now: Date): GuestPaymentClaims | null {
    const claims = this.#verify<GuestPaymentClaims>('gp', token, now);
    return claims && typeof claims.accountId === 'number' && typeof claims.accountNumber === 'string' ? claims : null;
  }

  verifyValidation(token: string, now: Date): ValidationClaims | null {
    const claims = this.#verify<ValidationClaims>('va', token, now);
    return claims && typeof claims.accountId === 'number' && typeof claims.accountNumber === 'string' && typeof claims.customerNumber === 'string'
      ? claims
      : null;
  }
}
