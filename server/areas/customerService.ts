/**
 * Customer service area (the logging part): audit events such as sign-out (code 54) and interaction
 * records the portal sends. Records of a support session say updatedBy 3 (agent), else 2.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { customerServiceCalls } from '../../src/domain/calls.ts';
import { interactionRecordBodySchema } from '../../src/domain/activity.ts';
import { auditBodySchema } from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { recordInteraction } from '../activity.ts';
import { updatedByOf, type Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function customerServiceArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.post(customerServiceCalls.audit, { auth: 'required', body: auditBodySchema }, async ({ body, session }) => {
      await ctx.db.insert(t.auditEvents).values({
        userId: session.uuid,
        familyId: session.familyId,
        updatedBy: updatedByOf(session),
        code: body.code,
        email: body.email ?? null,
        accountNumber: body.accountNumber ?? null,
        notes: body.notes ?? null,
        createdAt: ctx.now(),
      });
      return ok(null, 'Recorded');
    });

    // Before sign-in too (registration, guest payment): the session is optional.
    route.post(customerServiceCalls.interaction, { auth: 'optional', body: interactionRecordBodySchema }, async ({ request, body, session }) => {
      await recordInteraction(
        ctx,
        ctx.db,
        {
          userId: session?.uuid ?? null,
          familyId: session?.familyId ?? null,
          agentUserId: session?.agentUuid ?? null,
          updatedBy: updatedByOf(session),
          ip: request.ip,
        },
        body,
      );
      return ok(null, 'Recorded');
    });
  };
}
