/**
 * Single sign-on service area: an agent (customer-service representative) asks for a one-time
 * support token for the primary customer of an account; the portal exchanges it at /authenticate
 * for a session flagged as a support login.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { singleSignOnCalls } from '../../src/domain/calls.ts';
import { roleIds } from '../../src/domain/rights.ts';
import { sessionLimits, supportSignOnBodySchema, type SupportSignOnData } from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { issueAuthToken } from '../auth/authTokens.ts';
import { ApiError } from '../http/errors.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function ssoArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    // Only an agent's own session may open a customer's; a support session may not chain.
    const agentsOnly = (request: FastifyRequest) => {
      const session = sessionOf(request);
      if (!session.user.isAgent || session.isSupportLogin) throw new ApiError(403, 'GEN403');
    };
    routes(app, auth).post(singleSignOnCalls.support, { auth: 'required', guard: agentsOnly, body: supportSignOnBodySchema }, async ({ request, body, session }) => {
      const [holder] = await ctx.db
        .select({ userId: t.userAccounts.userId })
        .from(t.userAccounts)
        .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
        .where(and(eq(t.serviceAccounts.accountNumber, body.accountNumber), eq(t.userAccounts.roleId, roleIds.primary)))
        .limit(1);
      if (!holder) throw new ApiError(404, 'GEN404', 'No customer holds this account as primary user.');
      const token = await issueAuthToken(ctx, { userId: holder.userId, purpose: 'support', agentUserId: session.uuid });
      request.log.info({ agent: session.uuid, customer: holder.userId }, 'support sign-on token issued');
      return ok<SupportSignOnData>({ token, expiresIn: sessionLimits.authTokenSeconds });
    });
  };
}
