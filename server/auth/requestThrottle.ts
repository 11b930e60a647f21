/**
 * Per-IP throttles of the registration, recovery and guest calls (registrationThrottles in
 * src/domain/registration.ts) and of the pre-login payment calls (paymentThrottles in
 * src/domain/payment.ts): within a 15-minute window, a bucket allows `limit` counted requests from
 * one address; beyond that the call answers 429 GEN015 until the window has moved on. Buckets
 * that count `all` count every accepted request; `failures` buckets count refusals only (wrong
 * details, expired links), so a customer who gets it right is never slowed down.
 *
 * Requests refused as bad input (400) are validated before the throttle and never counted.
 */
import { and, count, eq, gt } from 'drizzle-orm';
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

async function hits(ctx: ServerContext, bucket: ThrottleBucket, ip: string): Promise<number> {
  const since = new Date(ctx.now().getTime() - windowMs);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(t.requestEvents)
    .where(and(eq(t.requestEvents.bucket, bucket), eq(t.requestEvents.ip, ip), gt(t.requestEvents.createdAt, since)));
  return row?.n ?? 0;
}

async function hit(ctx: ServerContext, bucket: ThrottleBucket, ip: string): Promise<void> {
  await ctx.db.insert(t.requestEvents).values({ bucket, ip, createdAt: ctx.now() });
}

/**
 * Runs `work` under the bucket's throttle: refuses with 429 GEN015 when the address has used up the
 * bucket, counts the request (all) or its refusal (failures: wrong details or an unknown key).
 */
export async function throttled<T>(ctx: ServerContext, bucket: ThrottleBucket, ip: string, work: () => Promise<T>): Promise<T> {
  const rule = rules[bucket];
  if ((await hits(ctx, bucket, ip)) >= rule.limit) throw new ApiError(429, 'GEN015');
  if (rule.counts === 'all') await hit(ctx, bucket, ip);
  try {
    return await work();
  } catch (error) {
    if (rule.counts === 'failures' && error instanceof ApiError && guessCodes.has(error.msgcode)) await hit(ctx, bucket, ip);
    throw error;
  }
}
