/**
 * One structured log line per request (Fastify's pino logger): method, path, status and duration.
 * Fastify's built-in request logging (two lines per request) is turned off in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { pathOf } from './security.ts';

export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        // The query may carry personal data (account numbers, search text): log the path only.
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
