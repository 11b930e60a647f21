/**
 * Service area (document 2 section 7 "Services"): the documents upload so far. The upload is a
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
    route.get(`${documentCalls.download}/:id`, { auth: 'required', params: documentIdParamsSchema }, ({ reply, params, session }) => store.send(reply, params.id, session));
  };
}
