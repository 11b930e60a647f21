/**
 * MeterInspection's calls (src/domain/meterInspection.ts) on the service service area. A stub to replace: it keeps
 * the last reference per account in memory; a real flow stores its data in a table of
 * server/db/schema (and a migration from `npm run db:generate`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { meterInspectionCalls, meterInspectionLoadQuerySchema, meterInspectionSubmitBodySchema, type MeterInspectionReceipt, type MeterInspectionRecord } from '../../src/domain/meterInspection.ts';
import { linkedAccount } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function meterInspectionRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const references = new Map<string, string>();

    route.get(meterInspectionCalls.load, { auth: 'required', query: meterInspectionLoadQuerySchema }, async ({ query, session }) => {
      await linkedAccount(ctx, session.uuid, query.accountNumber);
      return ok<MeterInspectionRecord>({ accountNumber: query.accountNumber, reference: references.get(query.accountNumber) ?? '' });
    });

    route.post(meterInspectionCalls.submit, { auth: 'required', body: meterInspectionSubmitBodySchema }, async ({ body, session }) => {
      await linkedAccount(ctx, session.uuid, body.accountNumber);
      references.set(body.accountNumber, body.reference);
      return ok<MeterInspectionReceipt>({ confirmationNumber: `SER-${randomUUID().slice(0, 8).toUpperCase()}` });
    });
  };
}
