/**
 * Calls outside the service areas: the health check (load balancers, `npm start` smoke tests) and
 * the public meta file with the deployed version (the portal's version check).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../src/domain/constants.ts';
import { ok } from '../../src/domain/envelope.ts';
import { metaQuerySchema, type HealthReply, type VersionMeta } from '../../src/domain/common.ts';
import { healthPath, metaFilePath } from '../../src/domain/apiAreas.ts';
import type { Db } from '../db/open.ts';
import { sendFailure } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { builtAt } from '../http/static.ts';

export function systemArea(db: Db, staticDir: string | undefined) {
  const startedAt = new Date().toISOString();
  return async function register(app: FastifyInstance) {
    const route = routes(app, undefined);
    route.get(healthPath, {}, async ({ request, reply }) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return sendFailure(reply, 503, 'GEN503');
      }
      return ok<HealthReply>({ database: 'ok', version: appVersion });
    });

    route.get(metaFilePath, { query: metaQuerySchema }, async () => {
      const meta: VersionMeta = { version: appVersion, builtAt: builtAt(staticDir) ?? startedAt };
      return meta;
    });
  };
}
