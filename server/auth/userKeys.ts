/**
 * Keys of the links the server e-mails: account activation (24 hours) and password reset (60
 * minutes). A key is random, stored only as its SHA-256 digest, and used once: it is claimed with one
 * conditional update, so of two requests with the same key exactly one wins. A new reset key
 * replaces the user's earlier unused ones.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Executor } from './sessions.ts';
import { randomToken, sha256Hex } from './tokens.ts';
import { registrationLimits } from '../../src/domain/registration.ts';

export type KeyPurpose = 'activation' | 'reset';

const lifetimeSeconds: Record<KeyPurpose, number> = {
  activation: registrationLimits.activationKeySeconds,
  reset: registrationLimits.resetKeySeconds,
};

export type UserKeyRow = typeof t.userKeys.$inferSelect;

/** Issues a key; a reset key ends the user's earlier unused reset keys. Returns the key (only ever e-mailed). */
export async function issueUserKey(ctx: ServerContext, ex: Executor, userId: string, purpose: KeyPurpose): Promise<string> {
  const now = ctx.now();
  if (purpose === 'reset') {
    await ex
      .update(t.userKeys)
      .set({ usedAt: now })
      .where(and(eq(t.userKeys.userId, userId), eq(t.userKeys.purpose, purpose), isNull(t.userKeys.usedAt)));
  }
  const key = randomToken();
  await ex.insert(t.userKeys).values({
    userId,
    purpose,
    keyHash: sha256Hex(key),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeSeconds[purpose] * 1000),
  });
  return key;
}

/** The key's row when it is unused and unexpired (without claiming it). */
export async function findLiveKey(ctx: ServerContext, ex: Executor, key: string, purpose: KeyPurpose): Promise<UserKeyRow | undefined> {
  const [row] = await ex
    .select()
    .from(t.userKeys)
    .where(and(eq(t.userKeys.keyHash, sha256Hex(key)), eq(t.userKeys.purpose, purpose), isNull(t.userKeys.usedAt), gt(t.userKeys.expiresAt, ctx.now())));
  return row;
}

/** Claims the key (marks it used) when it is unused and unexpired; undefined otherwise. */
export async function claimKey(ctx: ServerContext, ex: Executor, key: string, purpose: KeyPurpose): Promise<UserKeyRow | undefined> {
  const now = ctx.now();
  const [row] = await ex
    .update(t.userKeys)
    .set({ usedAt: now })
    .where(and(eq(t.userKeys.keyHash, sha256Hex(key)), eq(t.userKeys.purpose, purpose), isNull(t.userKeys.usedAt), gt(t.userKeys.expiresAt, now)))
    .returning();
  return row;
}

/** True when the user has an activation key that can still be used (a registration in progress). */
export async function hasLiveActivationKey(ctx: ServerContext, ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: t.userKeys.id })
    .from(t.userKeys)
    .where(and(eq(t.userKeys.userId, userId), eq(t.userKeys.purpose, 'activation'), isNull(t.userKeys.usedAt), gt(t.userKeys.expiresAt, ctx.now())))
    .limit(1);
  return Boolean(row);
}
