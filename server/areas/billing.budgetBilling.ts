/**
 * Budget billing (src/domain/budgetBilling.ts) on the billing service area: the status with the
 * offer, enrol and unenrol. Eligibility: a postpaid account with 12 bills and nothing past due; the
 * monthly amount is the mean of the last 12 bills' own charges, rounded up to the pula. Enrolling
 * takes the amount the customer was shown and refuses it when a new bill has changed the offer.
 * Leaving records activity (audit) code 197. The budget billing right, as the role and the account's
 * status grant it (status 2: none), is needed for every call.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import {
  budgetBillingCalls,
  budgetBillingEnrolBodySchema,
  budgetBillingMonths,
  budgetBillingRefusals,
  budgetBillingStatusQuerySchema,
  budgetBillingUnenrolAuditCode,
  budgetBillingUnenrolBodySchema,
  budgetMonthlyAmount,
  type BudgetBillingIneligibleReason,
  type BudgetBillingStatus,
} from '../../src/domain/budgetBilling.ts';
import { personas } from '../../src/domain/constants.ts';
import { isoDay } from '../../src/domain/format.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/open.ts';
import { updatedByOf, type Auth, type RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { accountStatement, pula, thebe } from '../payments/statement.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The plan in force on an account, if any. */
async function planInForce(ex: Executor, accountId: number) {
  const [plan] = await ex
    .select()
    .from(t.budgetBillingPlans)
    .where(and(eq(t.budgetBillingPlans.accountId, accountId), isNull(t.budgetBillingPlans.endedAt)));
  return plan ?? null;
}

/** The status of an account as its holder sees it: the plan, or the offer, or why not. */
export async function budgetBillingStatusOf(ex: Executor, account: AccountRow): Promise<BudgetBillingStatus> {
  const plan = await planInForce(ex, account.id);
  const bills = await ex
    .select({ billNumber: t.bills.billNumber, periodEnd: t.bills.periodEnd, amountDue: t.bills.amountDue, pastDue: t.bills.pastDue })
    .from(t.bills)
    .where(eq(t.bills.accountId, account.id))
    .orderBy(desc(t.bills.periodEnd))
    .limit(budgetBillingMonths);
  // A bill's own charges: what it asks for less the balance it carries from before.
  const months = bills.map((bill) => ({ billNumber: bill.billNumber, periodEnd: bill.periodEnd, charges: pula(thebe(bill.amountDue) - thebe(bill.pastDue)) }));
  const base = { accountNumber: account.accountNumber, months };
  if (plan) {
    return { ...base, enrolment: { monthlyAmount: Number(plan.monthlyAmount), enrolledOn: isoDay(plan.enrolledAt) }, eligible: false, reason: null, monthlyAmount: null };
  }
  const reason = await ineligibility(ex, account, months.length);
  return { ...base, enrolment: null, eligible: reason === null, reason, monthlyAmount: reason === null ? budgetMonthlyAmount(months.map((m) => m.charges)) : null };
}

async function ineligibility(ex: Executor, account: AccountRow, billCount: number): Promise<BudgetBillingIneligibleReason | null> {
  if (account.isPrepaid) return 'BUD_PREPAID';
  if ((await accountStatement(ex as Db, account)).pastDueThebe > 0) return 'BUD_PAST_DUE';
  if (billCount < budgetBillingMonths) return 'BUD_SHORT_HISTORY';
  return null;
}

export function budgetBillingRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    /** The account as the caller holds it, with the budget billing right (403 otherwise). */
    const heldWithRight = async (session: RequestSession, accountNumber: string) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, accountNumber);
      const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
      if (!hasRight(granted, rights.budgetBilling)) throw new ApiError(403, 'GEN403');
      return account;
    };

    route.get(budgetBillingCalls.status, { auth: 'required', query: budgetBillingStatusQuerySchema }, async ({ query, session }) => {
      const account = await heldWithRight(session, query.accountNumber);
      return ok<BudgetBillingStatus>(await budgetBillingStatusOf(ctx.db, account));
    });

    route.post(budgetBillingCalls.enrol, { auth: 'required', body: budgetBillingEnrolBodySchema }, async ({ body, session }) => {
      const account = await heldWithRight(session, body.accountNumber);
      const status = await ctx.db.transaction(async (tx) => {
        const before = await budgetBillingStatusOf(tx, account);
        if (before.enrolment) throw new ApiError(409, budgetBillingRefusals.alreadyEnrolled);
        if (before.reason) throw new ApiError(409, before.reason);
        if (before.monthlyAmount !== body.monthlyAmount) throw new ApiError(409, budgetBillingRefusals.amountChanged);
        await tx.insert(t.budgetBillingPlans).values({ accountId: account.id, monthlyAmount: before.monthlyAmount.toFixed(2), enrolledBy: session.uuid, enrolledAt: ctx.now() });
        return budgetBillingStatusOf(tx, account);
      });
      return ok<BudgetBillingStatus>(status);
    });

    route.post(budgetBillingCalls.unenrol, { auth: 'required', body: budgetBillingUnenrolBodySchema }, async ({ body, session }) => {
      const account = await heldWithRight(session, body.accountNumber);
      const status = await ctx.db.transaction(async (tx) => {
        const plan = await planInForce(tx, account.id);
        if (!plan) throw new ApiError(409, budgetBillingRefusals.notEnrolled);
        await tx.update(t.budgetBillingPlans).set({ endedAt: ctx.now(), endedBy: session.uuid }).where(eq(t.budgetBillingPlans.id, plan.id));
        await tx.insert(t.auditEvents).values({
          userId: session.uuid,
          familyId: session.familyId,
          updatedBy: updatedByOf(session),
          code: budgetBillingUnenrolAuditCode,
          accountNumber: account.accountNumber,
          notes: `Budget billing ended (was ${Number(plan.monthlyAmount).toFixed(2)} a month)`,
          createdAt: ctx.now(),
        });
        return budgetBillingStatusOf(tx, account);
      });
      return ok<BudgetBillingStatus>(status);
    });
  };
}
