/**
 * The current bill of an account the caller holds, in one query: the link in force (the account is
 * the caller's, else 403), the latest bill, what was paid since that bill's day and the scheduled
 * payments, as the payment flow starts from them (GET {billing}/current-bill). The dashboard's
 * bill widget and every payment page read it, so it is the server's hottest call.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkInForce, type AccountRow, type LinkRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import { isoDay, type ScheduledPayment } from '../../src/domain/payment.ts';
import { pula, statementOf, thebe, type BillRow, type Statement } from '../payments/statement.ts';

export interface CurrentBillRead {
  account: AccountRow;
  link: LinkRow;
  statement: Statement;
  scheduled: ScheduledPayment[];
}

interface ScheduledJson {
  uid: string;
  confirmationNumber: string;
  amount: string;
  convenienceFee: string;
  paidAt: string;
  methodRef: string;
}

export async function readCurrentBill(ctx: ServerContext, userId: string, accountNumber: string): Promise<CurrentBillRead> {
  const latestBill = ctx.db
    .select()
    .from(t.bills)
    .where(eq(t.bills.accountId, t.serviceAccounts.id))
    .orderBy(desc(t.bills.billDate))
    .limit(1)
    .as('latest_bill');
  const paid = ctx.db
    .select({ total: sql<string>`coalesce(sum(${t.payments.amount}), 0)::text`.as('paid_total') })
    .from(t.payments)
    .where(
      and(
        eq(t.payments.accountId, t.serviceAccounts.id),
        eq(t.payments.status, 'completed'),
        // Payments count from the bill's day, 00:00 UTC (statement.ts billDayStart).
        sql`${t.payments.paidAt} >= (${latestBill.billDate}::timestamp at time zone 'UTC')`,
      ),
    )
    .as('paid');
  const scheduled = ctx.db
    .select({
      list: sql<ScheduledJson[] | null>`json_agg(json_build_object(
        'uid', ${t.payments.uid}, 'confirmationNumber', ${t.payments.confirmationNumber}, 'amount', ${t.payments.amount}::text,
        'convenienceFee', ${t.payments.convenienceFee}::text, 'paidAt', ${t.payments.paidAt}, 'methodRef', ${t.payments.methodRef}
      ) order by ${t.payments.paidAt}, ${t.payments.id})`.as('scheduled_list'),
    })
    .from(t.payments)
    .where(and(eq(t.payments.accountId, t.serviceAccounts.id), eq(t.payments.status, 'scheduled')))
    .as('scheduled');
  const [row] = await ctx.db
    .select({
      account: t.serviceAccounts,
      link: t.userAccounts,
      bill: {
        id: latestBill.id,
        accountId: latestBill.accountId,
        billNumber: latestBill.billNumber,
        periodStart: latestBill.periodStart,
        periodEnd: latestBill.periodEnd,
        billDate: latestBill.billDate,
        dueDate: latestBill.dueDate,
        amountDue: latestBill.amountDue,
        pastDue: latestBill.pastDue,
        usage: latestBill.usage,
        usageUnit: latestBill.usageUnit,
        status: latestBill.status,
      },
      paidSince: paid.total,
      scheduled: scheduled.list,
    })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .leftJoinLateral(latestBill, sql`true`)
    .leftJoinLateral(paid, sql`true`)
    .leftJoinLateral(scheduled, sql`true`)
    .where(and(eq(t.userAccounts.userId, userId), eq(t.serviceAccounts.accountNumber, accountNumber), linkInForce(ctx.now())))
    .orderBy(asc(t.serviceAccounts.id));
  if (!row) throw new ApiError(403, 'GEN403');
  const bill: BillRow | undefined = row.bill?.id != null ? (row.bill as BillRow) : undefined;
  return {
    account: row.account,
    link: row.link,
    statement: statementOf(row.account, bill, bill ? thebe(row.paidSince ?? 0) : 0),
    scheduled: (row.scheduled ?? []).map((payment) => ({
      schedulePayUid: payment.uid,
      confirmationNumber: payment.confirmationNumber,
      accountNumber: row.account.accountNumber,
      amount: pula(thebe(payment.amount)),
      convenienceFee: pula(thebe(payment.convenienceFee)),
      paymentDate: isoDay(new Date(payment.paidAt)),
      method: payment.methodRef,
      status: 'scheduled',
    })),
  };
}
