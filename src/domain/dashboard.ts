/**
 * The account summary of the dashboard (GET {billing}/dashboard?accountNumber=): what is owed and
 * when, the last bill and payment, and for prepaid accounts the last recharge. Amounts are in the
 * utility's currency with 2 decimals; a negative balance is a credit (shown with the CR suffix).
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import type { AutoPayBadge } from './autoPay.ts';

export const dashboardQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export interface DashboardSummary {
  accountNumber: string;
  /** The user's nickname of the account ('' when none). */
  nickname: string;
  /** The service address on one line. */
  serviceAddress: string;
  isPrepaid: boolean;
  /** What is owed now (never below 0). */
  amountDue: number;
  /** The part of amountDue that was already due on an earlier bill. */
  pastDueAmount: number;
  /** Due date of the latest bill (yyyy-mm-dd); null without bills. */
  dueDate: string | null;
  lastBillDate: string | null;
  lastBillAmount: number | null;
  lastPaymentAmount: number | null;
  /** ISO date-time of the last completed payment. */
  lastPaymentDate: string | null;
  /** Latest bill minus the payments since it; negative is a credit. */
  balance: number;
  paperless: boolean;
  /** AutoPay (src/domain/autoPay.ts): enrolled with the draft day and account, or the offer; null where not shown (agents, prepaid, no right). */
  autoPay: AutoPayBadge | null;
  /** Prepaid accounts only. */
  lastRechargeAmount?: number | null;
  lastRechargeDate?: string | null;
  /** The last recharge token with all but its last 4 digits masked. */
  lastToken?: string | null;
}

/** Masks all but the last 4 characters ("****************1234"). */
export function maskToLast4(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
