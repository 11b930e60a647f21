/**
 * What an account owes, computed from its bills and completed payments (the dashboard, the current
 * bill, receipts and guest validation answer the same figures): the latest bill's total less what
 * was paid since it was issued. Amounts are in thebe.
 */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { AccountRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import { settledBillStatuses, type BillStatus } from '../../src/domain/billingHistory.ts';

export type BillRow = typeof t.bills.$inferSelect;

export const thebe = (amount: string | number) => Math.round(Number(amount) * 100);
export const pula = (value: number) => value / 100;
/** "350.00": thebe as a numeric column value. */
export const numeric = (value: number) => (value / 100).toFixed(2);

export interface Statement {
  latestBill: BillRow | undefined;
  /** What is owed now (never below 0). */
  amountDueThebe: number;
  /** The part of it already due on an earlier bill. */
  pastDueThebe: number;
  /** Latest bill minus payments since it; negative is a credit. */
  balanceThebe: number;
}

export async function accountStatement(ex: Executor, account: AccountRow): Promise<Statement> {
  const [latestBill] = await ex.select().from(t.bills).where(eq(t.bills.accountId, account.id)).orderBy(desc(t.bills.billDate)).limit(1);
  let paidSince = 0;
  if (latestBill) {
    const [paid] = await ex
      .select({ total: sql<string>`coalesce(sum(${t.payments.amount}), 0)` })
      .from(t.payments)
      .where(
        and(
          eq(t.payments.accountId, account.id),
          eq(t.payments.status, 'completed'),
          gte(t.payments.paidAt, billDayStart(latestBill.billDate)),
        ),
      );
    paidSince = thebe(paid?.total ?? 0);
  }
  return statementOf(account, latestBill, paidSince);
}

/** The moment from which payments count against a bill: its day, 00:00 UTC. */
const billDayStart = (billDate: string) => new Date(`${billDate}T00:00:00Z`);

/** The statement of an account from its latest bill and what was paid since that bill's day (thebe). */
export function statementOf(account: Pick<AccountRow, 'balance'>, latestBill: BillRow | undefined, paidSinceThebe: number): Statement {
  let balance = thebe(account.balance);
  let pastDue = 0;
  if (latestBill) {
    balance = thebe(latestBill.amountDue) - paidSinceThebe;
    pastDue = Math.max(0, thebe(latestBill.pastDue) - paidSinceThebe);
  }
  const amountDue = Math.max(0, balance);
  return { latestBill, amountDueThebe: amountDue, pastDueThebe: Math.min(pastDue, amountDue), balanceThebe: balance };
}

/**
 * After a payment: the account's open bills (not yet Paid) take the statuses the amounts say,
 * oldest settled first (settledBillStatuses): a payment of the whole amount due makes them Paid.
 */
export async function settleBills(ex: Executor, account: AccountRow, today: string): Promise<void> {
  const open = await ex
    .select()
    .from(t.bills)
    .where(and(eq(t.bills.accountId, account.id), ne(t.bills.status, 'paid')))
    .orderBy(desc(t.bills.billDate), desc(t.bills.id));
  if (!open.length) return;
  const { amountDueThebe } = await accountStatement(ex, account);
  const statuses = settledBillStatuses(
    open.map((bill) => ({ amountDueThebe: thebe(bill.amountDue), pastDueThebe: thebe(bill.pastDue), dueDate: bill.dueDate, status: bill.status as BillStatus })),
    amountDueThebe,
    today,
  );
  for (const [index, bill] of open.entries()) {
    const status = statuses[index];
    if (status && status !== bill.status) await ex.update(t.bills).set({ status }).where(eq(t.bills.id, bill.id));
  }
}
