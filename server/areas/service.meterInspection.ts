/**
 * The meter inspection request (src/domain/meterInspection.ts) on the service area, signed in or
 * not: the body checked with the request schema the form uses; the account checked (signed in: one
 * of the customer's own; a visitor's: one that exists), then made through
 * ServiceRequests.submitRequest (the slot booked, both documents attached, the interaction
 * recorded, one transaction). The answer is the request's tracker summary.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ok } from '../../src/domain/envelope.ts';
import { meterInspectionCalls, meterInspectionLimits, meterInspectionRequestSchema, meterInspectionScreens, type MeterInspectionRequest } from '../../src/domain/meterInspection.ts';
import { reserveHit } from '../auth/requestThrottle.ts';
import { linkedAccount } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth, RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';

export function meterInspectionRoutes(ctx: ServerContext, auth: Auth) {
  const requests = new ServiceRequests(ctx);

  /**
   * The account the inspection is for: the signed-in customer's own, or for a visitor any that exists
   * (else SRV_ACCOUNT_NOT_FOUND, the account field's message); an address that keeps sending unknown
   * numbers is stopped with GEN015.
   */
  async function accountFor(session: RequestSession | null, ip: string, accountNumber: string) {
    if (session) {
      try {
        return (await linkedAccount(ctx, session.uuid, accountNumber)).account;
      } catch {
        throw new ApiError(404, 'SRV_ACCOUNT_NOT_FOUND');
      }
    }
    const hit = await reserveHit(ctx, 'meterInspectionAccount', { ip }, { perIp: meterInspectionLimits.unknownAccountsPerIp, windowMs: meterInspectionLimits.windowMinutes * 60_000 });
    if (!hit) throw new ApiError(429, 'GEN015');
    const [account] = await ctx.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber));
    if (!account) throw new ApiError(404, 'SRV_ACCOUNT_NOT_FOUND');
    await hit.takeBack();
    return account;
  }

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.post(meterInspectionCalls.submit, { auth: 'optional', body: meterInspectionRequestSchema }, async ({ request, session, body }) => {
      const account = await accountFor(session, request.ip, body.accountNumber);
      const { appointment, documents, terms: _terms, ...details } = body satisfies MeterInspectionRequest;
      const summary = await requests.submitRequest(session, request.ip, {
        orderType: 'METER_INSPECTION',
        accountNumber: account.accountNumber,
        premiseId: account.premiseId,
        visit: { town: body.town, appointment },
        // The contact given (email, primaryPhone) lets a visitor track the request by its reference.
        details: { ...details, documents },
        documentIds: [documents.inspectionCertificate, documents.taxInvoice],
        note: 'Meter inspection requested',
        subject: 'Meter Inspection Request Submitted',
        screenName: session ? meterInspectionScreens.signedIn : meterInspectionScreens.visitor,
      });
      return ok(summary, 'Submitted');
    });
  };
}
