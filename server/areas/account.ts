/**
 * Account management service area: the caller's service accounts (default first; a guest's only
 * until the access end date), the meters of one account and its status. Every call is on the
 * caller's own accounts.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { accountCalls } from '../../src/domain/calls.ts';
import {
  accountNumberQuerySchema,
  accountStatusQuerySchema,
  serviceAddressesQuerySchema,
  type AccountStatusData,
  type Meter,
  type ServiceAccount,
} from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkedAccount, linkInForce, serviceAccount } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

/** Meters in service are stored with this end date; the portal reads null. */
const openEnd = '9999-12-31';

export function accountArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.get(accountCalls.serviceAddresses, { auth: 'required', query: serviceAddressesQuerySchema }, async ({ query, session }) => {
      if (query.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      const rows = await ctx.db
        .select({ account: t.serviceAccounts, link: t.userAccounts })
        .from(t.userAccounts)
        .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
        .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(ctx.now())))
        .orderBy(desc(t.userAccounts.isDefault), asc(t.userAccounts.createdAt), asc(t.serviceAccounts.accountNumber));
      return ok<ServiceAccount[]>(rows.map(({ account, link }) => serviceAccount(account, link)));
    });

    route.get(accountCalls.meters, { auth: 'required', query: accountNumberQuerySchema }, async ({ query, session }) => {
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      // Electric first, newest first: the portal takes the first meter whose end date is ahead.
      const rows = await ctx.db.select().from(t.meters).where(eq(t.meters.accountId, account.id)).orderBy(desc(sql`${t.meters.serviceType} = 'electric'`), desc(t.meters.startDate), asc(t.meters.id));
      return ok<Meter[]>(
        rows.map((meter) => ({
          meterNumber: meter.meterNumber,
          endDate: meter.endDate === openEnd ? null : meter.endDate,
          serviceType: meter.serviceType,
        })),
      );
    });

    route.get(accountCalls.status, { auth: 'required', query: accountStatusQuerySchema }, async ({ query, session }) => {
      if (query.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      return ok<AccountStatusData>({ status: account.status });
    });
  };
}
