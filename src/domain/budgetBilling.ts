/**
 * Budget billing (level pay): the same amount every month, worked out from the account's last 12
 * bills (document 1 section 1; document 2 section 6: the budget billing right, hidden for status 2;
 * section 9: unenrolling records activity code 197). The rules, calls and types the machine, the view
 * and the server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';

/** Paths of the calls inside the billing service area. */
export const budgetBillingCalls = {
  /** GET ?accountNumber= : the enrolment, or the offer (eligibility, the monthly amount and the bills it comes from). */
  status: '/budget-billing',
  /** POST { accountNumber, monthlyAmount, termsAccepted } : enrol at the amount offered. */
  enrol: '/budget-billing/enrol',
  /** POST { accountNumber } : end the plan (activity code 197). */
  unenrol: '/budget-billing/unenrol',
} as const;

/** How many bills the monthly amount is the mean of (and how many an account needs to join). */
export const budgetBillingMonths = 12;

/** The activity (audit) code of leaving budget billing (document 2 section 9). */
export const budgetBillingUnenrolAuditCode = 197;

/** The interaction screen name of the plan's outcomes. */
export const budgetBillingScreen = 'Budget Billing';

/**
 * Why an account cannot join, as message codes (error catalogue and texts): a prepaid meter has no
 * bills; an account with a past-due balance must settle it first; a new
 * account has fewer than 12 bills to average.
 */
export const budgetBillingIneligibleReasons = ['BUD_PREPAID', 'BUD_PAST_DUE', 'BUD_SHORT_HISTORY'] as const;
export type BudgetBillingIneligibleReason = (typeof budgetBillingIneligibleReasons)[number];

/** Refusals of the enrol and unenrol calls beyond the reasons above. */
export const budgetBillingRefusals = {
  alreadyEnrolled: 'BUD_ALREADY_ENROLLED',
  notEnrolled: 'BUD_NOT_ENROLLED',
  /** The offer changed since it was shown (a new bill): the page shows the new one. */
  amountChanged: 'BUD_AMOUNT_CHANGED',
  terms: 'BUD_TERMS',
} as const;

/**
 * The monthly amount: the mean of the bills' own charges (what each period cost, without the
 * balance carried from before), rounded up to the whole pula so the plan never falls behind by
 * rounding. Amounts in pula, two decimals.
 */
export function budgetMonthlyAmount(charges: readonly number[]): number {
  if (charges.length === 0) return 0;
  const totalThebe = charges.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return Math.ceil(totalThebe / charges.length / 100);
}

export const budgetBillingStatusQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const budgetBillingEnrolBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  /** The amount the customer was shown: refused when the offer has changed since. */
  monthlyAmount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  termsAccepted: v.literal(true, budgetBillingRefusals.terms),
});
export type BudgetBillingEnrolBody = v.InferOutput<typeof budgetBillingEnrolBodySchema>;

export const budgetBillingUnenrolBodySchema = v.strictObject({ accountNumber: accountNumberSchema });

/** One bill the amount is worked out from. */
export interface BudgetBillingMonth {
  billNumber: string;
  periodEnd: string;
  /** The period's own charges, pula. */
  charges: number;
}

export interface BudgetBillingEnrolment {
  monthlyAmount: number;
  /** yyyy-mm-dd */
  enrolledOn: string;
}

/** What the status call answers. */
export interface BudgetBillingStatus {
  accountNumber: string;
  /** The plan in force, or null. */
  enrolment: BudgetBillingEnrolment | null;
  /** Whether the account may join now (false while enrolled). */
  eligible: boolean;
  /** Why not, when not enrolled and not eligible. */
  reason: BudgetBillingIneligibleReason | null;
  /** The amount offered (eligible), else null. */
  monthlyAmount: number | null;
  /** The bills the amount comes from, newest first (up to 12). */
  months: BudgetBillingMonth[];
}
