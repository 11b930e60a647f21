/**
 * Installments of the plans in force (src/domain/installmentPlan.ts) made by the payment scheduler
 * (payments/scheduler.ts), as AutoPay's drafts are: on each pass, every installment whose day has
 * come is claimed once (its row goes from due to drafted in the same transaction that writes its
 * scheduled payment, so two passes or two servers never draft it twice) and paid with the saved
 * method the plan's holder uses by default; the scheduler's executor then charges that payment once
 * (lease, gateway key "scheduled:<uid>"). A holder with no saved method keeps the installment due:
 * the portal's payment pages pay it.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { activityUpdatedBy } from '../../src/domain/constants.ts';
import { isoDay } from '../../src/domain/format.ts';
import { installmentPlanScreen } from '../../src/domain/installmentPlan.ts';
import { recordPaymentEvent } from './interactions.ts';
import { listMethods, methodText } from './methods.ts';
import { confirmationNumber, money } from './service.ts';
import { thebe } from './statement.ts';

/** Drafts every installment due by `now`; answers how many payments were scheduled. */
export async function draftInstallments(ctx: ServerContext, now: Date): Promise<number> {
  const today = isoDay(now);
  const due = await ctx.db
    .select({ item: t.installmentPlanItems, plan: t.installmentPlans, account: t.serviceAccounts })
    .from(t.installmentPlanItems)
    .innerJoin(t.installmentPlans, eq(t.installmentPlans.id, t.installmentPlanItems.planId))
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.installmentPlans.accountId))
    .where(and(eq(t.installmentPlanItems.status, 'due'), lte(t.installmentPlanItems.dueDate, today), isNull(t.installmentPlans.endedAt)))
    .orderBy(asc(t.installmentPlanItems.dueDate), asc(t.installmentPlanItems.id));
  let drafted = 0;
  for (const { item, plan, account } of due) {
    if (!plan.createdBy) continue;
    const [method] = await listMethods(ctx.db, plan.createdBy);
    if (!method) continue;
    const made = await ctx.db.transaction(async (tx) => {
      // Claimed once: a second pass (or server) finds it drafted and does nothing.
      const [claimed] = await tx
        .update(t.installmentPlanItems)
        .set({ status: 'drafted' })
        .where(and(eq(t.installmentPlanItems.id, item.id), eq(t.installmentPlanItems.status, 'due')))
        .returning({ id: t.installmentPlanItems.id });
      if (!claimed) return false;
      const reference = methodText(method.kind === 'bank' ? 'bank' : 'card', method.brand, method.last4);
      const [payment] = await tx
        .insert(t.payments)
        .values({
          accountId: account.id,
          userId: plan.createdBy,
          paymentMethodId: method.id,
          amount: item.amount,
          convenienceFee: '0',
          paidAt: now,
          methodRef: reference,
          methodKind: method.kind,
          gatewayToken: method.gatewayToken,
          status: 'scheduled',
          amountType: 'OtherAmount',
          isGuest: false,
          confirmationNumber: confirmationNumber(now),
          channel: 'installment',
          createdAt: now,
        })
        .returning();
      await tx.update(t.installmentPlanItems).set({ paymentId: payment!.id }).where(eq(t.installmentPlanItems.id, item.id));
      await recordPaymentEvent(
        ctx,
        tx,
        { userId: plan.createdBy, familyId: null, agentUserId: null, updatedBy: activityUpdatedBy.customer, ip: null },
        'paymentScheduled',
        {
          guest: false,
          screen: installmentPlanScreen,
          module: 'Payment',
          account,
          status: 'Success',
          notes: `Installment ${item.number} of plan ${plan.id}: ${money(thebe(item.amount))} with ${reference} due ${item.dueDate}; confirmation ${payment!.confirmationNumber}`,
        },
      );
      return true;
    });
    if (made) drafted += 1;
  }
  return drafted;
}

/** The statuses of the payments that made installments, by payment id. */
export async function installmentPaymentStatuses(ex: Pick<ServerContext['db'], 'select'>, paymentIds: number[]): Promise<Map<number, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await ex.select({ id: t.payments.id, status: t.payments.status }).from(t.payments).where(inArray(t.payments.id, paymentIds));
  return new Map(rows.map((row) => [row.id, row.status]));
}
