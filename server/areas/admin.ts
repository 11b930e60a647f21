/**
 * Demo administration of the reference server (not a spec service area): a maintenance switch so
 * the portal's maintenance polling and /Maintenance page can be shown; for development and
 * end-to-end tests, the outbox of a user or of an address (two-factor codes, activation, reset and
 * invitation links the server "sends") and one-time sign-in tokens for /authenticate/{token}.
 * Guarded by the admin token (env ADMIN_TOKEN, or a random one printed at start); without a token
 * the calls are disabled.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { adminCalls, adminTokenHeader, maintenanceSwitchBodySchema } from '../../src/domain/admin.ts';
import type { MaintenanceItem } from '../../src/domain/common.ts';
import {
  authTokenBodySchema,
  devAdminCalls,
  outboxByAddressQuerySchema,
  outboxQuerySchema,
  testPeopleBodySchema,
  type AuthTokenData,
  type OutboxMessage,
  type TestPeopleData,
} from '../../src/domain/devAdmin.ts';
import { sessionLimits } from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import { issueAuthToken } from '../auth/authTokens.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { readMaintenanceItems } from './common.ts';
import { defaultMaintenanceMessage } from '../seed/content/site.ts';
import { accountSeed, userSeed } from '../seed/demo.ts';
import { clonePeople } from '../seed/people.ts';
import { outageAdminBodySchema, type OutageFeature } from '../../src/domain/outage.ts';
import { changeOutage } from '../outage/admin.ts';
import { requireWorkBodySchema, type ServiceRequestSummary } from '../../src/domain/serviceRequests.ts';
import { ServiceRequests } from '../serviceRequests.ts';

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function adminArea(ctx: ServerContext, adminToken: string | undefined) {
  const { db } = ctx;
  function authorise(request: FastifyRequest) {
    const given = request.headers[adminTokenHeader];
    if (!adminToken) throw new ApiError(403, 'GEN403', 'Administration is disabled on this server.');
    if (typeof given !== 'string' || !sameToken(given, adminToken)) throw new ApiError(403, 'GEN403');
  }

  return async function register(app: FastifyInstance) {
    // Authorised first (guard): an unauthorised caller learns nothing about the body rules.
    const route = routes(app, undefined);
    route.post(adminCalls.maintenance, { guard: authorise, body: maintenanceSwitchBodySchema }, async ({ request, body }) => {
      await db.transaction(async (tx) => {
        const items = await tx.select().from(t.maintenanceItems).orderBy(asc(t.maintenanceItems.id));
        const first = items[0];
        const updatedAt = new Date();
        if (body.active) {
          // One active item is enough for the portal to switch to /Maintenance.
          if (first) {
            await tx
              .update(t.maintenanceItems)
              .set({ status: true, message: body.message ?? first.message, updatedAt })
              .where(eq(t.maintenanceItems.id, first.id));
          } else {
            await tx.insert(t.maintenanceItems).values({ status: true, message: body.message ?? defaultMaintenanceMessage, updatedAt });
          }
        } else {
          await tx.update(t.maintenanceItems).set({ status: false, updatedAt });
          if (first && body.message) {
            await tx.update(t.maintenanceItems).set({ message: body.message }).where(eq(t.maintenanceItems.id, first.id));
          }
        }
      });
      request.log.warn({ active: body.active }, 'maintenance switch changed');
      return ok<MaintenanceItem[]>(await readMaintenanceItems(db), body.active ? 'Maintenance on' : 'Maintenance off');
    });

    async function userIdOf(userName: string): Promise<string> {
      const [user] = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.userName}) = ${userName.toLowerCase()}`);
      if (!user) throw new ApiError(404, 'GEN404', 'No such user.');
      return user.id;
    }

    const outboxMessage = (row: typeof t.outboxMessages.$inferSelect): OutboxMessage => ({
      id: row.id,
      channel: row.channel === 'sms' ? 'sms' : 'email',
      address: row.address,
      subject: row.subject,
      body: row.body,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
    });

    route.get(devAdminCalls.outbox, { guard: authorise, query: outboxQuerySchema }, async ({ query }) => {
      const rows = await db
        .select()
        .from(t.outboxMessages)
        .where(eq(t.outboxMessages.userId, await userIdOf(query.user)))
        .orderBy(desc(t.outboxMessages.createdAt), desc(t.outboxMessages.id))
        .limit(query.limit ?? 10);
      return ok<OutboxMessage[]>(rows.map(outboxMessage));
    });

    // Messages to people without a user yet (guest invitations), by address.
    route.get(devAdminCalls.outboxByAddress, { guard: authorise, query: outboxByAddressQuerySchema }, async ({ query }) => {
      const rows = await db
        .select()
        .from(t.outboxMessages)
        .where(sql`lower(${t.outboxMessages.address}) = ${query.address.toLowerCase()}`)
        .orderBy(desc(t.outboxMessages.createdAt), desc(t.outboxMessages.id))
        .limit(query.limit ?? 10);
      return ok<OutboxMessage[]>(rows.map(outboxMessage));
    });

    route.post(devAdminCalls.authToken, { guard: authorise, body: authTokenBodySchema }, async ({ request, body }) => {
      const token = await issueAuthToken(ctx, { userId: await userIdOf(body.userName), purpose: 'login', agentUserId: null });
      request.log.warn({ userName: body.userName }, 'one-time sign-in token issued by the admin');
      return ok<AuthTokenData>({ token, expiresIn: sessionLimits.authTokenSeconds });
    });

    // Fresh copies of demo people, so that each end-to-end test owns its data.
    route.post(devAdminCalls.testPeople, { guard: authorise, body: testPeopleBodySchema }, async ({ request, body }) => {
      const users = body.users ?? [];
      const accounts = body.accounts ?? [];
      const unknownUsers = users.filter((name) => !userSeed.some((user) => user.userName === name));
      if (unknownUsers.length) throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} body.users: no demo user named ${unknownUsers.join(', ')}.`);
      const unknownAccounts = accounts.filter((key) => !accountSeed.some((account) => account.key === key));
      if (unknownAccounts.length) throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} body.accounts: no demo account named ${unknownAccounts.join(', ')}.`);
      const people = await clonePeople(db, { users, accounts });
      request.log.info({ users: people.users.map((user) => user.userName) }, 'test people created by the admin');
      return ok<TestPeopleData>(people);
    });

    // Start, update or restore an outage (demos and end-to-end tests).
    route.post(devAdminCalls.outages, { guard: authorise, body: outageAdminBodySchema }, async ({ request, body }) => {
      const outage = await changeOutage(ctx, body, request.log);
      request.log.warn({ action: body.action, reference: outage.id }, 'outage changed by the admin');
      return ok<OutageFeature>(outage);
    });
    // A document asked of the customer: the request RequiresWork (demos and end-to-end tests).
    route.post(devAdminCalls.requireWork, { guard: authorise, body: requireWorkBodySchema }, async ({ request, body }) => {
      const summary = await new ServiceRequests(ctx).requireWork(body.reference, body.document);
      request.log.warn({ reference: body.reference, document: body.document }, 'service request requires work (admin)');
      return ok<ServiceRequestSummary>(summary);
    });
  };
}
