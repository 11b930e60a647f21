/**
 * Outage service area: the outage count banner (customers affected by active outages, everywhere
 * or in the town of one account). Public: visitors see it before signing in.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { outageCalls } from '../../src/domain/calls.ts';
import { outageCountQuerySchema, type OutageCountData } from '../../src/domain/outage.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { routes } from '../http/route.ts';

export function outageArea(ctx: ServerContext) {
  return async function register(app: FastifyInstance) {
    routes(app, undefined).get(outageCalls.count, { query: outageCountQuerySchema }, async ({ query }) => {
      const conditions = [eq(t.outages.status, 'active')];
      if (query.accountNumber) {
        const [account] = await ctx.db.select({ town: t.serviceAccounts.town }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, query.accountNumber));
        // An unknown account number is simply not affected: the public call tells nothing more.
        if (!account) return ok<OutageCountData>({ affectedCount: 0 });
        conditions.push(eq(t.outages.town, account.town));
      }
      const [row] = await ctx.db
        .select({ total: sql<number>`coalesce(sum(${t.outages.affectedCustomers}), 0)::int` })
        .from(t.outages)
        .where(and(...conditions));
      return ok<OutageCountData>({ affectedCount: row?.total ?? 0 });
    });
  };
}
