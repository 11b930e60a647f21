/**
 * Billing & Payment History (/billinghistory/{tab?}; document 1 section 2, document 2 sections 6,
 * 7 and 9): its tabs, the query of GET {billing}/history with the type filter each tab uses, and
 * the scheduled payments of one account. Shared by the page, its machines and the server.
 */
import * as v from 'valibot';
import { historyQuerySchema, type ScheduledPayment } from './payment.ts';
import { accountNumberSchema } from './session.ts';
import { isIsoDay, parseDisplayDate } from './format.ts';
import { languages } from './language.ts';
import { billingHistoryTabOf, billingHistoryTabs, defaultBillingHistoryTab, type BillingHistoryTab } from './billingHistoryTabs.ts';

// The tabs live apart: the route guard reads them without this module (and payment's) in the entry chunk.
export { billingHistoryTabOf, billingHistoryTabs, defaultBillingHistoryTab, type BillingHistoryTab };

/** Item types of the history call: a tab of the page shows one of them. */
const historyItemTypes = ['bill', 'payment'] as const;
export type HistoryItemType = (typeof historyItemTypes)[number];

export const historyTypeOfTab: Record<Exclude<BillingHistoryTab, 'scheduled'>, HistoryItemType> = {
  bills: 'bill',
  payments: 'payment',
};

/** A day of the date-range filter, yyyy-mm-dd. */
const rangeDaySchema = v.pipe(v.string(), v.check(isIsoDay, 'VLD_HISTORY_DATE'));

/** The date range's rule: both days are optional, and `from` is not after `to`. */
export function isHistoryRange(range: { from?: string; to?: string }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** The date range as typed in the tab's fields (DD/MM/YYYY, or empty for no limit). */
export interface TypedHistoryRange {
  from: string;
  to: string;
}

/** What is wrong with a typed range: a day that is not a real DD/MM/YYYY day, or a start after the end; null when it is usable. */
export function historyRangeIssue(typed: TypedHistoryRange): 'VLD_HISTORY_DATE' | 'VLD_HISTORY_RANGE' | null {
  const from = typed.from.trim() ? parseDisplayDate(typed.from) : '';
  const to = typed.to.trim() ? parseDisplayDate(typed.to) : '';
  if (from === null || to === null) return 'VLD_HISTORY_DATE';
  return isHistoryRange({ from, to }) ? null : 'VLD_HISTORY_RANGE';
}

/** The typed range as days (yyyy-mm-dd, '' for no limit); call it once historyRangeIssue is null. */
export function historyRangeOf(typed: TypedHistoryRange): { from: string; to: string } {
  return { from: typed.from.trim() ? (parseDisplayDate(typed.from) ?? '') : '', to: typed.to.trim() ? (parseDisplayDate(typed.to) ?? '') : '' };
}

/** GET {billing}/history?accountNumber=&page=&pageSize=&type=&from=&to= (type left out: bills and payments; from and to: days, both included). */
export const billingHistoryQuerySchema = v.pipe(
  v.strictObject({
    ...historyQuerySchema.entries,
    type: v.optional(v.picklist(historyItemTypes, 'VLD_HISTORY_TYPE')),
    from: v.optional(rangeDaySchema),
    to: v.optional(rangeDaySchema),
  }),
  // Said of `to`, the field to correct.
  v.forward(v.partialCheck([['from'], ['to']], isHistoryRange, 'VLD_HISTORY_RANGE'), ['to']),
);

/** The formats the history downloads in: Excel (real number and date cells) and CSV. */
export const historyExportFormats = ['xlsx', 'csv'] as const;
export type HistoryExportFormat = (typeof historyExportFormats)[number];

/** GET {billing}/history-export?accountNumber=&type=&format=&from=&to=&language= : one tab's items in the range, as a file. */
export const historyExportQuerySchema = v.pipe(
  v.strictObject({
    accountNumber: accountNumberSchema,
    type: v.picklist(historyItemTypes, 'VLD_HISTORY_TYPE'),
    format: v.picklist(historyExportFormats, 'VLD_EXPORT_FORMAT'),
    from: v.optional(rangeDaySchema),
    to: v.optional(rangeDaySchema),
    language: v.optional(v.picklist(languages, 'VLD_LANGUAGE')),
  }),
  // Said of `to`, the field to correct.
  v.forward(v.partialCheck([['from'], ['to']], isHistoryRange, 'VLD_HISTORY_RANGE'), ['to']),
);
export type HistoryExportQuery = v.InferOutput<typeof historyExportQuerySchema>;

/** The file name of a download: billing-history-bills-300041526371.xlsx. */
export const historyExportFileName = (type: HistoryItemType, accountNumber: string, format: HistoryExportFormat) =>
  `billing-history-${type === 'bill' ? 'bills' : 'payments'}-${accountNumber}.${format}`;

/**
 * A text cell a spreadsheet would read as a formula (it starts with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe, so a nickname such as "=HYPERLINK(...)" stays text.
 */
export function escapeSpreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
