/**
 * Notification inbox service area: the unread count behind the bell badge and the dashboard
 * notification total. The message list, detail and reply calls come with the inbox itself.
 */
import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { inboxCalls } from '../../src/domain/calls.ts';
import {
  dashboardNotificationQuerySchema,
  inboxCategories,
  unreadBodySchema,
  type DashboardNotificationData,
  type UnreadReply,
} from '../../src/domain/inbox.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkedAccount } from '../accounts.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

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

    route.get(inboxCalls.dashboardNotification, { auth: 'required', query: dashboardNotificationQuerySchema }, async ({ query, session }) => {
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
