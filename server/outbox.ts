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

export interface AlertMessage {
  userId: string;
  accountId: number;
  /** Inbox category (src/domain/inbox.ts inboxCategories). */
  category: number;
  /** The inbox subject: English, put in the reader's language when read (server/utilityWords.ts). */
  subject: string;
  /** The inbox body, in the customer's language. */
  body: string;
  /** The e-mail's and text's subject and body (the customer's language); the inbox's when absent. */
  outgoing?: { subject: string; body: string };
  /** Outbox kind (GET /api/admin/outbox shows them). */
  kind: string;
  /** The user's notification preferences on the account, and where to send. */
  emailNotification: boolean;
  textNotification: boolean;
  email: string;
  phone: string | null;
}

/**
 * An alert to one user about one account (outage alerts, usage alerts): one inbox message, and an
 * e-mail and/or a text message in the outbox as the user's preferences on the account say (a text
 * only when the user has a phone). Returns the inbox message's id.
 */
export async function sendAlertMessage(ctx: ServerContext, ex: Executor, log: FastifyBaseLogger, alert: AlertMessage): Promise<number> {
  const [message] = await ex
    .insert(t.inboxMessages)
    .values({ userId: alert.userId, accountId: alert.accountId, category: alert.category, subject: alert.subject, body: alert.body, createdAt: ctx.now() })
    .returning({ id: t.inboxMessages.id });
  const { subject, body } = alert.outgoing ?? alert;
  const common = { userId: alert.userId, subject, body, kind: alert.kind };
  if (alert.emailNotification) await deliver(ctx, ex, log, { ...common, channel: 'email', address: alert.email });
  if (alert.textNotification && alert.phone) await deliver(ctx, ex, log, { ...common, channel: 'sms', address: alert.phone });
  return message!.id;
}
