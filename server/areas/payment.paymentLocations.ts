/**
 * The payment locations call on the payment service area (src/domain/paymentLocations.ts): public,
 * for visitors (/PrePaymentLocation) and customers (/PaymentLocation) alike, with the server's time
 * so the page's "open now" runs on the server's clock rather than the device's.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import {
  paymentLocationsCalls,
  paymentLocationsQuerySchema,
  paymentLocationTimeZone,
  type PaymentLocation,
  type PaymentLocationsData,
} from '../../src/domain/paymentLocations.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';

export function paymentLocationsRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(paymentLocationsCalls.list, { query: paymentLocationsQuerySchema }, async ({ query }) => {
      const table = t.paymentLocations;
      const rows = await ctx.db
        .select()
        .from(table)
        .where(query.town ? eq(table.town, query.town) : undefined)
        .orderBy(asc(table.town), asc(table.name));
      // By town; in each town its service centre first, then the agent shops by name.
      const rank = (kind: string) => (kind === 'serviceCentre' ? 0 : 1);
      const locations = rows
        .map((row): PaymentLocation => ({ ...row, kind: row.kind as PaymentLocation['kind'], town: row.town as PaymentLocation['town'], services: row.services as PaymentLocation['services'] }))
        .sort((a, b) => a.town.localeCompare(b.town) || rank(a.kind) - rank(b.kind));
      return ok<PaymentLocationsData>({ asOf: ctx.now().toISOString(), timeZone: paymentLocationTimeZone, locations });
    });
  };
}
