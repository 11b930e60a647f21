/**
 * Bearer authentication of the service calls. `auth.required` (a preHandler) verifies the access
 * token's signature and lifetime, then that its session family is not revoked (from memory while
 * nothing changed it, on either database: caches.ts), and puts the session on `request.session`; anything else answers 401 GEN401. `auth.optional` does the same when an
 * Authorization header is sent (calls that also serve visitors: logging, interaction records).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { UserRow } from '../auth/sessions.ts';
import { activityUpdatedBy } from '../../src/domain/constants.ts';
import { ApiError } from './errors.ts';

export interface RequestSession {
  uuid: string;
  familyId: string;
  isSupportLogin: boolean;
  /** The agent behind a support session. */
  agentUuid: string | null;
  /** The signed-in user as stored now. */
  user: UserRow;
  /** PostgreSQL: what the request's cached reads wait for (db/cacheEvents.ts); 0 elsewhere. */
  cacheTicket: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

const bearer = /^Bearer ([A-Za-z0-9._-]{20,4000})$/;

export interface Auth {
  required: (request: FastifyRequest) => Promise<void>;
  optional: (request: FastifyRequest) => Promise<void>;
}

export function installAuth(app: FastifyInstance, ctx: ServerContext): Auth {
  app.decorateRequest('session', null);

  async function resolve(request: FastifyRequest): Promise<RequestSession | null> {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const match = bearer.exec(header.trim());
    const claims = match ? ctx.tokens.verifyAccess(match[1]!, ctx.now()) : null;
    if (!claims) throw new ApiError(401, 'GEN401');
    // From memory while nothing changed it (caches.ts, db/cacheEvents.ts on PostgreSQL), else one query.
    const cacheTicket = ctx.sessions.ticket();
    const found = await ctx.sessions.family(claims.familyId, cacheTicket);
    if (!found || found.family.revokedAt || found.user.id !== claims.uuid) throw new ApiError(401, 'GEN401');
    return {
      uuid: found.user.id,
      familyId: found.family.id,
      isSupportLogin: found.family.isSupport,
      agentUuid: found.family.agentUserId,
      user: found.user,
      cacheTicket,
    };
  }

  return {
    required: async (request) => {
      const session = await resolve(request);
      if (!session) throw new ApiError(401, 'GEN401');
      request.session = session;
    },
    optional: async (request) => {
      request.session = await resolve(request);
    },
  };
}

/** The session of a call registered with `auth.required`. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new ApiError(401, 'GEN401');
  return request.session;
}

/** Who records are made by: 3 (agent) in a support session or for an agent's own account, else 2. */
export function updatedByOf(session: RequestSession | null): 2 | 3 {
  return session && (session.isSupportLogin || session.user.isAgent) ? activityUpdatedBy.agent : activityUpdatedBy.customer;
}
