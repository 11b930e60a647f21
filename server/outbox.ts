/**
 * Development delivery of e-mails and text messages: a message is stored in outbox_messages (read
 * with GET /api/admin/outbox) and written as one "outbox: ..." line to the server log, as a console
 * mail backend would. No real e-mail or SMS is sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import type { Executor } from './auth/sessions.ts';

export interface OutgoingMessage {
  userId: string | null;
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  body: string;
  kind: string;
}

export async function deliver(ctx: ServerContext, ex: Executor, log: FastifyBaseLogger, message: OutgoingMessage): Promise<number> {
  const [row] = await ex
    .insert(t.outboxMessages)
    .values({ ...message, createdAt: ctx.now() })
    .returning({ id: t.outboxMessages.id });
  logDelivery(log, row!.id, message);
  return row!.id;
}

/** The "outbox: ..." log line of a stored message. */
export function logDelivery(log: FastifyBaseLogger, outboxId: number, message: OutgoingMessage): void {
  log.info({ outboxId, kind: message.kind, channel: message.channel }, `outbox: ${message.channel} to ${message.address} [${message.kind}] ${message.subject}: ${message.body}`);
}

/** "****4567": the last 4 digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
