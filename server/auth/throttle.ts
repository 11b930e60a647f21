/**
 * Sign-in throttling (DESIGN.md "Security and data safety"): per user id, 5 failures within 15
 * minutes lock it for 15 minutes (LOG010); per IP address, 20 failures within 15 minutes refuse every
 * sign-in from it (429 GEN015) until the window has moved on. User ids are counted as typed
 * (lower-cased), known or not, so a lock never tells whether a user id exists.
 */
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Executor } from './sessions.ts';
import { sessionLimits } from '../../src/domain/session.ts';

const windowMs = sessionLimits.throttleWindowMinutes * 60_000;

export type AttemptOutcome = 'success' | 'failure' | 'locked' | 'blocked';

export async function recordAttempt(
  ctx: ServerContext,
  ex: Executor,
  attempt: { userNameKey: string; userId: string | null; ip: string; outcome: AttemptOutcome },
): Promise<void> {
  await ex.insert(t.loginAttempts).values({ ...attempt, createdAt: ctx.now() });
}

/** Failed sign-ins from an IP address within the window (refusals while locked count too). */
export async function ipFailures(ctx: ServerContext, ip: string): Promise<number> {
  const since = new Date(ctx.now().getTime() - windowMs);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(t.loginAttempts)
    .where(and(eq(t.loginAttempts.ip, ip), inArray(t.loginAttempts.outcome, ['failure', 'locked']), gt(t.loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export function isIpBlocked(failures: number): boolean {
  return failures >= sessionLimits.ipMaxFailures;
}

/** The end of the lock on a user id, when it is locked now. */
export async function lockedUntil(ctx: ServerContext, userNameKey: string): Promise<Date | null> {
  const [lock] = await ctx.db.select().from(t.loginLocks).where(eq(t.loginLocks.userNameKey, userNameKey));
  return lock && lock.lockedUntil > ctx.now() ? lock.lockedUntil : null;
}

/**
 * Records a failed sign-in and locks the user id when it reaches the limit. Failures count from
 * the latest of: the start of the window, the end of an earlier lock, the last successful sign-in.
 * Returns true when the user id is locked now.
 */
export async function registerFailure(ctx: ServerContext, attempt: { userNameKey: string; userId: string | null; ip: string }): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await recordAttempt(ctx, tx, { ...attempt, outcome: 'failure' });
    const [lock] = await tx.select().from(t.loginLocks).where(eq(t.loginLocks.userNameKey, attempt.userNameKey));
    const [lastSuccess] = await tx
      .select({ at: t.loginAttempts.createdAt })
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.userNameKey, attempt.userNameKey), eq(t.loginAttempts.outcome, 'success')))
      .orderBy(desc(t.loginAttempts.createdAt))
      .limit(1);
    const since = Math.max(now.getTime() - windowMs, lock?.lockedUntil.getTime() ?? 0, lastSuccess?.at.getTime() ?? 0);
    const [row] = await tx
      .select({ n: count() })
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.userNameKey, attempt.userNameKey), eq(t.loginAttempts.outcome, 'failure'), gt(t.loginAttempts.createdAt, new Date(since))));
    if ((row?.n ?? 0) < sessionLimits.accountMaxFailures) return false;
    const until = new Date(now.getTime() + windowMs);
    await tx
      .insert(t.loginLocks)
      .values({ userNameKey: attempt.userNameKey, lockedUntil: until })
      .onConflictDoUpdate({ target: t.loginLocks.userNameKey, set: { lockedUntil: until } });
    return true;
  });
}
