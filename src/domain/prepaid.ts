/**
 * Contracts of prepaid meters (document 1 section 3 "Make payment and recharge", Recharge Meter and
 * Token & Transaction History; document 2 sections 8 and 9): the STS token, the prepaid tariff, the
 * recharge and meter request schemas and the prepaid replies, shared by the portal, its machines and
 * the reference server. The payment parts a recharge shares (amount, method, card and bank fields)
 * stay in payment.ts.
 */
import * as v from 'valibot';
import { guestPaymentMethodTypes, historyQuerySchema, meterNumberSchema, methodDetailsIssue, pathItem, paymentEntries, type MethodSummary, type SavedPaymentMethod } from './payment.ts';
import type { MethodDetail } from './paymentMethodText.ts';
import { accountNumberSchema } from './session.ts';

/** "1234 5678 9012 3456 7890": an STS token in groups of 4, as the customer keys it in. */
export function formatStsToken(token: string): string {
  return token.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Prepaid tariff (Domestic Prepaid): VAT-inclusive amounts buy kWh in two monthly blocks per meter:
 * the first 200 kWh of a calendar month at BWP 1.18 per kWh, above that BWP 1.52 per kWh; VAT 14%
 * is taken off the amount first; no service charge. Units are rounded down to 0.01 kWh.
 */
export const prepaidTariff = {
  name: 'Domestic Prepaid',
  vatRate: 0.14,
  block1Kwh: 200,
  block1RateThebe: 118,
  block2RateThebe: 152,
} as const;

/** kWh that `amountThebe` (VAT included) buys when `boughtThisMonthKwh` were already bought this month. */
export function prepaidUnits(amountThebe: number, boughtThisMonthKwh: number): number {
  const tariff = prepaidTariff;
  let net = amountThebe / (1 + tariff.vatRate);
  const block1Left = Math.max(0, tariff.block1Kwh - boughtThisMonthKwh);
  const block1Cost = block1Left * tariff.block1RateThebe;
  let units: number;
  if (net <= block1Cost) {
    units = net / tariff.block1RateThebe;
  } else {
    units = block1Left;
    net -= block1Cost;
    units += net / tariff.block2RateThebe;
  }
  return Math.floor(units * 100 + 1e-6) / 100;
}

/** GET {billing}/token-history and /transactions?accountNumber=&page=&pageSize= (prepaid). */
export const prepaidHistoryQuerySchema = historyQuerySchema;

/** POST {payment}/prepaid/validate-meter (ValidateMeterForPayments), before and after sign-in. */
export const validateMeterBodySchema = v.strictObject({
  meterNumber: meterNumberSchema,
  accountNumber: v.optional(accountNumberSchema),
});

/** POST {payment}/prepaid/recharge (signed in): the meter, the amount and how to pay. */
export function rechargeBodySchemaAt(today: () => Date) {
  const { accountNumber: _account, paymentAmountType: _type, paymentDate: _date, paymentDateType: _dateType, paperless: _paperless, ...entries } = paymentEntries(today);
  return v.pipe(
    v.strictObject({ ...entries, meterNumber: meterNumberSchema, accountNumber: v.optional(accountNumberSchema) }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = methodDetailsIssue(dataset.value);
      if (issue) addIssue({ message: issue.code, path: [pathItem(dataset.value, issue.field)] });
    }),
  );
}

/** POST {payment}/prepaid/guest-recharge (before sign-in): a new card or bank account only. */
export function guestRechargeBodySchemaAt(today: () => Date) {
  const { accountNumber: _account, paymentAmountType: _type, paymentDate: _date, paymentDateType: _dateType, paperless: _paperless, savedPaymentMethod: _saved, saveMethod: _save, nickName: _nick, setDefaultPayment: _default, paymentMethod: _method, ...entries } = paymentEntries(today);
  return v.pipe(
    v.strictObject({ ...entries, paymentMethod: v.picklist(guestPaymentMethodTypes, 'PAY_METHOD_TYPE'), meterNumber: meterNumberSchema }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = methodDetailsIssue(dataset.value);
      if (issue) addIssue({ message: issue.code, path: [pathItem(dataset.value, issue.field)] });
    }),
  );
}

/** The body of a recharge: signed in (rechargeBodySchemaAt); a guest's is the same without the saved-method fields. */
export type RechargeBody = v.InferInput<ReturnType<typeof rechargeBodySchemaAt>>;

export interface TokenHistoryItem {
  referenceId: string;
  transactedAt: string;
  meterNumber: string;
  /** 20 digits. */
  token: string;
  /** In groups of 4. */
  tokenDisplay: string;
  units: number;
  amount: number;
}

export interface PrepaidTransaction {
  referenceId: string;
  transactedAt: string;
  meterNumber: string;
  amount: number;
  convenienceFee: number;
  units: number;
  channel: string;
  method: string | null;
  /** The parts of `method`, which the portal words. */
  methodDetail?: MethodDetail | null;
  confirmationNumber: string | null;
  status: 'completed';
}

export interface MeterValidationData {
  meterNumber: string;
  /** Masked before sign-in; whole for the holder's own account. */
  accountNumber: string;
  maskedName: string;
  minimumAllowed: number;
  maximumAllowed: number;
  tariff: string;
  /** kWh bought on this meter this calendar month (the block tariff counts them). */
  unitsThisMonth: number;
}

export interface RechargeReceipt {
  referenceId: string;
  confirmationNumber: string;
  meterNumber: string;
  accountNumber: string;
  /** 20 digits. */
  token: string;
  tokenDisplay: string;
  units: number;
  amount: number;
  convenienceFee: number;
  totalCharged: number;
  transactedAt: string;
  method: MethodSummary;
  savedMethod: SavedPaymentMethod | null;
}
