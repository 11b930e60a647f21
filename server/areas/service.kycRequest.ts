/**
 * The KYC request (src/domain/kyc.ts) on the service area: POST /api/service/kyc, signed in (for
 * the selected account, linked to the user) or not (a visitor, with this address's uploads). The
 * body is checked with the form's own schema (the date of birth against the server's clock), then
 * the request is made by ServiceRequests.submitRequest: order type KYC, no visit, its documents
 * attached, recorded as "KYC Request Submitted".
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { kycCalls, kycRequestSchemaAt, type KycReceipt } from '../../src/domain/kyc.ts';
import { linkedAccount } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';

export function kycRequestRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const requests = new ServiceRequests(ctx);
    const kycRequestSchema = kycRequestSchemaAt(() => ctx.now());

    route.post(kycCalls.submit, { auth: 'optional', body: kycRequestSchema }, async ({ request, session, body }) => {
      // Signed in, the request is the selected account's (linked to the user); a visitor names none.
      if (body.accountNumber && !session) throw new ApiError(401, 'GEN401');
      const account = session && body.accountNumber ? (await linkedAccount(ctx, session.uuid, body.accountNumber)).account : null;
      const { documents, accountNumber: _account, ...details } = body;
      const summary = await requests.submitRequest(session ?? null, request.ip, {
        orderType: 'KYC',
        accountNumber: account?.accountNumber,
        premiseId: account?.premiseId,
        details,
        documentIds: Object.values(documents),
        note: body.kycType === 'Company' ? 'KYC requested (company)' : 'KYC requested',
        subject: 'KYC Request Submitted',
        screenName: session ? 'KYC Request' : 'UnAuth KYC Request',
      });
      return ok<KycReceipt & typeof summary>(summary, 'Submitted');
    });
  };
}
