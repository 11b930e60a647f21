/**
 * Demo administration of the reference server (not a spec service area): a maintenance switch so
 * the portal's maintenance polling and /Maintenance page can be shown. Guarded by the admin token
 * (env ADMIN_TOKEN, or a random one printed at start); without a token the calls are disabled.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { adminCalls, adminTokenHeader, maintenanceSwitchBodySchema } from '../../src/domain/admin.ts';
import type { MaintenanceItem } from '../../src/domain/common.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { noQuerySchema, validate } from '../http/validation.ts';
import { readMaintenanceItems } from './common.ts';
import { defaultMaintenanceMessage } from '../seed/content/site.ts';

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function adminArea(db: Db, adminToken: string | undefined) {
  function authorise(request: FastifyRequest) {
    const given = request.headers[adminTokenHeader];
    if (!adminToken) throw new ApiError(403, 'GEN403', 'Administration is disabled on this server.');
    if (typeof given !== 'string' || !sameToken(given, adminToken)) throw new ApiError(403, 'GEN403');
  }

  return async function register(app: FastifyInstance) {
    app.post(adminCalls.maintenance, async (request) => {
      // Authorise first: an unauthorised caller learns nothing about the body rules.
      authorise(request);
      validate(noQuerySchema, request.query, 'query');
      const body = validate(maintenanceSwitchBodySchema, request.body, 'body');
      await db.transaction(async (tx) => {
        const items = await tx.select().from(t.maintenanceItems).orderBy(asc(t.maintenanceItems.id));
        const first = items[0];
        const updatedAt = new Date();
        if (body.active) {
          // One active item is enough for the portal to switch to /Maintenance.
          if (first) {
            await tx
              .update(t.maintenanceItems)
              .set({ status: true, message: body.message ?? first.message, updatedAt })
              .where(eq(t.maintenanceItems.id, first.id));
          } else {
            await tx.insert(t.maintenanceItems).values({ status: true, message: body.message ?? defaultMaintenanceMessage, updatedAt });
          }
        } else {
          await tx.update(t.maintenanceItems).set({ status: false, updatedAt });
          if (first && body.message) {
            await tx.update(t.maintenanceItems).set({ message: body.message }).where(eq(t.maintenanceItems.id, first.id));
          }
        }
      });
      request.log.warn({ active: body.active }, 'maintenance switch changed');
      return ok<MaintenanceItem[]>(await readMaintenanceItems(db), body.active ? 'Maintenance on' : 'Maintenance off');
    });
  };
}
