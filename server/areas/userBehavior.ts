/**
 * User behaviour area: the activity log. updatedBy is the server's decision (3 in a support
 * session, else 2), whatever the body says.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { userBehaviorCalls } from '../../src/domain/calls.ts';
import { activityCustomFields, activityLogBodySchema } from '../../src/domain/activity.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { updatedByOf, type Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function userBehaviorArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    routes(app, auth).post(userBehaviorCalls.log, { auth: 'optional', body: activityLogBodySchema }, async ({ body, session }) => {
      const custom: Record<string, string> = {};
      for (const name of activityCustomFields) {
        const value = body[name];
        if (value !== undefined) custom[name] = value;
      }
      await ctx.db.insert(t.activityLogs).values({
        userId: session?.uuid ?? null,
        familyId: session?.familyId ?? null,
        agentUserId: session?.agentUuid ?? null,
        updatedBy: updatedByOf(session),
        screen: body.screen,
        module: body.module,
        actionNotes: body.actionNotes ?? null,
        sourceUrl: body.sourceUrl ?? null,
        os: body.os ?? null,
        browser: body.browser ?? null,
        resolution: body.resolution ?? null,
        account: body.account ?? null,
        country: body.country ?? null,
        sessionId: body.sessionId ?? null,
        custom,
        createdAt: ctx.now(),
      });
      return ok(null, 'Recorded');
    });
  };
}
