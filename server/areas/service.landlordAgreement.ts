/**
 * Landlord agreement (/LandlordAgreement, src/domain/landlordAgreement.ts): the landlord's premises
 * (accounts they own: role 1) with the open agreement covering each, and the agreement itself, made
 * through ServiceRequests.submitRequest (order type LANDLORD_AGREEMENT, no visit) and recorded on
 * the screen "Landlord Agreement". Only users with the landlord persona (3) sign.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { isoDay } from '../../src/domain/format.ts';
import {
  landlordAgreementBodySchema,
  landlordAgreementCalls,
  landlordCodes,
  landlordDateErrors,
  landlordPersona,
  landlordTaskType,
  landlordTermsVersion,
  type LandlordAgreementRecord,
  type LandlordPremise,
} from '../../src/domain/landlordAgreement.ts';
import { serviceRequestStatus } from '../../src/domain/constants.ts';
import { serviceAccountsOf, metersOf } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth, RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';

/** The account role of an owner (a guest is 8): only an owner's premises can be put under the agreement. */
const ownerRole = 1;

interface AgreedPremise {
  accountNumber: string;
}

export function landlordAgreementRoutes(ctx: ServerContext, auth: Auth) {
  /** The premises the user owns, each with the open agreement (of theirs) that covers it. */
  async function premisesOf(session: RequestSession): Promise<LandlordPremise[]> {
    const owned = (await serviceAccountsOf(ctx, session.uuid)).filter((a) => a.roleId === ownerRole);
    const open = await ctx.db
      .select({ reference: t.serviceOrders.reference, details: t.serviceOrders.details })
      .from(t.serviceOrders)
      .where(and(eq(t.serviceOrders.userId, session.uuid), eq(t.serviceOrders.orderType, 'LANDLORD_AGREEMENT'), inArray(t.serviceOrders.status, [serviceRequestStatus.open, serviceRequestStatus.requiresWork])));
    const coverOf = (accountNumber: string) => {
      const order = open.find((o) => ((o.details as { premises?: AgreedPremise[] }).premises ?? []).some((p) => p.accountNumber === accountNumber));
      return order ? { reference: order.reference, startDate: String((order.details as { startDate: string }).startDate) } : null;
    };
    return Promise.all(
      owned.map(async (account) => {
        const meter = (await metersOf(ctx, account.id)).find((m) => m.serviceType === 'electric');
        return {
          accountNumber: account.accountNumber,
          premiseId: account.premiseId,
          nickname: account.serviceAddress.nickName || null,
          address: account.serviceAddressCombined,
          installation: meter?.meterNumber ?? null,
          agreement: coverOf(account.accountNumber),
        };
      }),
    );
  }

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const requests = new ServiceRequests(ctx);

    route.get(landlordAgreementCalls.load, { auth: 'required' }, async ({ session }) => {
      const landlord = session.user.personas.includes(landlordPersona);
      return ok<LandlordAgreementRecord>({ landlord, premises: landlord ? await premisesOf(session) : [] });
    });

    route.post(landlordAgreementCalls.submit, { auth: 'required', body: landlordAgreementBodySchema }, async ({ body, session, request }) => {
      if (!session.user.personas.includes(landlordPersona)) throw new ApiError(403, 'LANDLORD_ONLY');
      const dates = landlordDateErrors(body.startDate, body.endDate, isoDay(ctx.now()));
      if (dates.startDate) throw new ApiError(422, landlordCodes.startDate);
      if (dates.endDate) throw new ApiError(422, landlordCodes.endDate);
      const premises = await premisesOf(session);
      const chosen = [...new Set(body.accountNumbers)].map((number) => premises.find((p) => p.accountNumber === number));
      if (chosen.some((p) => p === undefined)) throw new ApiError(404, 'SRV_ACCOUNT_NOT_FOUND');
      const covered = chosen.filter((p) => p!.agreement !== null);
      if (covered.length > 0) throw new ApiError(409, 'LANDLORD_ALREADY');
      const made = await requests.submitRequest(session, request.ip, {
        orderType: 'LANDLORD_AGREEMENT',
        details: {
          taskType: landlordTaskType,
          premises: chosen.map((p) => ({ accountNumber: p!.accountNumber, premiseId: p!.premiseId, installation: p!.installation })),
          startDate: body.startDate,
          ...(body.endDate ? { endDate: body.endDate } : {}),
          termsVersion: landlordTermsVersion,
          message: body.message,
        },
        documentIds: [],
        note: 'Landlord agreement requested',
        subject: 'Landlord Agreement Submitted',
        screenName: 'Landlord Agreement',
      });
      return ok(made, 'Submitted');
    });
  };
}
