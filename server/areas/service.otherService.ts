/**
 * Other service (/OtherService, src/domain/otherService.ts): the account's premise and installation,
 * and the request itself, made through ServiceRequests.submitRequest (order type OTHER, no visit:
 * the crew arranges it from the start date) and recorded on the screen "Other Service".
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { isoDay } from '../../src/domain/format.ts';
import { otherServiceCalls, otherServiceLoadQuerySchema, otherServiceStartRange, otherServiceSubmitBodySchema, isOtherServiceTaskOf, otherServiceCodes, type OtherServicePlace } from '../../src/domain/otherService.ts';
import type { ServerContext } from '../context.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';

export function otherServiceRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    const requests = new ServiceRequests(ctx);

    route.get(otherServiceCalls.load, { auth: 'required', query: otherServiceLoadQuerySchema }, async ({ query, session }) => {
      // The account's service address and meter, as stop service reads them (refuses an account not the customer's).
      const place = await requests.stopServiceAddress(session, query.accountNumber);
      return ok<OtherServicePlace>({
        accountNumber: place.accountNumber,
        premiseId: place.premiseId,
        installation: place.meterNumber,
        serviceAddress: { address1: place.serviceAddress.address1, address2: place.serviceAddress.address2, city: place.serviceAddress.city },
      });
    });

    route.post(otherServiceCalls.submit, { auth: 'required', body: otherServiceSubmitBodySchema }, async ({ body, session, request }) => {
      if (!isOtherServiceTaskOf(body.orderType, body.taskType)) throw new ApiError(422, otherServiceCodes.taskType);
      const { first, last } = otherServiceStartRange(isoDay(ctx.now()));
      if (body.startDate < first || body.startDate > last) throw new ApiError(422, otherServiceCodes.startDate);
      const place = await requests.stopServiceAddress(session, body.accountNumber);
      const made = await requests.submitRequest(session, request.ip, {
        orderType: 'OTHER',
        accountNumber: place.accountNumber,
        premiseId: place.premiseId,
        details: { orderType: body.orderType, taskType: body.taskType, installation: place.meterNumber, startDate: body.startDate, message: body.message },
        documentIds: [],
        note: 'Other service requested',
        subject: 'Other Service Request Submitted',
        screenName: 'Other Service',
      });
      return ok(made, 'Submitted');
    });
  };
}
