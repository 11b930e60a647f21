/**
 * Notification inbox service area: the unread count behind the bell badge, the unread messages'
 * subjects the bell leads to, and the dashboard notification total. The message list, detail and
 * reply calls come with the inbox itself.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { inboxCalls } from '../../src/domain/calls.ts';
import {
  dashboardNotificationQuerySchema,
  inboxCategories,
  unreadBodySchema,
  unreadMessagesLimit,
  unreadMessagesQuerySchema,
  type DashboardNotificationData,
  type UnreadMessage,
  type UnreadReply,
} from '../../src/domain/inbox.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkInForce } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { utilityWords } from '../utilityWords.ts';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function inboxArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.post(inboxCalls.unread, { auth: 'required', body: unreadBodySchema }, async ({ body, session }) => {
      const conditions: SQL[] = [eq(t.inboxMessages.userId, session.uuid), eq(t.inboxMessages.isRead, false)];
      if (body.categories.length && !body.categories.includes(inboxCategories.all)) conditions.push(inArray(t.inboxMessages.category, body.categories));
      const search = body.searchString.trim();
      if (search) conditions.push(or(ilike(t.inboxMessages.subject, likePattern(search)), ilike(t.inboxMessages.body, likePattern(search)))!);
      const [row] = await ctx.db.select({ n: count() }).from(t.inboxMessages).where(and(...conditions));
      return ok<UnreadReply>({ data: { totalUnreadCount: row?.n ?? 0 } });
    });

    route.get(inboxCalls.unreadMessages, { auth: 'required', query: unreadMessagesQuerySchema }, async ({ query, session }) => {
      const rows = await ctx.db
        .select({ message: t.inboxMessages, accountNumber: t.serviceAccounts.accountNumber })
        .from(t.inboxMessages)
        .leftJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.inboxMessages.accountId))
        .where(and(eq(t.inboxMessages.userId, session.uuid), eq(t.inboxMessages.isRead, false)))
        .orderBy(desc(t.inboxMessages.createdAt), desc(t.inboxMessages.id))
        .limit(unreadMessagesLimit);
      // The utility's messages: subjects in the language asked for.
      const words = await utilityWords(ctx.db, query.language, rows.map(({ message }) => message.subject));
      return ok<UnreadMessage[]>(
        rows.map(({ message, accountNumber }) => ({
          messageId: message.id,
          subject: words(message.subject),
          category: message.category,
          receivedAt: message.createdAt.toISOString(),
          accountNumber,
        })),
      );
    });

    route.get(inboxCalls.dashboardNotification, { auth: 'required', query: dashboardNotificationQuerySchema }, async ({ query, session }) => {
      // One query: the account held in force (else 403) and its unread messages with the user's general ones.
      const [held] = await ctx.db
        .select({
          n: sql<number>`(select count(*)::int from ${t.inboxMessages} where ${and(
            eq(t.inboxMessages.userId, session.uuid),
            eq(t.inboxMessages.isRead, false),
            or(eq(t.inboxMessages.accountId, t.serviceAccounts.id), isNull(t.inboxMessages.accountId)),
          )})`,
        })
        .from(t.userAccounts)
        .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
        .where(and(eq(t.userAccounts.userId, session.uuid), eq(t.serviceAccounts.accountNumber, query.accountNumber), linkInForce(ctx.now())));
      if (!held) throw new ApiError(403, 'GEN403');
      return ok<DashboardNotificationData>({ totalNotification: held.n });
    });
  };
}
