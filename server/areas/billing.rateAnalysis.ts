/**
 * Rate analysis (src/domain/rateAnalysis.ts) on the billing service area: the account's last 12
 * bills priced again under each tariff in the tariff table, with the same pricing the seed bills
 * with (src/domain/tariff.ts), so the current tariff's total is what those bills charged for usage.
 * A postpaid account and the current-bill right (none on a status-2 account), as /ViewBill needs.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { personas } from '../../src/domain/constants.ts';
import { analyseRates, rateAnalysisCalls, rateAnalysisLoadQuerySchema, rateAnalysisMonths, type RateAnalysis } from '../../src/domain/rateAnalysis.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { mayTakeTariff } from '../../src/domain/tariff.ts';
import { linkedAccount } from '../accounts.ts';
import { tariffsOf } from '../billing/bills.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';

export function rateAnalysisRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(rateAnalysisCalls.load, { auth: 'required', query: rateAnalysisLoadQuerySchema }, async ({ query, session }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
      if (account.isPrepaid || !hasRight(granted, rights.currentBill)) throw new ApiError(403, 'GEN403');
      const rows = await ctx.db
        .select({ billNumber: t.bills.billNumber, billDate: t.bills.billDate, periodStart: t.bills.periodStart, periodEnd: t.bills.periodEnd, usage: t.bills.usage, estimated: t.bills.estimated, tariffCode: t.bills.tariffCode })
        .from(t.bills)
        .where(eq(t.bills.accountId, account.id))
        .orderBy(desc(t.bills.billDate), desc(t.bills.id))
        .limit(rateAnalysisMonths);
      const months = rows.reverse().map((row) => ({ billNumber: row.billNumber, billDate: row.billDate, periodStart: row.periodStart, periodEnd: row.periodEnd, kwh: Number(row.usage), estimated: row.estimated }));
      // The tariff of the latest bill, or the account's own before its first bill.
      const current = rows.at(-1)?.tariffCode ?? account.tariff;
      // The tariffs this account may take (a home is not offered the business tariffs), and its own.
      const open = (await tariffsOf(ctx)).filter((tariff) => tariff.code === current || mayTakeTariff(tariff.code, account.accountType));
      return ok<RateAnalysis>(analyseRates(account.accountNumber, months, open, current));
    });
  };
}
