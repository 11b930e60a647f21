/**
 * Billing & Payment History (/billinghistory/{tab?}; document 1 section 2, document 2 sections 6,
 * 7 and 9): its tabs, the query of GET {billing}/history with the type filter each tab uses, and
 * the scheduled payments of one account. Shared by the page, its machines and the server.
 */
import * as v from 'valibot';
import { historyQuerySchema, type ScheduledPayment } from './payment.ts';

/** Tabs of the page, in order: bills, payments, then the payments scheduled for a later day. */
export const billingHistoryTabs = ['bills', 'payments', 'scheduled'] as const;
export type BillingHistoryTab = (typeof billingHistoryTabs)[number];
export const defaultBillingHistoryTab: BillingHistoryTab = 'bills';

/** The tab a path segment names (compared without case), or null for an unknown one. */
export function billingHistoryTabOf(segment: string | undefined | null): BillingHistoryTab | null {
  if (segment === undefined || segment === null || segment === '') return defaultBillingHistoryTab;
  const wanted = segment.trim().toLowerCase();
  return billingHistoryTabs.find((tab) => tab === wanted) ?? null;
}

/** Item types of the history call: a tab of the page shows one of them. */
const historyItemTypes = ['bill', 'payment'] as const;
export type HistoryItemType = (typeof historyItemTypes)[number];

export const historyTypeOfTab: Record<Exclude<BillingHistoryTab, 'scheduled'>, HistoryItemType> = {
  bills: 'bill',
  payments: 'payment',
};

/** GET {billing}/history?accountNumber=&page=&pageSize=&type= (type left out: bills and payments). */
export const billingHistoryQuerySchema = v.strictObject({
  ...historyQuerySchema.entries,
  type: v.optional(v.picklist(historyItemTypes, 'VLD_HISTORY_TYPE')),
});

/** Page size of the history page (the call's default). */
export const historyPageSize = 12;

/** The scheduled payments of one account, soonest first (the call answers every account of the user). */
export function scheduledPaymentsOfAccount(payments: readonly ScheduledPayment[], accountNumber: string): ScheduledPayment[] {
  return payments
    .filter((payment) => payment.accountNumber === accountNumber)
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.confirmationNumber.localeCompare(b.confirmationNumber));
}

/** Status of a bill: due (not yet paid, due date ahead), paid, partial (partly paid), overdue. */
export type BillStatus = 'due' | 'paid' | 'partial' | 'overdue';

/** What settlement reads of a bill: amounts in thebe (1/100 pula), days as yyyy-mm-dd. */
export interface SettlingBill {
  /** Total due on the bill, its past due (carried from earlier bills) included. */
  amountDueThebe: number;
  /** The part of amountDue carried from earlier bills. */
  pastDueThebe: number;
  dueDate: string;
  status: BillStatus;
}

/**
 * The status of each open bill once an account owes `owedThebe` (never below 0): payments settle
 * bills oldest first, so what is still owed belongs to the newest bills. Walking from the newest
 * bill back, each bill's own charges (its amount due less what it carried) take their part of what
 * is owed: none left is Paid, some is Partly paid, all of it is Due, or Overdue once its due date
 * has passed. `bills` are newest first; the answer is in the same order.
 */
export function settledBillStatuses(bills: readonly SettlingBill[], owedThebe: number, today: string): BillStatus[] {
  let owed = Math.max(0, owedThebe);
  return bills.map((bill) => {
    const charges = Math.max(0, bill.amountDueThebe - bill.pastDueThebe);
    const open = Math.min(charges, owed);
    owed -= open;
    if (open <= 0) return 'paid';
    if (open < charges) return 'partial';
    return bill.dueDate < today ? 'overdue' : 'due';
  });
}
