/**
 * The rules of each recharge step, from the shared schemas of src/domain/payment.ts (the server
 * validates the same bodies with them): the meter number, the amount within the recharge limits,
 * the card. Each answers the field message codes the view shows beside the fields, VLD001 when
 * several mandatory fields are empty (document 2 section 5).
 */
import * as v from 'valibot';
import { validateForm, type FieldErrors } from '../../../src/domain/forms.ts';
import {
  amountIssue,
  amountSchema,
  cardDetailsSchemaAt,
  cardDigits,
  cvvSchema,
  detectCardBrand,
  holderNameSchema,
  meterNumberSchema,
  rechargeAmountLimits,
  type AmountLimits,
} from '../../../src/domain/payment.ts';
import type { CardFields } from './recharge.types.ts';

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

const monthSchema = v.pipe(v.string(), v.nonEmpty('PAY_EXPIRY_MONTH'), v.regex(/^(?:[1-9]|1[0-2])$/, 'PAY_EXPIRY_MONTH'));
const yearSchema = v.pipe(v.string(), v.nonEmpty('PAY_EXPIRY_YEAR'), v.regex(/^\d{4}$/, 'PAY_EXPIRY_YEAR'));

/** The card as the server takes it (digits only, numbers for the expiry, the detected brand). */
export function cardDetailsOf(card: CardFields) {
  const digits = cardDigits(card.cardNumber.trim());
  const brand = detectCardBrand(digits);
  return {
    nameOnCard: card.nameOnCard.trim(),
    cardNumber: digits,
    expiryMonth: Number(card.expiryMonth),
    expiryYear: Number(card.expiryYear),
    cvv: card.cvv.trim(),
    ...(brand ? { cardType: brand } : {}),
  };
}

/**
 * The card step: each field's own rule first (Luhn and brand included, so a wrong number never
 * reaches the server), then the rules between fields (CVV length of the brand, an expiry not past).
 */
export function cardStepCheck(card: CardFields, today: Date): StepCheck {
  const result = validateForm(
    { nameOnCard: holderNameSchema, cardNumber: v.pipe(v.string(), v.transform((value: string) => value.trim()), v.nonEmpty('PAY_CARD_REQUIRED')), expiryMonth: monthSchema, expiryYear: yearSchema, cvv: cvvSchema } as Record<
      keyof CardFields,
      v.GenericSchema
    >,
    card,
    ['nameOnCard', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv'],
  );
  if (!isStepValid(result)) return result;
  const parsed = v.safeParse(cardDetailsSchemaAt(() => today), cardDetailsOf(card));
  if (parsed.success) return result;
  const fields: FieldErrors = {};
  for (const issue of parsed.issues) {
    const key = String(issue.path?.[0]?.key ?? 'cardNumber');
    const field = key === 'cardType' ? 'cardNumber' : key;
    fields[field] ??= issue.message;
  }
  return { form: null, fields };
}

/** The card's brand as typed so far (shown beside the number), or null. */
export function brandOf(card: CardFields) {
  return detectCardBrand(card.cardNumber);
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
