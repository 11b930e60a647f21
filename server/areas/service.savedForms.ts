/**
 * Saved forms (issues 14 and 15, src/domain/savedForms.ts): a service flow saved part-way and resumed
 * later from the tracker's Saved Forms tab. Each user sees only their own; guests (role 8 on every
 * account) may list but not save. Saving and deleting are recorded on the screen "Saved Forms tab".
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { ok } from '../../src/domain/envelope.ts';
import {
  savedFormBodySchema,
  savedFormCalls,
  savedFormCodes,
  savedFormDeleteBodySchema,
  savedFormIdParamsSchema,
  savedFormMaxBytes,
  savedFormMaxPerUser,
  savedSnapshotBytes,
  type SavedForm,
  type SavedFormFlow,
  type SavedFormSummary,
} from '../../src/domain/savedForms.ts';
import { recordInteraction } from '../activity.ts';
import { linkInForce } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { updatedByOf, type Auth, type RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';

const viewOnlyRole = 8;
const screenName = 'Saved Forms tab';

type Row = typeof t.savedForms.$inferSelect;

function summary(row: Row): SavedFormSummary {
  return { id: row.id, flow: row.flow as SavedFormFlow, title: row.title, route: row.route, updatedAt: row.updatedAt!.toISOString() };
}

export function savedFormsRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const mine = (session: RequestSession, id: string) => and(eq(t.savedForms.id, id), eq(t.savedForms.userId, session.uuid));
    const actor = (session: RequestSession, ip: string) => ({ userId: session.uuid, familyId: session.familyId ?? null, agentUserId: session.agentUuid ?? null, updatedBy: updatedByOf(session), ip });
    async function isViewOnly(session: RequestSession) {
      const links = await ctx.db.select({ roleId: t.userAccounts.roleId }).from(t.userAccounts).where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(ctx.now())));
      return links.length > 0 && links.every((link) => link.roleId === viewOnlyRole);
    }

    route.get(savedFormCalls.list, { auth: 'required' }, async ({ session }) => {
      const rows = await ctx.db.select().from(t.savedForms).where(eq(t.savedForms.userId, session.uuid)).orderBy(desc(t.savedForms.updatedAt), desc(t.savedForms.createdAt));
      return ok<SavedFormSummary[]>(rows.map(summary));
    });

    route.get(`${savedFormCalls.one}/:id`, { auth: 'required', params: savedFormIdParamsSchema }, async ({ session, params }) => {
      const [row] = await ctx.db.select().from(t.savedForms).where(mine(session, params.id));
      if (!row) throw new ApiError(404, savedFormCodes.notFound);
      return ok<SavedForm>({ ...summary(row), snapshot: row.snapshot as Record<string, unknown> });
    });

    route.post(savedFormCalls.save, { auth: 'required', body: savedFormBodySchema }, async ({ session, body, request }) => {
      if (await isViewOnly(session)) throw new ApiError(403, 'SRV_VIEW_ONLY');
      if (savedSnapshotBytes(body.snapshot) > savedFormMaxBytes) throw new ApiError(413, savedFormCodes.tooLarge);
      const now = ctx.now();
      const saved = await ctx.db.transaction(async (tx) => {
        let row: Row | undefined;
        if (body.id) {
          [row] = await tx
            .update(t.savedForms)
            .set({ flow: body.flow, title: body.title, route: body.route, snapshot: body.snapshot, updatedAt: now })
            .where(mine(session, body.id))
            .returning();
          if (!row) throw new ApiError(404, savedFormCodes.notFound);
        } else {
          const [kept] = await tx.select({ n: count() }).from(t.savedForms).where(eq(t.savedForms.userId, session.uuid));
          if ((kept?.n ?? 0) >= savedFormMaxPerUser) throw new ApiError(409, savedFormCodes.limit);
          [row] = await tx.insert(t.savedForms).values({ userId: session.uuid, flow: body.flow, title: body.title, route: body.route, snapshot: body.snapshot, updatedAt: now }).returning();
        }
        await recordInteraction(ctx, tx, actor(session, request.ip), {
          actionSubject: 'Saved Form Saved',
          actionNotes: `${body.title} (${body.flow})`,
          screenName,
          moduleName: 'Services',
        });
        return row!;
      });
      return ok<SavedFormSummary>(summary(saved), 'Saved');
    });

    route.post(savedFormCalls.remove, { auth: 'required', body: savedFormDeleteBodySchema }, async ({ session, body, request }) => {
      // Deleting is idempotent: one already deleted (on another device) or never the user's answers deleted: false.
      const deleted = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.delete(t.savedForms).where(mine(session, body.id)).returning();
        if (!row) return false;
        await recordInteraction(ctx, tx, actor(session, request.ip), {
          actionSubject: 'Saved Form Deleted',
          actionNotes: `${row.title} (${row.flow})`,
          screenName,
          moduleName: 'Services',
        });
        return true;
      });
      return ok({ id: body.id, deleted }, 'Deleted');
    });
  };
}
