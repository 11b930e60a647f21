/**
 * Installment plan (src/domain/installmentPlan.ts) on the billing service area: the status (the plan
 * in force, or the eligibility with the balances) and enrolment. Eligibility: a postpaid account
 * that owes at least the minimum and has no payment scheduled for it already (one or the other
 * settles the bill). Enrolling takes the balance the customer was shown and refuses it when a
 * payment or a new bill changed it; every refusal is recorded as "Installment Plan Enrollment
 * Failed" (document 2 section 8) with the server's message, a success as its own record. The
 * installment right, as the role and the account's status grant it (status 2: none), is needed.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import {
  installmentLimits,
  installmentPlanCalls,
  installmentPlanEnrolBodySchema,
  installmentPlanRefusals,
  installmentPlanScreen,
  installmentPlanStatusQuerySchema,
  installmentSchedule,
  offeredBalanceTypes,
  plannedBalance,
  type InstallmentBalanceType,
  type InstallmentIneligibleReason,
  type InstallmentPlanStatus,
  type InstallmentType,
} from '../../src/domain/installmentPlan.ts';
import { personas } from '../../src/domain/constants.ts';
import { isoDay } from '../../src/domain/format.ts';
import { effectiveRights, hasRight, rights, type RightName } from '../../src/domain/rights.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/open.ts';
import type { Auth, RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { recordPaymentEvent, requestActor, withFailureEvent } from '../payments/interactions.ts';
import { accountStatement, pula } from '../payments/statement.ts';
import { installmentPaymentStatuses } from '../payments/installments.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The plan in force on an account with its installments, if any. */
export async function installmentPlanInForce(ex: Executor, accountId: number) {
  const [plan] = await ex
    .select()
    .from(t.installmentPlans)
    .where(and(eq(t.installmentPlans.accountId, accountId), isNull(t.installmentPlans.endedAt)));
  if (!plan) return null;
  const items = await ex.select().from(t.installmentPlanItems).where(eq(t.installmentPlanItems.planId, plan.id)).orderBy(asc(t.installmentPlanItems.number));
  return { plan, items };
}

/** The status of an account as its holder sees it. */
export async function installmentPlanStatusOf(ex: Executor, account: AccountRow, today: string): Promise<InstallmentPlanStatus> {
  const statement = await accountStatement(ex as Db, account);
  const base = { accountNumber: account.accountNumber, totalBalance: pula(statement.amountDueThebe), pastDueBalance: pula(statement.pastDueThebe), startDay: today };
  const inForce = await installmentPlanInForce(ex, account.id);
  if (inForce) {
    const { plan, items } = inForce;
    // An installment is paid once the payment the scheduler made for it is completed.
    const payments = await installmentPaymentStatuses(ex, items.flatMap((item) => (item.paymentId === null ? [] : [item.paymentId])));
    const paid = (item: (typeof items)[number]) => item.paymentId !== null && payments.get(item.paymentId) === 'completed';
    return {
      ...base,
      eligible: false,
      reason: null,
      plan: {
        balanceType: plan.balanceType as InstallmentBalanceType,
        installmentType: plan.installmentType as InstallmentType,
        totalAmount: Number(plan.totalAmount),
        createdOn: isoDay(plan.createdAt),
        installments: items.map((item) => ({ number: item.number, dueDate: item.dueDate, amount: Number(item.amount), status: paid(item) ? 'paid' : 'due' })),
      },
    };
  }
  const reason = await ineligibility(ex, account, base.totalBalance);
  return { ...base, plan: null, eligible: reason === null, reason };
}

async function ineligibility(ex: Executor, account: AccountRow, totalBalance: number): Promise<InstallmentIneligibleReason | null> {
  if (account.isPrepaid) return 'INS_PREPAID';
  if (totalBalance < installmentLimits.minimumBalance) return 'INS_NOTHING_OWED';
  const [scheduled] = await ex
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(and(eq(t.payments.accountId, account.id), eq(t.payments.status, 'scheduled')))
    .limit(1);
  if (scheduled) return 'INS_PAYMENT_SCHEDULED';
  return null;
}

/** The account as the caller holds it, with a billing right (403 otherwise; none on status 2). */
export async function heldWithBillingRight(ctx: ServerContext, session: RequestSession, accountNumber: string, right: RightName) {
  const { account, link } = await linkedAccount(ctx, session.uuid, accountNumber);
  const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
  if (!hasRight(granted, right)) throw new ApiError(403, 'GEN403');
  return account;
}

export function installmentPlanRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(installmentPlanCalls.status, { auth: 'required', query: installmentPlanStatusQuerySchema }, async ({ query, session }) => {
      const account = await heldWithBillingRight(ctx, session, query.accountNumber, rights.installment);
      return ok<InstallmentPlanStatus>(await installmentPlanStatusOf(ctx.db, account, isoDay(ctx.now())));
    });

    route.post(installmentPlanCalls.enrol, { auth: 'required', body: installmentPlanEnrolBodySchema }, async ({ request, body, session }) => {
      let found: AccountRow | null = null;
      const base = () => ({ guest: false, screen: installmentPlanScreen, module: 'Billing', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const account = await heldWithBillingRight(ctx, session, body.accountNumber, rights.installment);
          found = account;
          const today = isoDay(ctx.now());
          const status = await ctx.db.transaction(async (tx) => {
            const before = await installmentPlanStatusOf(tx, account, today);
            if (before.plan) throw new ApiError(409, installmentPlanRefusals.alreadyEnrolled);
            if (before.reason) throw new ApiError(409, before.reason);
            const balance = plannedBalance(before, body.selectedValue);
            if (!offeredBalanceTypes(before).includes(body.selectedValue)) throw new ApiError(409, installmentPlanRefusals.noPastDue);
            if (Math.round(balance * 100) !== Math.round(body.amount * 100)) throw new ApiError(409, installmentPlanRefusals.balanceChanged);
            const [plan] = await tx
              .insert(t.installmentPlans)
              .values({
                accountId: account.id,
                balanceType: body.selectedValue,
                installmentType: body.installmentType,
                totalAmount: balance.toFixed(2),
                createdBy: session.uuid,
                createdAt: ctx.now(),
              })
              .returning({ id: t.installmentPlans.id });
            const schedule = installmentSchedule(balance, body.installments, body.installmentType, today);
            await tx.insert(t.installmentPlanItems).values(schedule.map((item) => ({ planId: plan!.id, number: item.number, dueDate: item.dueDate, amount: item.amount.toFixed(2) })));
            await recordPaymentEvent(ctx, tx, requestActor(request), 'installmentPlanEnrolled', {
              ...base(),
              status: 'Success',
              notes: `${body.selectedValue} ${balance.toFixed(2)} in ${body.installments} ${body.installmentType} installments from ${schedule[0]!.dueDate}`,
            });
            return installmentPlanStatusOf(tx, account, today);
          });
          return ok<InstallmentPlanStatus>(status);
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'installmentPlanEnrollmentFailed', {
            ...base(),
            status: 'Failed',
            notes: `${error.msgcode}: refused`,
            message: error.message,
          });
        },
      );
    });
  };
}
