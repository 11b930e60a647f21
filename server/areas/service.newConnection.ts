/**
 * The new connection request's calls (src/domain/newConnection.ts) on the service area, signed in or
 * not. The quotation is priced from the shared price table; its id names the last day it is valid and
 * carries the server's signature of what it was priced from, so a submission proves which quotation
 * it accepts without a table of quotations: answers changed since (NC_QUOTE_CHANGED) or a day past
 * its validity (NC_QUOTE_EXPIRED) are refused and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { isoDay } from '../../src/domain/format.ts';
import {
  newConnectionCalls,
  newConnectionRequestSchema,
  newConnectionRule,
  priceNewConnection,
  quoteBodySchema,
  quoteIdValidUntil,
  quoteValidUntil,
  type NewConnectionQuote,
  type QuoteBasis,
} from '../../src/domain/newConnection.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';

/** The logged screens of the two variants (document 2 section 9's pattern: Start Service, UnAuth Start Service). */
export const newConnectionScreens = { auth: 'Auth New Connection', unauth: 'UnAuth New Connection' } as const;

export function newConnectionRoutes(ctx: ServerContext, auth: Auth) {
  /** The quotation of `basis` valid until `validUntil`: its lines, total and signed id. */
  const quoteOf = (basis: QuoteBasis, validUntil: string): NewConnectionQuote => {
    const { lines, totalThebe } = priceNewConnection(basis);
    const signature = ctx.tokens.digest('new-connection-quote', [validUntil, basis.capacity, basis.serviceType, basis.distanceClass, totalThebe].join('|')).slice(0, 16);
    return { capacity: basis.capacity, serviceType: basis.serviceType, distanceClass: basis.distanceClass, lines, totalThebe, validUntil, quoteId: `NCQ-${validUntil.replaceAll('-', '')}-${signature}` };
  };

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const requests = new ServiceRequests(ctx);

    route.post(newConnectionCalls.quote, { auth: 'optional', body: quoteBodySchema }, async ({ body }) => ok(quoteOf(body, quoteValidUntil(isoDay(ctx.now())))));

    route.post(newConnectionCalls.submit, { auth: 'optional', body: newConnectionRequestSchema }, async ({ request, session, body }) => {
      const rule = newConnectionRule(body);
      if (rule) throw new ApiError(422, rule.code);
      const validUntil = quoteIdValidUntil(body.quoteId);
      const quote = quoteOf(body, validUntil);
      if (quote.quoteId !== body.quoteId) throw new ApiError(409, 'NC_QUOTE_CHANGED');
      if (isoDay(ctx.now()) > validUntil) throw new ApiError(409, 'NC_QUOTE_EXPIRED');
      const { quoteAccepted: _accepted, quoteId: _quoteId, ...answers } = body;
      const summary = await requests.submitRequest(session, request.ip, {
        orderType: 'NEW_CONNECTION',
        details: { ...answers, quote: { quoteId: quote.quoteId, lines: quote.lines, totalThebe: quote.totalThebe, validUntil: quote.validUntil } },
        documentIds: [body.sketchPlan],
        note: 'New connection requested',
        subject: 'New Connection Request Submitted',
        screenName: session ? newConnectionScreens.auth : newConnectionScreens.unauth,
      });
      return ok(summary, 'Submitted');
    });
  };
}
