/**
 * Billing service area: the dashboard's account summary, computed from the stored bills, payments
 * and prepaid recharges. Amounts are summed in cents (thebe) and answered with 2 decimals.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { billingCalls } from '../../src/domain/calls.ts';
import { dashboardQuerySchema, maskToLast4, type DashboardSummary } from '../../src/domain/dashboard.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { combinedAddress, linkedAccount } from '../accounts.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { validate } from '../http/validation.ts';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const amount = (value: number) => value / 100;

export function billingArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    app.get(billingCalls.dashboard, { preHandler: auth.required }, async (request) => {
      const query = validate(dashboardQuerySchema, request.query, 'query');
      const { account, link } = await linkedAccount(ctx, sessionOf(request).uuid, query.accountNumber);

      const [latestBill] = await ctx.db.select().from(t.bills).where(eq(t.bills.accountId, account.id)).orderBy(desc(t.bills.billDate)).limit(1);
      const completed = and(eq(t.payments.accountId, account.id), eq(t.payments.status, 'completed'));
      const [lastPayment] = await ctx.db.select().from(t.payments).where(completed).orderBy(desc(t.payments.paidAt)).limit(1);

      let balance = cents(account.balance);
      let pastDue = 0;
      if (latestBill) {
        // What the latest bill asked for, less what was paid since it was issued.
        const [paid] = await ctx.db
          .select({ total: sql<string>`coalesce(sum(${t.payments.amount}), 0)` })
          .from(t.payments)
          .where(and(completed, gte(t.payments.paidAt, new Date(`${latestBill.billDate}T00:00:00Z`))));
        const paidSince = cents(paid?.total ?? 0);
        balance = cents(latestBill.amountDue) - paidSince;
        pastDue = Math.max(0, cents(latestBill.pastDue) - paidSince);
      }
      const amountDue = Math.max(0, balance);

      const summary: DashboardSummary = {
        accountNumber: account.accountNumber,
        nickname: link.nickname ?? '',
        serviceAddress: combinedAddress(account),
        isPrepaid: account.isPrepaid,
        amountDue: amount(amountDue),
        pastDueAmount: amount(Math.min(pastDue, amountDue)),
        dueDate: latestBill?.dueDate ?? null,
        lastBillDate: latestBill?.billDate ?? null,
        lastBillAmount: latestBill ? amount(cents(latestBill.amountDue)) : null,
        lastPaymentAmount: lastPayment ? amount(cents(lastPayment.amount)) : null,
        lastPaymentDate: lastPayment ? lastPayment.paidAt.toISOString() : null,
        balance: amount(balance),
        paperless: account.paperless,
      };
      if (account.isPrepaid) {
        const [recharge] = await ctx.db
          .select()
          .from(t.prepaidTransactions)
          .where(eq(t.prepaidTransactions.accountId, account.id))
          .orderBy(desc(t.prepaidTransactions.transactedAt))
          .limit(1);
        summary.lastRechargeAmount = recharge ? amount(cents(recharge.amount)) : null;
        summary.lastRechargeDate = recharge ? recharge.transactedAt.toISOString() : null;
        summary.lastToken = recharge ? maskToLast4(recharge.token) : null;
      }
      return ok<DashboardSummary>(summary);
    });
  };
}
