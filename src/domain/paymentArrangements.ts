/**
 * Payment arrangements (/PaymentArrangements, document 1 sections 1-2): the payment extension, the
 * installment plan and budget billing of the selected account in one place with their next dates,
 * and the request of a payment extension (document 2 section 6: the payment extension right; section
 * 7: payment extension eligible/request). The rules, calls and types the machine, the view and the
 * server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { addDaysIso, isIsoDay, parseDisplayDate } from './format.ts';
import type { BudgetBillingStatus } from './budgetBilling.ts';
import type { InstallmentPlanStatus } from './installmentPlan.ts';

/** Paths of the calls inside the billing service area. */
export const paymentArrangementsCalls = {
  /** GET ?accountNumber= : the extension, the installment plan and budget billing of the account. */
  arrangements: '/payment-arrangements',
  /** POST { accountNumber, newDueDate } : a later due date for the current bill. */
  requestExtension: '/payment-extension/request',
} as const;

/**
 * How many days past the bill's due date an extension may reach. Document 2 names the payment
 * extension calls but prints no limit, so the reference server sets this one.
 */
export const paymentExtensionMaxDays = 30;

/** Why no extension can be asked for, as message codes (error catalogue and texts). */
export const paymentExtensionIneligibleReasons = ['EXT_PREPAID', 'EXT_NOTHING_OWED', 'EXT_INSTALLMENT_PLAN'] as const;
export type PaymentExtensionIneligibleReason = (typeof paymentExtensionIneligibleReasons)[number];

export const paymentExtensionRefusals = {
  /** The date is not a day after the due date within the limit. */
  dateRange: 'EXT_DATE_RANGE',
  alreadyExtended: 'EXT_ALREADY_EXTENDED',
  /** The date as typed is not a real day (DD/MM/YYYY). */
  dateFormat: 'EXT_DATE_FORMAT',
} as const;

/** The logged outcomes of a request (interaction records like the payment ones). */
export const paymentExtensionInteractions = {
  paymentExtensionGranted: { subject: 'Payment Extension - Success', incident: 'BL_PE_01' },
  paymentExtensionFailed: { subject: 'Payment Extension Failed', incident: 'BL_PE_02' },
} as const;
export const paymentArrangementsScreen = 'Payment Arrangements';

/** Whether a day (yyyy-mm-dd) is a later due date the server allows for a bill due on `dueDate`. */
export function isExtensionDay(day: string, dueDate: string): boolean {
  return isIsoDay(day) && day > dueDate && day <= addDaysIso(dueDate, paymentExtensionMaxDays);
}

/** The rule a typed date (DD/MM/YYYY) breaks, or null: the machine's guard and the view share it. */
export function extensionDateIssue(typed: string, dueDate: string): string | null {
  const day = parseDisplayDate(typed);
  if (!day) return paymentExtensionRefusals.dateFormat;
  return isExtensionDay(day, dueDate) ? null : paymentExtensionRefusals.dateRange;
}

export const paymentArrangementsQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const paymentExtensionRequestBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  newDueDate: v.pipe(v.string(), v.check(isIsoDay, paymentExtensionRefusals.dateFormat)),
});
export type PaymentExtensionRequestBody = v.InferOutput<typeof paymentExtensionRequestBodySchema>;

export interface PaymentExtension {
  /** yyyy-mm-dd */
  originalDueDate: string;
  newDueDate: string;
  requestedOn: string;
}

export interface PaymentExtensionStatus {
  /** The extension of the current bill, if one was granted. */
  extension: PaymentExtension | null;
  eligible: boolean;
  reason: PaymentExtensionIneligibleReason | null;
  /** The current bill's due date and the latest day an extension may reach (eligible only). */
  dueDate: string | null;
  latestDate: string | null;
  /** What is owed now, pula. */
  amountDue: number;
}

/** What the arrangements call answers. */
export interface PaymentArrangements {
  accountNumber: string;
  extension: PaymentExtensionStatus;
  installmentPlan: InstallmentPlanStatus;
  budgetBilling: BudgetBillingStatus;
}
