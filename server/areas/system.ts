/**
 * Calls outside the service areas: the health check (load balancers, `npm start` smoke tests) and
 * the public meta file with the deployed version (the portal's version check).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../src/domain/constants.ts';
import { ok } from '../../src/domain/envelope.ts';
import { metaQuerySchema, type HealthReply, type VersionMeta } from '../../src/domain/common.ts';
import { healthPath, metaFilePath } from '../../src/domain/services.ts';
import type { Db } from '../db/open.ts';
import { sendFailure } from '../http/errors.ts';
import { noQuerySchema, validate } from '../http/validation.ts';
import { builtAt } from '../http/static.ts';

export function systemArea(db: Db, staticDir: string | undefined) {
  const startedAt = new Date().toISOString();
  return async function register(app: FastifyInstance) {
    app.get(healthPath, async (request, reply) => {
      validate(noQuerySchema, request.query, 'query');
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return sendFailure(reply, 503, 'GEN503');
      }
      return ok<HealthReply>({ database: 'ok', version: appVersion });
    });

    app.get(metaFilePath, async (request) => {
      validate(metaQuerySchema, request.query, 'query');
      const meta: VersionMeta = { version: appVersion, builtAt: builtAt(staticDir) ?? startedAt };
      return meta;
    });
  };
}
