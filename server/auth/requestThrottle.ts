/**
 * Per-IP throttles of the registration, recovery and guest calls (registrationThrottles in
 * src/domain/registration.ts) and of the pre-login payment calls (paymentThrottles in
 * src/domain/payment.ts): within a 15-minute window, a bucket allows `limit` counted requests from
 * one address; beyond that the call answers 429 GEN015 until the window has moved on. Buckets
 * that count `all` count every accepted request; `failures` buckets count refusals only (wrong
 * details, expired links), so a customer who gets it right is never slowed down. The card and bank
 * account checks have their own limits, per user and per IP (payments/methodChecks.ts).
 *
 * Counted atomically, on PGlite and on a PostgreSQL server shared by several processes: a request
 * first reserves its hit (one insert, committed at once), then counts the hits of the window, its
 * own included; over the limit it takes its hit back and is refused. Every hit inserted before a
 * count is seen by it, so of N requests at the same moment at most `limit` are let through, and a
 * `failures` bucket never holds more than `limit` failures. A reserved hit that turns out not to
 * count (a success in a `failures` bucket) is taken back when the work is done.
 *
 * Requests refused as bad input (400) are validated before the throttle and never counted.
 */
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageCode } from '../../src/domain/errors.ts';
import { registrationLimits, registrationThrottles, type ThrottleBucket as RegistrationBucket } from '../../src/domain/registration.ts';
import { paymentThrottles, type PaymentThrottleBucket } from '../../src/domain/payment.ts';

/** Buckets of registration, recovery and guests (registration.ts) and of pre-login payments (payment.ts). */
export type ThrottleBucket = RegistrationBucket | PaymentThrottleBucket;
const rules: Record<ThrottleBucket, { limit: number; counts: 'all' | 'failures' }> = { ...registrationThrottles, ...paymentThrottles };

const windowMs = registrationLimits.throttleWindowMinutes * 60_000;

/** Refusals a `failures` bucket counts: wrong details and unknown or used keys (guessing), not a weak password. */
const guessCodes: ReadonlySet<MessageCode> = new Set<MessageCode>(['GEN014', 'REG001', 'ACT001', 'RST001', 'GINV001', 'PAY_METER_NOT_FOUND', 'PAY_GUEST_EXPIRED']);

/** Who a hit is counted against: the address, and the signed-in user when a limit is per user too. */
export interface HitSubject {
  ip: string;
  userId?: string | null;
}

/** Limits of one bucket within its window: per address, and per user when given. */
export interface HitLimits {
  perIp: number;
  perUser?: number;
  windowMs: number;
}

/** A reserved hit: `takeBack` removes it (the request turned out not to count). */
export interface Hit {
  takeBack(): Promise<void>;
}

/**
 * Reserves one hit of `bucket` for the subject; answers null (having taken it back) when the hits of
 * the window, this one included, are over a limit.
 */
export async function reserveHit(ctx: ServerContext, bucket: string, subject: HitSubject, limits: HitLimits): Promise<Hit | null> {
  const now = ctx.now();
  const [hit] = await ctx.db
    .insert(t.requestEvents)
    .values({ bucket, ip: subject.ip, userId: subject.userId ?? null, createdAt: now })
    .returning({ id: t.requestEvents.id });
  const takeBack = async () => {
    await ctx.db.delete(t.requestEvents).where(eq(t.requestEvents.id, hit!.id));
  };
  const since = new Date(now.getTime() - limits.windowMs);
  const hitsWhere = async (who: SQL) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(t.requestEvents)
      .where(and(eq(t.requestEvents.bucket, bucket), who, gt(t.requestEvents.createdAt, since)));
    return row?.n ?? 0;
  };
  const over =
    (await hitsWhere(eq(t.requestEvents.ip, subject.ip))) > limits.perIp ||
    (limits.perUser !== undefined && subject.userId ? (await hitsWhere(eq(t.requestEvents.userId, subject.userId))) > limits.perUser : false);
  if (over) {
    await takeBack();
    return null;
  }
  return { takeBack };
}

/**
 * Runs `work` under the bucket's throttle: refuses with 429 GEN015 when the address has used up the
 * bucket; counts the request (all) or only its refusal (failures: wrong details or an unknown key).
 */
export async function throttled<T>(ctx: ServerContext, bucket: ThrottleBucket, ip: string, work: () => Promise<T>): Promise<T> {
  const rule = rules[bucket];
  const hit = await reserveHit(ctx, bucket, { ip }, { perIp: rule.limit, windowMs });
  if (!hit) throw new ApiError(429, 'GEN015');
  if (rule.counts === 'all') return work();
  try {
    const result = await work();
    await hit.takeBack();
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && guessCodes.has(error.msgcode))) await hit.takeBack();
    throw error;
  }
}
