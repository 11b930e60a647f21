/**
 * The reference server as a Fastify instance: the utility's service areas under /api, the health
 * call and meta file, and the built portal with its base-path rule. main.ts listens; tests use
 * `app.inject` on the instance without a socket.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serviceAreas } from '../src/domain/services.ts';
import { adminBasePath } from '../src/domain/admin.ts';
import type { Db } from './db/open.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installSecurityHeaders } from './http/security.ts';
import { installRequestLog } from './http/logging.ts';
import { installStatic } from './http/static.ts';
import { refuseBodiesOnReads } from './http/validation.ts';
import { commonArea } from './areas/common.ts';
import { adminArea } from './areas/admin.ts';
import { systemArea } from './areas/system.ts';

export interface AppOptions {
  db: Db;
  /** The Vite build output (dist/); pages answer 503 while it does not exist. */
  staticDir?: string;
  /** Fastify's pino logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Token of the demo administration calls; when undefined they are disabled. */
  adminToken?: string;
}

/** Request bodies above this size answer 413 (uploads get their own limit in their area). */
export const bodyLimitBytes = 1_048_576;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request comes from installRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    // Long random path parameters (tokens in links) are fine; longer ones are refused by routing.
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
  });
  // Bodies are JSON only: a text/plain body must get 415, not be read as a string.
  app.removeContentTypeParser('text/plain');

  installErrorHandlers(app);
  await installSecurityHeaders(app);
  installRequestLog(app);
  refuseBodiesOnReads(app);
  await app.register(cookie);

  await app.register(systemArea(options.db, options.staticDir));
  await app.register(commonArea(options.db), { prefix: serviceAreas.common });
  await app.register(adminArea(options.db, options.adminToken), { prefix: adminBasePath });

  // Paths of service areas whose calls later issues add answer the 404 envelope (errors.ts).
  await installStatic(app, options.staticDir);
  return app;
}
