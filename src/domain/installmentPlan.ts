/**
 * Installment plan (/CreatePaymentPlan, document 1 sections 1 and 3; document 2 section 6: the
 * installment right, none on a status-2 account; section 8: "Installment Plan Enrollment Failed").
 * The balance owed now (total balance, selectedValue "totalbal" by default, or the past-due part) is
 * split into equal installments, monthly or every two weeks; the last one takes the cents left over
 * so the installments add up exactly to the balance. The rules, calls and types the machine, the
 * view and the server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { addDaysIso, addMonthsIso } from './format.ts';

/** Paths of the calls inside the billing service area. */
export const installmentPlanCalls = {
  /** GET ?accountNumber= : the plan in force, or the eligibility with the balances to plan. */
  status: '/installment-plan',
  /** POST InstallmentPlanEnrolBody : enrol; answers the status with the plan. */
  enrol: '/installment-plan/enrol',
} as const;

/** Which balance is split (document 1 section 3: selectedValue, default totalbal). */
export const installmentBalanceTypes = ['totalbal', 'pastduebal'] as const;
export type InstallmentBalanceType = (typeof installmentBalanceTypes)[number];
export const defaultInstallmentBalanceType: InstallmentBalanceType = 'totalbal';

/** How often an installment falls due. */
export const installmentTypes = ['monthly', 'biweekly'] as const;
export type InstallmentType = (typeof installmentTypes)[number];
export const defaultInstallmentType: InstallmentType = 'monthly';

/** The number of installments a plan may have, and the one offered first. */
export const installmentLimits = { min: 2, max: 6, defaultCount: 3, minimumBalance: 50 } as const;

/** Why an account cannot start a plan, as message codes (error catalogue and texts). */
export const installmentIneligibleReasons = ['INS_PREPAID', 'INS_NOTHING_OWED', 'INS_PAYMENT_SCHEDULED'] as const;
export type InstallmentIneligibleReason = (typeof installmentIneligibleReasons)[number];

/** Refusals of the enrol call beyond the reasons above. */
export const installmentPlanRefusals = {
  alreadyEnrolled: 'INS_ALREADY_ENROLLED',
  /** The balance changed since the schedule was shown (a payment, a new bill). */
  balanceChanged: 'INS_BALANCE_CHANGED',
  /** The past-due option on an account with nothing past due. */
  noPastDue: 'INS_NO_PAST_DUE',
  count: 'INS_COUNT',
} as const;

/** The logged outcomes (document 2 section 8): interaction records like the payment ones. */
export const installmentPlanInteractions = {
  installmentPlanEnrolled: { subject: 'Installment Plan Enrollment - Success', incident: 'BL_IP_01' },
  installmentPlanEnrollmentFailed: { subject: 'Installment Plan Enrollment Failed', incident: 'BL_IP_02' },
} as const;
export const installmentPlanScreen = 'Create Payment Plan';

export const installmentCountSchema = v.pipe(v.number(), v.integer(), v.minValue(installmentLimits.min, installmentPlanRefusals.count), v.maxValue(installmentLimits.max, installmentPlanRefusals.count));

/** Whether a number of installments is allowed (the machine's guard, the view and the server). */
export function isInstallmentCount(value: number): boolean {
  return v.is(installmentCountSchema, value);
}

export const installmentPlanStatusQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const installmentPlanEnrolBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  selectedValue: v.picklist(installmentBalanceTypes),
  installmentType: v.picklist(installmentTypes),
  installments: installmentCountSchema,
  /** The balance the customer was shown, pula: refused when it changed since. */
  amount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
});
export type InstallmentPlanEnrolBody = v.InferOutput<typeof installmentPlanEnrolBodySchema>;

/** One installment of a schedule. */
export interface Installment {
  /** 1-based. */
  number: number;
  /** yyyy-mm-dd */
  dueDate: string;
  /** pula */
  amount: number;
  status: 'due' | 'paid';
}

/**
 * The schedule: `count` installments of the same amount (whole thebe, rounded down), the last one
 * taking what is left, so they add up exactly to `amount`; the first falls due one interval after
 * `startDay`, the others one interval apart.
 */
export function installmentSchedule(amount: number, count: number, type: InstallmentType, startDay: string): Installment[] {
  const total = Math.round(amount * 100);
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: type === 'monthly' ? addMonthsIso(startDay, index + 1) : addDaysIso(startDay, 14 * (index + 1)),
    amount: (index === count - 1 ? total - each * (count - 1) : each) / 100,
    status: 'due' as const,
  }));
}

export interface InstallmentPlanSummary {
  balanceType: InstallmentBalanceType;
  installmentType: InstallmentType;
  /** The balance planned, pula. */
  totalAmount: number;
  /** yyyy-mm-dd */
  createdOn: string;
  installments: Installment[];
}

/** What the status call answers. */
export interface InstallmentPlanStatus {
  accountNumber: string;
  /** The plan in force, or null. */
  plan: InstallmentPlanSummary | null;
  /** Whether a plan may be started now (false while one is in force). */
  eligible: boolean;
  reason: InstallmentIneligibleReason | null;
  /** What is owed now and the part of it past due, pula. */
  totalBalance: number;
  pastDueBalance: number;
  /** The day the schedule counts from (the server's today), yyyy-mm-dd. */
  startDay: string;
}

/** The balance a choice plans. */
export function plannedBalance(status: Pick<InstallmentPlanStatus, 'totalBalance' | 'pastDueBalance'>, balanceType: InstallmentBalanceType): number {
  return balanceType === 'pastduebal' ? status.pastDueBalance : status.totalBalance;
}

/**
 * The balances a plan may split now: the total balance, and the past-due balance only when
 * something is past due (the enrol call refuses a past-due plan of nothing: INS_NO_PAST_DUE).
 */
export function offeredBalanceTypes(status: Pick<InstallmentPlanStatus, 'pastDueBalance'>): InstallmentBalanceType[] {
  return installmentBalanceTypes.filter((balanceType) => balanceType !== 'pastduebal' || status.pastDueBalance > 0);
}

/** The next installment still due, if any. */
export function nextInstallment(plan: InstallmentPlanSummary): Installment | null {
  return plan.installments.find((item) => item.status === 'due') ?? null;
}
