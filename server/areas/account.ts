/**
 * Account management service area: the caller's service accounts (default first; a guest's only
 * until the access end date), the meters of one account and its status. Every call is on the
 * caller's own accounts.
 */
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
import { linkedAccount, metersOf, serviceAccountsOf } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function accountArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.get(accountCalls.serviceAddresses, { auth: 'required', query: serviceAddressesQuerySchema }, async ({ query, session }) => {
      if (query.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      return ok<ServiceAccount[]>(await serviceAccountsOf(ctx, session.uuid));
    });

    route.get(accountCalls.meters, { auth: 'required', query: accountNumberQuerySchema }, async ({ query, session }) => {
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      return ok<Meter[]>(await metersOf(ctx, account.id));
    });

    route.get(accountCalls.status, { auth: 'required', query: accountStatusQuerySchema }, async ({ query, session }) => {
      if (query.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      return ok<AccountStatusData>({ status: account.status });
    });
  };
}
