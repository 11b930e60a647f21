/**
 * Sign-in throttling (DESIGN.md "Security and data safety"): per user id, 5 failures within 15
 * minutes lock it for 15 minutes (LOG010); per IP address, 20 failures within 15 minutes refuse every
 * sign-in from it (429 GEN015) until the window has moved on. User ids are counted as typed
 * (lower-cased), known or not, so a lock never tells whether a user id exists.
 *
 * Counted atomically, also across server processes sharing a PostgreSQL database: before its
 * password is checked, a sign-in reserves its attempt (a `pending` row) under transaction-scoped
 * advisory locks of its address and of its user id, so reservations of one address or one user id
 * are decided one at a time. An attempt is let through only while the failures plus the attempts
 * still being checked stay under each limit; beyond that it waits for those to be settled (a burst
 * of right passwords from one address goes through, a few at a time), and once the failures alone
 * reach a limit it is refused. So however many wrong passwords arrive at the same moment, no more
 * than the limit are ever checked. A pending attempt left by a process that died stops counting
 * after two minutes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Executor, Tx } from './sessions.ts';
import { ApiError } from '../http/errors.ts';
import { sessionLimits } from '../../src/domain/session.ts';

const windowMs = sessionLimits.throttleWindowMinutes * 60_000;
/** A pending attempt older than this was left by a process that died. */
const pendingStaleMs = 2 * 60_000;
/** How long an attempt waits for others of its address or user id to be settled. */
const waitLimitMs = 10_000;

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

export interface AttemptSubject {
  userNameKey: string;
  userId: string | null;
  ip: string;
}

/** A sign-in let through to its password check, or refused before it. */
export type Reservation = { id: number } | { refusal: 'blocked' | 'locked' };

/** Decides one attempt's reservation one at a time per address and per user id (transaction-scoped locks). */
async function lockSubjects(tx: Tx, subject: Pick<AttemptSubject, 'ip' | 'userNameKey'>) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal sign-in ip ${subject.ip}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal sign-in user ${subject.userNameKey}`}))`);
}

/** Failures and attempts still being checked, for the address (window) and the user id (since `userSince`). */
async function counts(ctx: ServerContext, ex: Executor, subject: AttemptSubject, now: Date) {
  const windowStart = new Date(now.getTime() - windowMs);
  const freshPending = sql`${t.loginAttempts.outcome} = 'pending' and ${t.loginAttempts.createdAt} > ${new Date(now.getTime() - pendingStaleMs)}`;
  const [ip] = await ex
    .select({
      failures: sql<number>`count(*) filter (where ${t.loginAttempts.outcome} in ('failure', 'locked'))::int`,
      pending: sql<number>`count(*) filter (where ${freshPending})::int`,
    })
    .from(t.loginAttempts)
    .where(and(eq(t.loginAttempts.ip, subject.ip), gt(t.loginAttempts.createdAt, windowStart)));
  const [lock] = await ex.select().from(t.loginLocks).where(eq(t.loginLocks.userNameKey, subject.userNameKey));
  // A user id's failures count from the latest of: the window's start, the end of an earlier lock, the last success.
  const [user] = await ex
    .select({
      lastSuccess: sql<string | null>`max(${t.loginAttempts.createdAt}) filter (where ${t.loginAttempts.outcome} = 'success')`,
    })
    .from(t.loginAttempts)
    .where(and(eq(t.loginAttempts.userNameKey, subject.userNameKey), gt(t.loginAttempts.createdAt, windowStart)));
  const since = new Date(Math.max(windowStart.getTime(), lock?.lockedUntil.getTime() ?? 0, user?.lastSuccess ? new Date(user.lastSuccess).getTime() : 0));
  const [mine] = await ex
    .select({
      failures: sql<number>`count(*) filter (where ${t.loginAttempts.outcome} = 'failure')::int`,
      pending: sql<number>`count(*) filter (where ${freshPending})::int`,
    })
    .from(t.loginAttempts)
    .where(and(eq(t.loginAttempts.userNameKey, subject.userNameKey), gt(t.loginAttempts.createdAt, since)));
  return {
    ipFailures: ip?.failures ?? 0,
    ipPending: ip?.pending ?? 0,
    locked: Boolean(lock && lock.lockedUntil > now),
    userFailures: mine?.failures ?? 0,
    userPending: mine?.pending ?? 0,
  };
}

/**
 * Reserves a sign-in attempt before its password is checked (see the file comment). `callerGone`
 * ends a wait whose caller has hung up (503, sent to nobody): a burst of sign-ins abandoned by
 * their clients must not keep deciding and holding database connections for the 10 s of their wait.
 */
export async function reserveSignIn(ctx: ServerContext, subject: AttemptSubject, callerGone?: AbortSignal): Promise<Reservation> {
  const started = Date.now();
  let waits = 0;
  for (;;) {
    if (callerGone?.aborted) throw new ApiError(503, 'GEN503');
    const decision = await ctx.db.transaction(async (tx): Promise<Reservation | 'wait'> => {
      // Asked again once the database is there: a burst of sign-ins abandoned while they queued
      // for a connection must give it back at once, not each wait for the locks and decide for nobody
      // (after the benchmark's login burst that held every other call for seconds).
      if (callerGone?.aborted) throw new ApiError(503, 'GEN503');
      await lockSubjects(tx, subject);
      const now = ctx.now();
      const n = await counts(ctx, tx, subject, now);
      const record = async (outcome: 'pending' | 'blocked' | 'locked') => {
        const [row] = await tx.insert(t.loginAttempts).values({ ...subject, outcome, createdAt: now }).returning({ id: t.loginAttempts.id });
        return row!.id;
      };
      if (isIpBlocked(n.ipFailures)) return (await record('blocked'), { refusal: 'blocked' });
      if (n.locked) return (await record('locked'), { refusal: 'locked' });
      if (isIpBlocked(n.ipFailures + n.ipPending) || n.userFailures + n.userPending >= sessionLimits.accountMaxFailures) return 'wait';
      return { id: await record('pending') };
    });
    if (decision !== 'wait') return decision;
    // The attempts ahead are being checked: wait for them to be settled, then decide again. The
    // wait grows (20 ms doubling to 320 ms, with jitter) so that a crowd of waiters does not keep
    // the database busy deciding while the attempts ahead of it need it to finish.
    if (Date.now() - started > waitLimitMs) throw new ApiError(429, 'GEN015');
    await sleep(Math.min(320, 20 * 2 ** waits++) * (0.5 + Math.random() / 2), undefined, callerGone ? { signal: callerGone } : undefined).catch(() => undefined);
  }
}

/** A successful sign-in: the reserved attempt becomes a success (the user id's count starts again). */
export async function succeedSignIn(ctx: ServerContext, id: number): Promise<void> {
  await ctx.db.update(t.loginAttempts).set({ outcome: 'success' }).where(eq(t.loginAttempts.id, id));
}

/**
 * A wrong password or an unknown user id: the reserved attempt becomes a failure, and the user id
 * is locked when it reaches the limit. Returns true when the user id is locked now.
 */
export async function failSignIn(ctx: ServerContext, id: number, subject: AttemptSubject): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await lockSubjects(tx, subject);
    await tx.update(t.loginAttempts).set({ outcome: 'failure' }).where(eq(t.loginAttempts.id, id));
    const now = ctx.now();
    const n = await counts(ctx, tx, subject, now);
    if (n.userFailures < sessionLimits.accountMaxFailures) return false;
    const until = new Date(now.getTime() + windowMs);
    await tx
      .insert(t.loginLocks)
      .values({ userNameKey: subject.userNameKey, lockedUntil: until })
      .onConflictDoUpdate({ target: t.loginLocks.userNameKey, set: { lockedUntil: until } });
    return true;
  });
}
