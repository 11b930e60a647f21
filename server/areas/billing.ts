/**
 * Billing service area: the dashboard's account summary, the current bill (what the payment flow
 * starts from), bill and payment history, and for prepaid accounts token history and transactions;
 * all computed from the stored bills, payments and prepaid recharges. Amounts are summed in cents
 * (thebe) and answered with 2 decimals. Every call is on an account the caller holds (403 GEN403).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { billingCalls } from '../../src/domain/calls.ts';
import { dashboardQuerySchema, maskToLast4, type DashboardSummary } from '../../src/domain/dashboard.ts';
import { accountQuerySchema, amountLimitsFor, latestScheduleDate, paymentLimits, type CurrentBill, type HistoryItem, type Paged, type ScheduledPayment } from '../../src/domain/payment.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { formatStsToken, prepaidHistoryQuerySchema, type PrepaidTransaction, type TokenHistoryItem } from '../../src/domain/prepaid.ts';
import { billingHistoryQuerySchema, historyExportFileName, historyExportQuerySchema } from '../../src/domain/billingHistory.ts';
import { historyFile, historyItems } from '../billing/history.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { combinedAddress, linkedAccount, type AccountRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { pula, thebe } from '../payments/statement.ts';
import { payAccess } from '../payments/access.ts';
import { readAccountSummary } from '../billing/accountSummary.ts';
import { autoPayBadgeOf } from '../payments/autoPay.ts';
import { methodDetailOf } from '../../src/domain/paymentMethodText.ts';
import { billPdfFileName, billPdfInteraction, billPdfQuerySchema, billQuerySchema, type BillDetails, type BillExplainerData } from '../../src/domain/bill.ts';
import { billDetails, billExplainer } from '../billing/bills.ts';
import { renderBillPdf } from '../billing/billPdf.ts';
import { recordInteraction } from '../activity.ts';
import { requestActor } from '../payments/interactions.ts';
import { interactionReasonIds } from '../../src/domain/activity.ts';

const amount = (value: number) => value / 100;

/** Page and page size of a history query (1-based page; default 12 a page, at most 50). */
function paging(query: { page?: string; pageSize?: string }) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? paymentLimits.pageSizeDefault);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function paged<T>(items: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Future payments of an account (or of a user), soonest first. */
export async function scheduledPaymentsOf(ctx: ServerContext, where: { accountId?: number; userId?: string }): Promise<ScheduledPayment[]> {
  const conditions = [eq(t.payments.status, 'scheduled')];
  if (where.accountId !== undefined) conditions.push(eq(t.payments.accountId, where.accountId));
  if (where.userId !== undefined) conditions.push(eq(t.payments.userId, where.userId));
  const rows = await ctx.db
    .select({ payment: t.payments, accountNumber: t.serviceAccounts.accountNumber })
    .from(t.payments)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.payments.accountId))
    .where(and(...conditions))
    .orderBy(asc(t.payments.paidAt), asc(t.payments.id));
  return rows.map(({ payment, accountNumber }) => ({
    schedulePayUid: payment.uid,
    confirmationNumber: payment.confirmationNumber,
    accountNumber,
    amount: pula(thebe(payment.amount)),
    convenienceFee: pula(thebe(payment.convenienceFee)),
    paymentDate: isoDay(payment.paidAt),
    method: payment.methodRef,
    methodDetail: methodDetailOf(payment.methodRef),
    status: 'scheduled',
  }));
}

/** Whether a role holds a right on an account (persona 1; status 2 grants nothing). */
async function roleHasRight(ctx: ServerContext, roleId: number, accountStatus: number, rightName: string): Promise<boolean> {
  return hasRight(effectiveRights(await ctx.rights.of(roleId, personas.residential), accountStatus), rightName);
}

function requirePrepaid(account: AccountRow) {
  if (!account.isPrepaid) throw new ApiError(409, 'PAY_NOT_PREPAID');
}

/** The days of a current bill that depend only on today and the bill's due date. */
interface BillDays {
  today: string;
  latestDay: string;
  netDueDate: string | null;
}

/**
 * The current bill's days, worked out once per day and due date (formatting dates was about 5% of a
 * warm bill read's CPU): today, the latest day a payment may be scheduled for, the net due date.
 */
const billDays = (() => {
  const dayMs = 86_400_000;
  let dayStart = Number.NaN;
  let byDue = new Map<string, BillDays>();
  return (now: Date, dueDate: string | null): BillDays => {
    const ms = now.getTime();
    // A new (UTC) day, or a clock moved back (tests): start again.
    if (!(ms >= dayStart && ms < dayStart + dayMs)) {
      dayStart = ms - (((ms % dayMs) + dayMs) % dayMs);
      byDue = new Map();
    }
    const key = dueDate ?? '';
    let days = byDue.get(key);
    if (!days) {
      const today = isoDay(now);
      days = { today, latestDay: latestScheduleDate(today, dueDate), netDueDate: dueDate ? addDaysIso(dueDate, paymentLimits.netDueGraceDays) : null };
      // Due dates are few (one per billing cycle); a bounded map all the same.
      if (byDue.size >= 1000) byDue = new Map();
      byDue.set(key, days);
    }
    return days;
  };
})();

export function billingArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.get(billingCalls.dashboard, { auth: 'required', query: dashboardQuerySchema }, async ({ query, session }) => {
      // One query (billing/accountSummary.ts), as the current bill.
      const { account, link, statement, lastPayment, lastRecharge } = await readAccountSummary(ctx, session, query.accountNumber);
      const { latestBill, amountDueThebe, pastDueThebe, balanceThebe } = statement;
      const summary: DashboardSummary = {
        accountNumber: account.accountNumber,
        nickname: link.nickname ?? '',
        serviceAddress: combinedAddress(account),
        isPrepaid: account.isPrepaid,
        amountDue: amount(amountDueThebe),
        pastDueAmount: amount(pastDueThebe),
        dueDate: latestBill?.dueDate ?? null,
        lastBillDate: latestBill?.billDate ?? null,
        lastBillAmount: latestBill ? amount(thebe(latestBill.amountDue)) : null,
        lastPaymentAmount: lastPayment ? amount(lastPayment.amountThebe) : null,
        lastPaymentDate: lastPayment ? lastPayment.paidAt.toISOString() : null,
        balance: amount(balanceThebe),
        paperless: account.paperless,
        autoPay: await autoPayBadgeOf(ctx, session, account, link, statement),
      };
      if (account.isPrepaid) {
        summary.lastRechargeAmount = lastRecharge ? amount(lastRecharge.amountThebe) : null;
        summary.lastRechargeDate = lastRecharge ? lastRecharge.transactedAt.toISOString() : null;
        summary.lastToken = lastRecharge ? maskToLast4(lastRecharge.token) : null;
      }
      return ok<DashboardSummary>(summary);
    });

    route.get(billingCalls.currentBill, { auth: 'required', query: accountQuerySchema }, async ({ query, session }) => {
      // One query (billing/accountSummary.ts); the session and the role rights come from memory.
      const { account, link, statement, scheduled } = await readAccountSummary(ctx, session, query.accountNumber);
      const access = await payAccess(ctx.rights, session, account, link);
      const { latestBill, amountDueThebe, pastDueThebe, balanceThebe } = statement;
      const allowed = amountLimitsFor(account.accountType, account.isPrepaid);
      const { today, latestDay, netDueDate } = billDays(ctx.now(), latestBill?.dueDate ?? null);
      const canSchedule = !account.isPrepaid && access.payBill && access.schedule && latestDay > today;
      return ok<CurrentBill>({
        accountNumber: account.accountNumber,
        isPrepaid: account.isPrepaid,
        currency: 'BWP',
        amountDue: amount(amountDueThebe),
        pastDueAmount: amount(pastDueThebe),
        currentCharges: latestBill ? amount(thebe(latestBill.amountDue) - thebe(latestBill.pastDue)) : 0,
        balance: amount(balanceThebe),
        billNumber: latestBill?.billNumber ?? null,
        billDate: latestBill?.billDate ?? null,
        dueDate: latestBill?.dueDate ?? null,
        billPeriodStart: latestBill?.periodStart ?? null,
        billPeriodEnd: latestBill?.periodEnd ?? null,
        netDueDate,
        minimumAllowed: allowed.minimum,
        maximumAllowed: allowed.maximum,
        oneTimePaymentAllowed: !account.isPrepaid && access.payBill && (access.payWithSaved || access.payWithNew),
        scheduledPaymentAllowed: canSchedule,
        latestScheduleDate: canSchedule ? latestDay : null,
        scheduledPayments: scheduled,
        paperless: account.paperless,
      });
    });

    route.get(billingCalls.history, { auth: 'required', query: billingHistoryQuerySchema }, async ({ query, session }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      // The bill and payment history right of the caller's role (none on a status-2 account).
      if (!(await roleHasRight(ctx, link.roleId, account.status, rights.billPaymentHistory))) throw new ApiError(403, 'GEN403');
      const { page, pageSize, offset } = paging(query);
      const items = (await historyItems(ctx, account, query.type, query)).map(({ methodNickname: _nickname, ...item }): HistoryItem => item);
      return ok<Paged<HistoryItem>>(paged(items.slice(offset, offset + pageSize), items.length, page, pageSize));
    });

    route.get(billingCalls.historyExport, { auth: 'required', query: historyExportQuerySchema }, async ({ query, session, reply }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      if (!(await roleHasRight(ctx, link.roleId, account.status, rights.billPaymentHistory))) throw new ApiError(403, 'GEN403');
      const items = await historyItems(ctx, account, query.type, query);
      const file = await historyFile(items, query.type, query.format, query.language ?? 'EN_US');
      return reply
        .header('content-type', query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${historyExportFileName(query.type, account.accountNumber, query.format)}"`)
        .send(file);
    });

    route.get(billingCalls.details, { auth: 'required', query: billQuerySchema }, async ({ query, session }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      // The current-bill right of the caller's role (none on a status-2 account); prepaid accounts have no bill.
      if (account.isPrepaid || !(await roleHasRight(ctx, link.roleId, account.status, rights.currentBill))) throw new ApiError(403, 'GEN403');
      const access = await payAccess(ctx.rights, session, account, link);
      const details = await billDetails(ctx, account, query.billNumber, access.payBill && (access.payWithSaved || access.payWithNew));
      // AutoPay is said of the latest bill only (what it drafts).
      const { statement } = await readAccountSummary(ctx, session, account.accountNumber);
      if (statement.latestBill?.billNumber === details.billNumber) details.autoPay = await autoPayBadgeOf(ctx, session, account, link, statement);
      return ok<BillDetails>(details);
    });

    route.get(billingCalls.explainer, { auth: 'required', query: billQuerySchema }, async ({ query, session }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      if (account.isPrepaid || !(await roleHasRight(ctx, link.roleId, account.status, rights.currentBill))) throw new ApiError(403, 'GEN403');
      return ok<BillExplainerData>(await billExplainer(ctx, account, query.billNumber));
    });

    route.get(billingCalls.pdf, { auth: 'required', query: billPdfQuerySchema }, async ({ query, session, request, reply }) => {
      const { account, link } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      // The bill-PDF right of the caller's role (none on a status-2 account); prepaid accounts have no bill.
      if (account.isPrepaid || !(await roleHasRight(ctx, link.roleId, account.status, rights.billPdf))) throw new ApiError(403, 'GEN403');
      const bill = await billDetails(ctx, account, query.billNumber, false);
      const pdf = await renderBillPdf(bill, query.language ?? 'EN_US');
      await recordInteraction(ctx, ctx.db, requestActor(request), {
        actionSubject: billPdfInteraction.subject,
        actionTypeCode: rights.billPdf,
        actionNotes: `Bill ${bill.billNumber}`,
        interactionRecordReasonId: interactionReasonIds.general,
        screenName: billPdfInteraction.screen,
        moduleName: billPdfInteraction.module,
        accountNumber: account.accountNumber,
        odataContractAccountKUT: account.accountNumber,
        customerNumber: account.customerNumber,
        businessAggreementId: account.accountNumber,
        odataPremiseExternalIDKUT: account.premiseId,
        registrationStatus: 'Success',
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${billPdfFileName(bill.billNumber)}"`)
        .send(pdf);
    });

    route.get(billingCalls.tokenHistory, { auth: 'required', query: prepaidHistoryQuerySchema }, async ({ query, session }) => {
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      requirePrepaid(account);
      const { page, pageSize, offset } = paging(query);
      const [total] = await ctx.db.select({ n: count() }).from(t.prepaidTransactions).where(eq(t.prepaidTransactions.accountId, account.id));
      const rows = await ctx.db
        .select({ recharge: t.prepaidTransactions, meterNumber: t.meters.meterNumber })
        .from(t.prepaidTransactions)
        .innerJoin(t.meters, eq(t.meters.id, t.prepaidTransactions.meterId))
        .where(eq(t.prepaidTransactions.accountId, account.id))
        .orderBy(desc(t.prepaidTransactions.transactedAt), desc(t.prepaidTransactions.id))
        .limit(pageSize)
        .offset(offset);
      const items = rows.map(({ recharge, meterNumber }): TokenHistoryItem => ({
        referenceId: recharge.reference,
        transactedAt: recharge.transactedAt.toISOString(),
        meterNumber,
        token: recharge.token,
        tokenDisplay: formatStsToken(recharge.token),
        units: Number(recharge.units),
        amount: amount(thebe(recharge.amount)),
      }));
      return ok<Paged<TokenHistoryItem>>(paged(items, total?.n ?? 0, page, pageSize));
    });

    route.get(billingCalls.transactions, { auth: 'required', query: prepaidHistoryQuerySchema }, async ({ query, session }) => {
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      requirePrepaid(account);
      const { page, pageSize, offset } = paging(query);
      const [total] = await ctx.db.select({ n: count() }).from(t.prepaidTransactions).where(eq(t.prepaidTransactions.accountId, account.id));
      const rows = await ctx.db
        .select({ recharge: t.prepaidTransactions, meterNumber: t.meters.meterNumber, payment: t.payments })
        .from(t.prepaidTransactions)
        .innerJoin(t.meters, eq(t.meters.id, t.prepaidTransactions.meterId))
        .leftJoin(t.payments, eq(t.payments.id, t.prepaidTransactions.paymentId))
        .where(eq(t.prepaidTransactions.accountId, account.id))
        .orderBy(desc(t.prepaidTransactions.transactedAt), desc(t.prepaidTransactions.id))
        .limit(pageSize)
        .offset(offset);
      const items = rows.map(({ recharge, meterNumber, payment }): PrepaidTransaction => ({
        referenceId: recharge.reference,
        transactedAt: recharge.transactedAt.toISOString(),
        meterNumber,
        amount: amount(thebe(recharge.amount)),
        convenienceFee: payment ? amount(thebe(payment.convenienceFee)) : 0,
        units: Number(recharge.units),
        channel: recharge.channel,
        method: payment?.methodRef ?? null,
        methodDetail: methodDetailOf(payment?.methodRef),
        confirmationNumber: payment?.confirmationNumber ?? null,
        status: 'completed',
      }));
      return ok<Paged<PrepaidTransaction>>(paged(items, total?.n ?? 0, page, pageSize));
    });
  };
}
