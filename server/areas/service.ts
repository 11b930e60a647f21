/**
 * Service area (document 2 section 7 "Services"): premises and their eligibility, the appointment
 * calendar, GetStopServiceAddress, SubmitServiceRequest, the tracker's list and cancel, and the
 * documents upload. The upload is a
 * plugin of its own so that multipart bodies are understood there only: every other call of the
 * area stays JSON (a multipart body elsewhere is still 415).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ok } from '../../src/domain/envelope.ts';
import { documentCalls, documentIdParamsSchema, documentLimits } from '../../src/domain/documents.ts';
import type { ServerContext } from '../context.ts';
import { DocumentStore } from '../documents.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { ServiceRequests } from '../serviceRequests.ts';
import {
  calendarQuerySchema,
  cancelRequestSchema,
  editAppointmentSchema,
  supplyDocumentsSchema,
  eligibilityBodySchema,
  identityCheckBodySchema,
  moveOutCheckBodySchema,
  preStartRequestSchema,
  preMoveOutCheckBodySchema,
  preTransferRequestSchema,
  preStopRequestSchema,
  premiseSearchQuerySchema,
  serviceCalls,
  stopServiceQuerySchema,
  submitRequestSchema,
  trackRequestSchema,
} from '../../src/domain/serviceRequests.ts';

export function serviceArea(ctx: ServerContext, auth: Auth, uploadDir: string) {
  const store = new DocumentStore(ctx, uploadDir);
  return async function register(app: FastifyInstance) {
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: {
          fileSize: documentLimits.fileBytes,
          files: documentLimits.filesPerRequest,
          fields: 3,
          fieldSize: 100,
          parts: documentLimits.filesPerRequest + 3,
          headerPairs: 20,
          fieldNameSize: 40,
        },
        throwFileSizeLimit: true,
      });
      // Visitors upload too (pre-login start service): their files are served to agents only.
      routes(uploads, auth).post(documentCalls.upload, { auth: 'optional' }, async ({ request, session }) => ok(await store.receive(request, session), 'Uploaded'));
    });

    const route = routes(app, auth);
    const requests = new ServiceRequests(ctx);
    // Premises and the calendar serve visitors too (pre-login start and transfer service).
    route.get(serviceCalls.premises, { auth: 'optional', query: premiseSearchQuerySchema }, async ({ query }) => ok(await requests.searchPremises(query.query, query.town)));
    route.post(serviceCalls.premiseEligibility, { auth: 'optional', body: eligibilityBodySchema }, async ({ request, session, body }) =>
      ok(await requests.checkEligibility(session, request.ip, body.premiseId, body.orderType, body.accountNumber)),
    );
    route.get(serviceCalls.appointments, { auth: 'optional', query: calendarQuerySchema }, async ({ query }) => ok(await requests.calendar(query.town, query.from)));
    route.get(serviceCalls.stopServiceAddress, { auth: 'required', query: stopServiceQuerySchema }, async ({ session, query }) => ok(await requests.stopServiceAddress(session, query.accountNumber)));
    route.post(serviceCalls.identityCheck, { auth: 'required', body: identityCheckBodySchema }, async ({ request, session, body }) =>
      ok(await requests.checkIdentity(session, request.ip, body.premiseId, body.coApplicant)),
    );
    route.post(serviceCalls.submit, { auth: 'required', body: submitRequestSchema }, async ({ request, session, body }) =>
      ok(
        body.orderType === 'STOP'
          ? await requests.submitStop(session, request.ip, body)
          : body.orderType === 'TRANSFER'
            ? await requests.submitTransfer(session, request.ip, body)
            : await requests.submitStart(session, request.ip, body),
        'Submitted',
      ),
    );
    route.post(serviceCalls.preStart, { auth: 'optional', body: preStartRequestSchema }, async ({ request, body }) => ok(await requests.submitPreStart(request.ip, body), 'Submitted'));
    route.post(serviceCalls.track, { auth: 'optional', body: trackRequestSchema }, async ({ request, body }) => ok(await requests.track(request.ip, body)));
    // A visitor's transfer (/TransferServicePrelogin): the account proven by its holder's last name, throttled per address.
    route.post(serviceCalls.preMoveOutCheck, { auth: 'optional', body: preMoveOutCheckBodySchema }, async ({ request, body }) => ok(await requests.checkPreMoveOut(request.ip, body)));
    route.post(serviceCalls.preTransfer, { auth: 'optional', body: preTransferRequestSchema }, async ({ request, body }) => ok(await requests.submitPreTransfer(request.ip, body), 'Submitted'));
    // A visitor's stop (/PreStopService): the account proven again (the same proof and throttle as the transfer's), the contact kept to track it.
    route.post(serviceCalls.preStop, { auth: 'optional', body: preStopRequestSchema }, async ({ request, body }) => ok(await requests.submitPreStop(request.ip, body), 'Submitted'));
    route.post(serviceCalls.moveOutCheck, { auth: 'required', body: moveOutCheckBodySchema }, async ({ request, session, body }) => ok(await requests.checkMoveOut(session, request.ip, body.accountNumber)));
    route.get(serviceCalls.requests, { auth: 'required' }, async ({ session }) => ok(await requests.list(session)));
    route.post(serviceCalls.cancel, { auth: 'required', body: cancelRequestSchema }, async ({ request, session, body }) => ok(await requests.cancel(session, request.ip, body.reference), 'Cancelled'));
    route.post(serviceCalls.editAppointment, { auth: 'required', body: editAppointmentSchema }, async ({ request, session, body }) =>
      ok(await requests.editAppointment(session, request.ip, body.reference, body.appointment), 'Edited'),
    );
    route.post(serviceCalls.supplyDocuments, { auth: 'required', body: supplyDocumentsSchema }, async ({ request, session, body }) =>
      ok(await requests.supplyDocuments(session, request.ip, body.reference, body.documentIds), 'Received'),
    );
    route.get(`${documentCalls.download}/:id`, { auth: 'required', params: documentIdParamsSchema }, ({ reply, params, session }) => store.send(reply, params.id, session));
  };
}
