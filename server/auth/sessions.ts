/**
 * Sessions: a family per sign-in, short-lived access tokens carrying the family id, and rotating
 * refresh tokens (stored hashed, single use). A refresh token presented a second time means it was
 * copied: the whole family is revoked, so both the thief and the victim must sign in again.
 *
 * Lost replies: a refresh whose reply never arrives (the page reloaded or navigated while it ran,
 * the connection dropped) has rotated the token on the server while the browser keeps the old one.
 * Presented again within `sessionLimits.refreshReuseGraceSeconds` of its use, while no token of the
 * family has been used since, the old token gets a new one of the same family instead of ending it.
 * Whenever a token of a family is exchanged, the family's other unused tokens (the lost ones) are
 * revoked, so a family has one live refresh token again.
 *
 * Concurrency: the rotation claims the old token with one conditional UPDATE (`used_at is null`),
 * so of several requests presenting the same token exactly one claims it; the others are answered
 * by the grace rule above. The portal runs one refresh at a time anyway, across tabs too (its
 * token-refresh machine queues the requests that wait for it; tabs take a Web Lock).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { refreshCookieName } from '../../src/domain/calls.ts';
import { sessionLimits, type LoginData, type SessionUser, type TfaDetails } from '../../src/domain/session.ts';
import { randomToken, sha256Hex } from './tokens.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Db | Tx;
export type UserRow = typeof t.users.$inferSelect;

export function fullName(user: Pick<UserRow, 'firstName' | 'middleName' | 'lastName'>): string {
  return [user.firstName, user.middleName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** A migrated user who has not reset the password yet gets no session (document 1 section 4). */
export function isPendingMigration(user: UserRow): boolean {
  return user.isMigrated && user.mustResetPassword;
}

/** `lastLogin` is the sign-in before this one (what "last signed in" shows), or null. */
export function sessionUser(user: UserRow, lastLogin: Date | null = user.lastLoginAt): SessionUser {
  return {
    uuid: user.id,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phone ?? '',
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    fullName: fullName(user),
    personas: user.personas,
    tfa: user.tfa,
    isMigratedUser: isPendingMigration(user),
    lastLogin: lastLogin ? lastLogin.toISOString() : null,
    isAgent: user.isAgent,
  };
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  familyId: string;
}

export interface SessionOptions {
  isSupport: boolean;
  agentUserId: string | null;
}

function accessToken(ctx: ServerContext, userId: string, familyId: string, options: SessionOptions, now: Date) {
  return ctx.tokens.issueAccess(
    { uuid: userId, familyId, isSupportLogin: options.isSupport, agentUuid: options.agentUserId },
    now,
    sessionLimits.accessTokenSeconds,
  );
}

async function insertRefreshToken(ex: Executor, familyId: string, now: Date): Promise<string> {
  const token = randomToken();
  await ex.insert(t.refreshTokens).values({
    familyId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLimits.refreshTokenSeconds * 1000),
  });
  return token;
}

/** Opens a session family with its first access and refresh tokens. */
export async function issueSession(ctx: ServerContext, ex: Executor, userId: string, options: SessionOptions): Promise<IssuedTokens> {
  const now = ctx.now();
  const familyId = randomUUID();
  await ex.insert(t.sessionFamilies).values({ id: familyId, userId, isSupport: options.isSupport, agentUserId: options.agentUserId, createdAt: now });
  const refreshToken = await insertRefreshToken(ex, familyId, now);
  return { accessToken: accessToken(ctx, userId, familyId, options, now), refreshToken, expiresIn: sessionLimits.accessTokenSeconds, familyId };
}

/** Ends a family: its refresh tokens stop working, and auth.ts refuses its access tokens. */
export async function revokeFamily(ex: Executor, familyId: string, reason: 'logout' | 'reuse' | 'password-reset', now: Date): Promise<void> {
  await ex.update(t.sessionFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(eq(t.sessionFamilies.id, familyId), isNull(t.sessionFamilies.revokedAt)));
  await ex.update(t.refreshTokens).set({ revokedAt: now }).where(and(eq(t.refreshTokens.familyId, familyId), isNull(t.refreshTokens.revokedAt)));
}

export type RotationResult =
  | { ok: true; tokens: IssuedTokens; user: UserRow; isSupport: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reuse'; familyId?: string };

/** Exchanges a refresh token for new tokens of the same family (see the file comment). */
export async function rotateRefreshToken(ctx: ServerContext, token: string): Promise<RotationResult> {
  const now = ctx.now();
  const hash = sha256Hex(token);
  return ctx.db.transaction(async (tx): Promise<RotationResult> => {
    const [claimed] = await tx
      .update(t.refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(t.refreshTokens.tokenHash, hash), isNull(t.refreshTokens.usedAt), isNull(t.refreshTokens.revokedAt), gt(t.refreshTokens.expiresAt, now)))
      .returning();
    if (claimed) {
      // The tokens of lost replies (see the file comment) are not needed any more.
      await tx
        .update(t.refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(t.refreshTokens.familyId, claimed.familyId), ne(t.refreshTokens.id, claimed.id), isNull(t.refreshTokens.usedAt), isNull(t.refreshTokens.revokedAt)));
      return continueFamily(ctx, tx, claimed.familyId, now);
    }
    const [row] = await tx.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, hash));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked', familyId: row.familyId };
    if (row.usedAt) {
      if (await isLostReply(tx, row, now)) return continueFamily(ctx, tx, row.familyId, now);
      await revokeFamily(tx, row.familyId, 'reuse', now);
      return { ok: false, reason: 'reuse', familyId: row.familyId };
    }
    return { ok: false, reason: 'expired', familyId: row.familyId };
  });
}

/**
 * A used token presented again within the grace period, while no token of its family was used after
 * it: its reply was lost, most likely (see the file comment).
 */
async function isLostReply(tx: Tx, row: typeof t.refreshTokens.$inferSelect, now: Date): Promise<boolean> {
  if (!row.usedAt || now.getTime() - row.usedAt.getTime() > sessionLimits.refreshReuseGraceSeconds * 1000) return false;
  const [usedSince] = await tx
    .select({ id: t.refreshTokens.id })
    .from(t.refreshTokens)
    .where(and(eq(t.refreshTokens.familyId, row.familyId), gt(t.refreshTokens.id, row.id), isNotNull(t.refreshTokens.usedAt)))
    .limit(1);
  return !usedSince;
}

/** New access and refresh tokens of a family that is still in force. */
async function continueFamily(ctx: ServerContext, tx: Tx, familyId: string, now: Date): Promise<RotationResult> {
  const [found] = await tx
    .select({ family: t.sessionFamilies, user: t.users })
    .from(t.sessionFamilies)
    .innerJoin(t.users, eq(t.users.id, t.sessionFamilies.userId))
    .where(eq(t.sessionFamilies.id, familyId));
  if (!found || found.family.revokedAt) return { ok: false, reason: 'revoked', familyId };
  const options = { isSupport: found.family.isSupport, agentUserId: found.family.agentUserId };
  const refreshToken = await insertRefreshToken(tx, familyId, now);
  return {
    ok: true,
    user: found.user,
    isSupport: found.family.isSupport,
    tokens: {
      accessToken: accessToken(ctx, found.user.id, familyId, options, now),
      refreshToken,
      expiresIn: sessionLimits.accessTokenSeconds,
      familyId,
    },
  };
}

const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;

export function setRefreshCookie(reply: FastifyReply, token: string) {
  reply.setCookie(refreshCookieName, token, { ...cookieOptions, maxAge: sessionLimits.refreshTokenSeconds });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, cookieOptions);
}

export interface LoginDataParts {
  tokens?: IssuedTokens;
  tfaDetails?: TfaDetails | null;
  twoFactorAuthenticate: boolean;
  isSupportLogin?: boolean;
  guestLinked?: boolean;
}

/** LoginData as the portal reads it; tokens empty where no session was opened. */
export function loginData(user: SessionUser, parts: LoginDataParts): LoginData {
  return {
    accessToken: parts.tokens?.accessToken ?? '',
    refreshToken: parts.tokens?.refreshToken ?? '',
    expiresIn: parts.tokens?.expiresIn ?? 0,
    user,
    tfaDetails: parts.tfaDetails ?? null,
    customAttribute: {
      isMigratedUser: user.isMigratedUser,
      token: '',
      twoFactorAuthenticate: parts.twoFactorAuthenticate,
      isSupportLogin: parts.isSupportLogin ?? false,
      guestLinked: parts.guestLinked ?? false,
    },
  };
}
