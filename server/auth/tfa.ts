/**
 * Two-factor codes: six digits, stored as an HMAC under the server key, single use, valid for 10
 * minutes, replaced by a new send, void after 5 wrong entries. Delivered through the development
 * outbox; the code is in the outbox message (and its log line) and nowhere else.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { deliver, maskPhone } from '../outbox.ts';
import { maskEmail } from '../../src/domain/fields.ts';
import { ApiError } from '../http/errors.ts';
import type { UserRow } from './sessions.ts';
import { sixDigitCode } from './tokens.ts';
import { sessionLimits } from '../../src/domain/session.ts';

const tfaOutboxKind = 'tfa-code';

function codeDigest(ctx: ServerContext, userId: string, code: string): string {
  return ctx.tokens.digest('tfa-code', `${userId}:${code}`);
}

export function tfaChannels(user: UserRow): { channel: 'email' | 'sms'; destination: string }[] {
  const channels: { channel: 'email' | 'sms'; destination: string }[] = [{ channel: 'email', destination: maskEmail(user.email) }];
  if (user.phone) channels.push({ channel: 'sms', destination: maskPhone(user.phone) });
  return channels;
}

export async function sendTfaCode(ctx: ServerContext, log: FastifyBaseLogger, user: UserRow, channel: 'email' | 'sms'): Promise<string> {
  const now = ctx.now();
  const address = channel === 'email' ? user.email : user.phone;
  if (!address) throw new ApiError(400, 'VLD002', 'No mobile number is registered for text messages; choose e-mail.');
  const since = new Date(now.getTime() - sessionLimits.throttleWindowMinutes * 60_000);
  const [sent] = await ctx.db
    .select({ n: count() })
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.userId, user.id), eq(t.outboxMessages.kind, tfaOutboxKind), gt(t.outboxMessages.createdAt, since)));
  if ((sent?.n ?? 0) >= sessionLimits.tfaMaxSends) throw new ApiError(429, 'GEN015');

  const code = sixDigitCode();
  const minutes = sessionLimits.tfaCodeSeconds / 60;
  const values = {
    codeHash: codeDigest(ctx, user.id, code),
    channel,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLimits.tfaCodeSeconds * 1000),
    usedAt: null,
    attempts: 0,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(t.tfaCodes).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: t.tfaCodes.userId, set: values });
    await deliver(ctx, tx, log, {
      userId: user.id,
      channel,
      address,
      subject: 'Your verification code',
      body:
        channel === 'sms'
          ? `Your customer portal verification code is ${code}. It expires in ${minutes} minutes.`
          : `Your customer portal verification code is ${code}. It expires in ${minutes} minutes. If you did not try to sign in, change your password.`,
      kind: tfaOutboxKind,
    });
  });
  return channel === 'email' ? maskEmail(address) : maskPhone(address);
}

/** Checks a code; consumes it when right. Throws TFA001, TFA002 or TFA003. */
export async function verifyTfaCode(ctx: ServerContext, user: UserRow, code: string): Promise<void> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(t.tfaCodes).where(eq(t.tfaCodes.userId, user.id));
  if (!row || row.usedAt || row.expiresAt <= now) throw new ApiError(401, 'TFA002');
  if (row.attempts >= sessionLimits.tfaMaxAttempts) throw new ApiError(401, 'TFA003');

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeDigest(ctx, user.id, code));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const [counted] = await ctx.db
      .update(t.tfaCodes)
      .set({ attempts: sql`${t.tfaCodes.attempts} + 1` })
      .where(and(eq(t.tfaCodes.id, row.id), eq(t.tfaCodes.codeHash, row.codeHash)))
      .returning({ attempts: t.tfaCodes.attempts });
    throw new ApiError(401, (counted?.attempts ?? 0) >= sessionLimits.tfaMaxAttempts ? 'TFA003' : 'TFA001');
  }
  // Single use: of two requests with the right code, one wins.
  const [claimed] = await ctx.db
    .update(t.tfaCodes)
    .set({ usedAt: now })
    .where(and(eq(t.tfaCodes.id, row.id), eq(t.tfaCodes.codeHash, row.codeHash), isNull(t.tfaCodes.usedAt), lt(t.tfaCodes.attempts, sessionLimits.tfaMaxAttempts)))
    .returning({ id: t.tfaCodes.id });
  if (!claimed) throw new ApiError(401, 'TFA002');
}
