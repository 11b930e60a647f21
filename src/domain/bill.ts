/**
 * The current bill as a customer reads it (/ViewBill; document 1 sections 1-3, document 2 sections
 * 7 and 9) and its explainer: the calls' queries and answers, shared by the server, the machine and
 * the views. Amounts are pula with 2 decimals (numbers); a negative balance is a credit (shown with
 * CR by formatMoney).
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import type { ChangePartCode } from './billExplainer.ts';
import type { ChargeLineKind } from './tariff.ts';
import { languages } from './language.ts';
import type { AutoPayBadge } from './autoPay.ts';

/** Bill numbers: the account number's last 8 digits and the period's year and month. */
export const billNumberSchema = v.pipe(v.string(), v.regex(/^\d{14}$/, 'VLD_BILL_NUMBER'));

/** GET {billing}/bill-details and /bill-explainer ?accountNumber=&billNumber= (the latest bill without it). */
export const billQuerySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  billNumber: v.optional(billNumberSchema),
});
export type BillQuery = v.InferOutput<typeof billQuerySchema>;

/** GET {billing}/bill-pdf ?accountNumber=&billNumber=&language= (EN_US unless given). */
export const billPdfQuerySchema = v.strictObject({
  ...billQuerySchema.entries,
  language: v.optional(v.picklist(languages, 'VLD_LANGUAGE')),
});

/** The file name a bill's PDF is saved as. */
export const billPdfFileName = (billNumber: string) => `bill-${billNumber}.pdf`;

/** The interaction record of a bill PDF download (document 2 sections 6 and 9: the bill-PDF right). */
export const billPdfInteraction = { subject: 'Bill PDF Downloaded', screen: 'View Bill', module: 'Billing' } as const;

export interface BillLine {
  kind: ChargeLineKind;
  code: string;
  /** kWh (energy, levies). */
  quantity: number | null;
  /** Thebe per kWh (energy, levies) or the VAT percentage. */
  rate: number | null;
  amount: number;
}

export interface BillUsageMonth {
  /** yyyy-mm of the period's end. */
  month: string;
  periodEnd: string;
  kwh: number;
  estimated: boolean;
}

export interface BillDetails {
  accountNumber: string;
  serviceAddress: string;
  customerName: string;
  billNumber: string;
  billDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  days: number;
  tariffName: string;
  usageKwh: number;
  /** The closing reading was estimated. */
  estimated: boolean;
  /** The statement on the bill: previous balance, less payments, plus adjustments, is the balance forward. */
  previousBalance: number;
  paymentsReceived: number;
  /** Balance carried from earlier bills (the bill's past due; negative: a credit carried). */
  balanceForward: number;
  /** Charge lines (energy by block, fixed, levies, one-offs, VAT, adjustments), in the bill's order. */
  lines: BillLine[];
  /** Sum of the lines. */
  currentCharges: number;
  /** balanceForward + currentCharges. */
  totalOnBill: number;
  /** Now, after payments since the bill: what is owed (never below 0), its past-due part, and the balance (negative: credit). */
  amountDue: number;
  pastDueAmount: number;
  balance: number;
  /** The due date has passed and something is still owed. */
  isPastDue: boolean;
  /** Payable now from /PayBill (the bill is the latest one and the caller may pay). */
  canPay: boolean;
  /** Kwh of the last 13 bills up to this one, oldest first (the bill's usage graph). */
  usageHistory: BillUsageMonth[];
  /** AutoPay on the latest bill (src/domain/autoPay.ts): drafted when, from which account, or the offer; null on older bills or where not shown. */
  autoPay: AutoPayBadge | null;
}

export interface BillSide {
  billNumber: string;
  periodStart: string;
  periodEnd: string;
  days: number;
  kwh: number;
  degreeDays: number;
  charges: number;
  estimated: boolean;
}

export interface BillChange {
  /** previous: the bill before; lastYear: the bill of the same month a year before. */
  against: 'previous' | 'lastYear';
  earlier: BillSide;
  later: BillSide;
  difference: number;
  /** In the order shown; their amounts add up exactly to `difference`. */
  parts: { code: ChangePartCode; amount: number }[];
}

export interface BillExplainerData {
  billNumber: string;
  estimated: boolean;
  comparisons: BillChange[];
  projection: {
    periodStart: string;
    periodEnd: string;
    daysSoFar: number;
    usageSoFarKwh: number;
    projectedKwh: number;
    projectedAmount: number;
    /** The usage so far is estimated from the last bill's daily use and the weather (no interval reads yet). */
    estimated: boolean;
  } | null;
}
