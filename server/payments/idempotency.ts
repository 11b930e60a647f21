/**
 * Idempotency of the calls that move money (pay, schedule, guest pay, recharge, guest recharge):
 * every request carries an Idempotency-Key (a UUID). The first request with a key claims it
 * (payment_requests, unique per scope and key) and runs; its reply, success or refusal, is stored
 * with the claim, in the same transaction as the payment itself. A repeat with the same key and the
 * same request answers the stored reply (header idempotent-replayed: true) and never charges again;
 * the same key with another request answers 409 PAY_IDEMPOTENCY_MISMATCH. A repeat that arrives
 * while the first still runs waits for its reply (up to 15 s, then 409 PAY_IN_PROGRESS).
 *
 * The request is compared by a fingerprint that needs no secret, so it survives a restart (and is the
 * same on every server sharing the database, whatever their token keys): the SHA-256 of its canonical
 * JSON with card and bank account numbers reduced to their last four digits and the CVV left out.
 * The table never holds a card number, nor a digest of one that could be searched. A first attempt that died unexpectedly (500) gives its key up; one that
 * crashed the process is taken over after 2 minutes. The gateway charge carries a key derived from
 * the same Idempotency-Key, so even a taken-over attempt is never charged twice.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Executor } from '../auth/sessions.ts';
import { ApiError } from '../http/errors.ts';
import { fail, type Envelope } from '../../src/domain/envelope.ts';

export interface IdempotentRequest {
  /** The user's uuid, or "guest" for pre-login calls. */
  scope: string;
  key: string;
  operation: 'pay' | 'schedule' | 'guest-pay' | 'recharge' | 'guest-recharge' | 'text-pay';
  /** The validated request (compared by digest only). */
  request: unknown;
}

export interface IdempotentReply {
  httpStatus: number;
  envelope: Envelope<unknown>;
  replayed: boolean;
}

/** Stores the successful reply inside the caller's transaction (so payment and reply commit together). */
export type Finish = (ex: Executor, envelope: Envelope<unknown>) => Promise<void>;

const staleAfterMs = 2 * 60_000;
const waitLimitMs = 15_000;
const pollMs = 25;

/** JSON with object keys sorted at every level: equal requests give equal text. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
}

/** Fields whose full value never enters a fingerprint: numbers keep their last four digits, the CVV nothing. */
const secretFields: Record<string, (value: string) => string | undefined> = {
  cardNumber: (value) => `last4:${value.slice(-4)}`,
  bankAccountNumber: (value) => `last4:${value.slice(-4)}`,
  confirmBankAccountNumber: (value) => `last4:${value.slice(-4)}`,
  cvv: () => undefined,
};

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, typeof inner === 'string' && secretFields[key] ? secretFields[key](inner) : withoutSecrets(inner)]),
  );
}

/** The fingerprint of an operation's request (hex SHA-256; no secret, see the file comment). */
function requestFingerprint(operation: IdempotentRequest['operation'], request: unknown): string {
  return createHash('sha256').update(`payment-request\u0000${operation}\u0000${canonicalJson(withoutSecrets(request))}`).digest('hex');
}

export async function runIdempotent(ctx: ServerContext, request: IdempotentRequest, work: (finish: Finish) => Promise<Envelope<unknown>>): Promise<IdempotentReply> {
  const digest = requestFingerprint(request.operation, request.request);
  const started = Date.now();

  const store = async (ex: Executor, id: number, httpStatus: number, envelope: Envelope<unknown>) => {
    await ex
      .update(t.paymentRequests)
      .set({ state: 'done', httpStatus, response: envelope, completedAt: ctx.now() })
      .where(and(eq(t.paymentRequests.id, id), eq(t.paymentRequests.state, 'pending')));
  };

  const run = async (id: number): Promise<IdempotentReply> => {
    try {
      const envelope = await work((ex, result) => store(ex, id, 200, result));
      // Already stored inside the payment's transaction when the work did so; else now.
      await store(ctx.db, id, 200, envelope);
      return { httpStatus: 200, envelope, replayed: false };
    } catch (error) {
      if (error instanceof ApiError) {
        await store(ctx.db, id, error.statusCode, fail(error.statusCode, error.msgcode, error.message));
      } else {
        // Unexpected: give the key up so a retry runs again (the gateway key prevents a second charge).
        await ctx.db.delete(t.paymentRequests).where(and(eq(t.paymentRequests.id, id), eq(t.paymentRequests.state, 'pending'))).catch(() => undefined);
      }
      throw error;
    }
  };

  for (;;) {
    const [claimed] = await ctx.db
      .insert(t.paymentRequests)
      .values({ scope: request.scope, idempotencyKey: request.key, operation: request.operation, requestDigest: digest, state: 'pending', createdAt: ctx.now() })
      .onConflictDoNothing({ target: [t.paymentRequests.scope, t.paymentRequests.idempotencyKey] })
      .returning({ id: t.paymentRequests.id });
    if (claimed) return run(claimed.id);

    const [existing] = await ctx.db
      .select()
      .from(t.paymentRequests)
      .where(and(eq(t.paymentRequests.scope, request.scope), eq(t.paymentRequests.idempotencyKey, request.key)));
    if (!existing) continue; // given up in between: claim it again
    if (existing.operation !== request.operation || existing.requestDigest !== digest) throw new ApiError(409, 'PAY_IDEMPOTENCY_MISMATCH');
    if (existing.state === 'done') {
      return { httpStatus: existing.httpStatus ?? 200, envelope: existing.response as Envelope<unknown>, replayed: true };
    }
    if (existing.createdAt.getTime() < ctx.now().getTime() - staleAfterMs) {
      const [taken] = await ctx.db
        .update(t.paymentRequests)
        .set({ createdAt: ctx.now() })
        .where(and(eq(t.paymentRequests.id, existing.id), eq(t.paymentRequests.state, 'pending'), lt(t.paymentRequests.createdAt, new Date(ctx.now().getTime() - staleAfterMs))))
        .returning({ id: t.paymentRequests.id });
      if (taken) return run(taken.id);
    }
    if (Date.now() - started > waitLimitMs) throw new ApiError(409, 'PAY_IN_PROGRESS');
    await sleep(pollMs);
  }
}
