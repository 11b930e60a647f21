/**
 * Usage alerts' calls (src/domain/usageAlerts.ts) on the usage service area: the signed-in user's
 * daily threshold and monthly budget on an account, and their save. Both need the usage-alerts and
 * electric rights on an account the caller holds (403 GEN403); the alerts watch its electric meter
 * (none: nothing is raised). A save checks the latest whole day and its month at once
 * (server/usage/alerts.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { rights } from '../../src/domain/rights.ts';
import { usageServiceRight } from '../../src/domain/usage.ts';
import { usageAlertsCalls, usageAlertsLoadQuerySchema, usageAlertsSaveBodySchema, type UsageAlertsRecord, type UsageAlertsSaved } from '../../src/domain/usageAlerts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { latestUsageAlert, raiseUsageAlerts } from '../usage/alerts.ts';
import { usageAccess } from './usage.ts';

export function usageAlertsRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    /** The account as the caller holds it, with the alert and electric rights and an electric meter. */
    async function alertAccess(userId: string, accountNumber: string) {
      const access = await usageAccess(ctx, userId, accountNumber, app.log);
      if (!access.granted(rights.usageAlerts) || !access.granted(usageServiceRight.electric)) throw new ApiError(403, 'GEN403');
      return access;
    }

    async function record(userId: string, accountId: number, accountNumber: string): Promise<UsageAlertsRecord> {
      const [settings] = await ctx.db
        .select()
        .from(t.usageAlertSettings)
        .where(and(eq(t.usageAlertSettings.userId, userId), eq(t.usageAlertSettings.accountId, accountId)));
      return {
        accountNumber,
        dailyThreshold: settings?.dailyThresholdWh == null ? null : settings.dailyThresholdWh / 1000,
        monthlyBudget: settings?.monthlyBudgetThebe == null ? null : settings.monthlyBudgetThebe / 100,
        latest: await latestUsageAlert(ctx, userId, accountId),
      };
    }

    route.get(usageAlertsCalls.load, { auth: 'required', query: usageAlertsLoadQuerySchema }, async ({ query, session }) => {
      const access = await alertAccess(session.uuid, query.accountNumber);
      return ok<UsageAlertsRecord>(await record(session.uuid, access.account.id, access.account.accountNumber));
    });

    route.post(usageAlertsCalls.save, { auth: 'required', body: usageAlertsSaveBodySchema }, async ({ body, session, request }) => {
      const access = await alertAccess(session.uuid, body.accountNumber);
      const values = {
        dailyThresholdWh: body.dailyThreshold === null ? null : Math.round(body.dailyThreshold * 1000),
        monthlyBudgetThebe: body.monthlyBudget === null ? null : Math.round(body.monthlyBudget * 100),
        // Crossings count from the last whole day on: a save shows at once whether it has crossed.
        sinceDay: access.window.lastDay,
        updatedAt: ctx.now(),
      };
      await ctx.db
        .insert(t.usageAlertSettings)
        .values({ userId: session.uuid, accountId: access.account.id, ...values })
        .onConflictDoUpdate({ target: [t.usageAlertSettings.userId, t.usageAlertSettings.accountId], set: values });
      const raised = await raiseUsageAlerts(ctx, request.log, access.account.id, access.window, session.uuid);
      return ok<UsageAlertsSaved>({ ...(await record(session.uuid, access.account.id, access.account.accountNumber)), raised });
    });
  };
}
