/**
 * Payment arrangements (src/domain/paymentArrangements.ts) on the billing service area: the
 * extension, installment plan and budget billing of an account in one answer, and the request of a
 * payment extension. An extension moves the current bill's due date later, at most
 * paymentExtensionMaxDays after it, once per bill; it needs a postpaid account that owes something
 * and has no installment plan in force. The outcome is recorded (Payment Extension - Success, or
 * Failed with the server's message). The payment extension right is needed for the request, the
 * installment right for the arrangements (the menu entry's right); budget billing is read only when
 * its right is held (none on status 2).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { personas } from '../../src/domain/constants.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import {
  isExtensionDay,
  paymentArrangementsCalls,
  paymentArrangementsQuerySchema,
  paymentArrangementsScreen,
  paymentExtensionMaxDays,
  paymentExtensionRefusals,
  paymentExtensionRequestBodySchema,
  type PaymentArrangements,
  type PaymentExtensionIneligibleReason,
  type PaymentExtensionStatus,
} from '../../src/domain/paymentArrangements.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/open.ts';
import type { Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { recordPaymentEvent, requestActor, withFailureEvent } from '../payments/interactions.ts';
import { accountStatement, pula } from '../payments/statement.ts';
import { budgetBillingStatusOf } from './billing.budgetBilling.ts';
import { heldWithBillingRight, installmentPlanInForce, installmentPlanStatusOf } from './billing.installmentPlan.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The extension of the account's current bill, or why none can be asked for. */
export async function paymentExtensionStatusOf(ex: Executor, account: AccountRow): Promise<PaymentExtensionStatus> {
  const statement = await accountStatement(ex as Db, account);
  const bill = statement.latestBill;
  const amountDue = pula(statement.amountDueThebe);
  const [granted] = bill ? await ex.select().from(t.paymentExtensions).where(eq(t.paymentExtensions.billId, bill.id)) : [];
  if (granted) {
    return {
      extension: { originalDueDate: granted.originalDueDate, newDueDate: granted.newDueDate, requestedOn: isoDay(granted.requestedAt) },
      eligible: false,
      reason: null,
      dueDate: granted.newDueDate,
      latestDate: null,
      amountDue,
    };
  }
  const reason = await ineligibility(ex, account, amountDue, bill !== undefined);
  const dueDate = bill?.dueDate ?? null;
  return { extension: null, eligible: reason === null, reason, dueDate, latestDate: reason === null && dueDate ? addDaysIso(dueDate, paymentExtensionMaxDays) : null, amountDue };
}

async function ineligibility(ex: Executor, account: AccountRow, amountDue: number, hasBill: boolean): Promise<PaymentExtensionIneligibleReason | null> {
  if (account.isPrepaid) return 'EXT_PREPAID';
  if (!hasBill || amountDue <= 0) return 'EXT_NOTHING_OWED';
  if (await installmentPlanInForce(ex, account.id)) return 'EXT_INSTALLMENT_PLAN';
  return null;
}

export function paymentArrangementsRoutes(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(paymentArrangementsCalls.arrangements, { auth: 'required', query: paymentArrangementsQuerySchema }, async ({ query, session }) => {
      const account = await heldWithBillingRight(ctx, session, query.accountNumber, rights.installment);
      const { link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
      const budgetBilling = await budgetBillingStatusOf(ctx.db, account);
      return ok<PaymentArrangements>({
        accountNumber: account.accountNumber,
        extension: await paymentExtensionStatusOf(ctx.db, account),
        installmentPlan: await installmentPlanStatusOf(ctx.db, account, isoDay(ctx.now())),
        // Without the budget billing right the section says it is not offered (no amounts).
        budgetBilling: hasRight(granted, rights.budgetBilling) ? budgetBilling : { ...budgetBilling, eligible: false, monthlyAmount: null, months: [] },
      });
    });

    route.post(paymentArrangementsCalls.requestExtension, { auth: 'required', body: paymentExtensionRequestBodySchema }, async ({ request, body, session }) => {
      let found: AccountRow | null = null;
      const base = () => ({ guest: false, screen: paymentArrangementsScreen, module: 'Billing', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const account = await heldWithBillingRight(ctx, session, body.accountNumber, rights.paymentExtension);
          found = account;
          const status = await ctx.db.transaction(async (tx) => {
            const before = await paymentExtensionStatusOf(tx, account);
            if (before.extension) throw new ApiError(409, paymentExtensionRefusals.alreadyExtended);
            if (before.reason) throw new ApiError(409, before.reason);
            const statement = await accountStatement(tx as unknown as Db, account);
            const bill = statement.latestBill!;
            if (!isExtensionDay(body.newDueDate, bill.dueDate)) throw new ApiError(409, paymentExtensionRefusals.dateRange);
            await tx.insert(t.paymentExtensions).values({
              accountId: account.id,
              billId: bill.id,
              originalDueDate: bill.dueDate,
              newDueDate: body.newDueDate,
              requestedBy: session.uuid,
              requestedAt: ctx.now(),
            });
            await tx.update(t.bills).set({ dueDate: body.newDueDate }).where(and(eq(t.bills.id, bill.id), eq(t.bills.accountId, account.id)));
            await recordPaymentEvent(ctx, tx, requestActor(request), 'paymentExtensionGranted', {
              ...base(),
              status: 'Success',
              notes: `Bill ${bill.billNumber} due ${bill.dueDate} extended to ${body.newDueDate}`,
            });
            return paymentExtensionStatusOf(tx, account);
          });
          return ok<PaymentExtensionStatus>(status);
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'paymentExtensionFailed', {
            ...base(),
            status: 'Failed',
            notes: `${error.msgcode}: refused (${body.newDueDate})`,
            message: error.message,
          });
        },
      );
    });
  };
}

