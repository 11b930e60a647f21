/**
 * Notification inbox service area: the unread count behind the bell badge, the unread messages'
 * subjects the bell leads to, and the dashboard notification total. The message list, detail and
 * reply calls come with the inbox itself.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { inboxCalls } from '../../src/domain/calls.ts';
import {
  dashboardNotificationQuerySchema,
  inboxCategories,
  unreadBodySchema,
  unreadMessagesLimit,
  type DashboardNotificationData,
  type UnreadMessage,
  type UnreadReply,
} from '../../src/domain/inbox.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkedAccount } from '../accounts.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { noQuerySchema, validate } from '../http/validation.ts';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function inboxArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    app.post(inboxCalls.unread, { preHandler: auth.required }, async (request) => {
      validate(noQuerySchema, request.query, 'query');
      const body = validate(unreadBodySchema, request.body, 'body');
      const conditions: SQL[] = [eq(t.inboxMessages.userId, sessionOf(request).uuid), eq(t.inboxMessages.isRead, false)];
      if (body.categories.length && !body.categories.includes(inboxCategories.all)) conditions.push(inArray(t.inboxMessages.category, body.categories));
      const search = body.searchString.trim();
      if (search) conditions.push(or(ilike(t.inboxMessages.subject, likePattern(search)), ilike(t.inboxMessages.body, likePattern(search)))!);
      const [row] = await ctx.db.select({ n: count() }).from(t.inboxMessages).where(and(...conditions));
      return ok<UnreadReply>({ data: { totalUnreadCount: row?.n ?? 0 } });
    });

    app.get(inboxCalls.unreadMessages, { preHandler: auth.required }, async (request) => {
      validate(noQuerySchema, request.query, 'query');
      const rows = await ctx.db
        .select({ message: t.inboxMessages, accountNumber: t.serviceAccounts.accountNumber })
        .from(t.inboxMessages)
        .leftJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.inboxMessages.accountId))
        .where(and(eq(t.inboxMessages.userId, sessionOf(request).uuid), eq(t.inboxMessages.isRead, false)))
        .orderBy(desc(t.inboxMessages.createdAt), desc(t.inboxMessages.id))
        .limit(unreadMessagesLimit);
      return ok<UnreadMessage[]>(
        rows.map(({ message, accountNumber }) => ({
          messageId: message.id,
          subject: message.subject,
          category: message.category,
          receivedAt: message.createdAt.toISOString(),
          accountNumber,
        })),
      );
    });

    app.get(inboxCalls.dashboardNotification, { preHandler: auth.required }, async (request) => {
      const query = validate(dashboardNotificationQuerySchema, request.query, 'query');
      const session = sessionOf(request);
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      const [row] = await ctx.db
        .select({ n: count() })
        .from(t.inboxMessages)
        .where(
          and(
            eq(t.inboxMessages.userId, session.uuid),
            eq(t.inboxMessages.isRead, false),
            or(eq(t.inboxMessages.accountId, account.id), isNull(t.inboxMessages.accountId)),
          ),
        );
      return ok<DashboardNotificationData>({ totalNotification: row?.n ?? 0 });
    });
  };
}
