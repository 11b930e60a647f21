/**
 * The rules of the recharge steps of its own, from the shared schemas of src/domain/payment.ts (the
 * server validates the same bodies with them): the meter number and the amount within the recharge
 * limits (the method step is the shared payment-method machine). Each answers the field message codes the view shows beside the fields, VLD001 when
 * several mandatory fields are empty (document 2 section 5).
 */
import * as v from 'valibot';
import { validateForm, type FieldErrors } from '../../../src/domain/forms.ts';
import { amountIssue, amountSchema, meterNumberSchema, rechargeAmountLimits, type AmountLimits } from '../../../src/domain/payment.ts';

export interface StepCheck {
  form: 'VLD001' | null;
  fields: FieldErrors;
}

export const isStepValid = (check: StepCheck) => check.form === null && Object.keys(check.fields).length === 0;

export function meterStepCheck(meterNumber: string): StepCheck {
  return validateForm({ meterNumber: meterNumberSchema as v.GenericSchema }, { meterNumber }, ['meterNumber']);
}

/** "125", "125.5", "125.50": digits with at most 2 decimals; anything else is not an amount. */
const amountText = /^\d{1,7}(?:[.,]\d+)?$/;

/** The typed amount as a number, or null when it is not one. */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!amountText.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** The amount: a number above 0 with 2 decimals at most, within the meter's recharge limits. */
export function amountStepCheck(value: string, limits: AmountLimits = rechargeAmountLimits): StepCheck {
  if (value.trim() === '') return { form: null, fields: { amount: 'PAY_AMOUNT_FORMAT' } };
  const amount = parseAmount(value);
  if (amount === null) return { form: null, fields: { amount: 'PAY_AMOUNT_NUMBER' } };
  const parsed = v.safeParse(amountSchema, amount);
  if (!parsed.success) return { form: null, fields: { amount: parsed.issues[0]?.message ?? 'PAY_AMOUNT_FORMAT' } };
  const issue = amountIssue(amount, limits);
  return { form: null, fields: issue ? { amount: issue } : {} };
}

/**
 * A random version-4 UUID: the Idempotency-Key of one submission. getRandomValues works in every
 * browser context (randomUUID needs a secure one) and in Node.
 */
export function randomUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
