/**
 * Form rules shared by every flow (document 2 section 5, "General form behaviour"): field errors
 * from the shared valibot schemas, VLD001 when several mandatory fields are empty, markers cleared
 * as the user corrects, and the characters text inputs accept.
 */
import * as v from 'valibot';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Letters (any script), digits, spaces and a fixed punctuation set. */
const allowedTextCharacters = /^[\p{L}\p{M}\d\s.,'’\-/#&()@_+:;!?]*$/u;

export function hasBlockedCharacters(value: string): boolean {
  return !allowedTextCharacters.test(value);
}

/** Fields where space and dot keys are blocked (account numbers, codes). */
export function stripSpacesAndDots(value: string): string {
  return value.replace(/[\s.]/g, '');
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * Errors of a form: each field's first failing rule (its message code). When more than one
 * mandatory field is empty the form answers VLD001 instead; a single missing field shows its own
 * message (document 2 section 5).
 */
export function validateForm<K extends string>(
  fields: Record<K, v.GenericSchema>,
  values: Partial<Record<K, unknown>>,
  mandatory: readonly K[],
): { form: 'VLD001' | null; fields: FieldErrors<K> } {
  const missing = mandatory.filter((name) => isEmpty(values[name]));
  if (missing.length > 1) {
    return { form: 'VLD001', fields: Object.fromEntries(missing.map((name) => [name, 'VLD001'])) as FieldErrors<K> };
  }
  const errors: FieldErrors<K> = {};
  for (const name of Object.keys(fields) as K[]) {
    const schema = fields[name];
    const result = v.safeParse(schema, values[name]);
    if (!result.success) errors[name] = result.issues[0]?.message ?? 'VLD002';
  }
  return { form: null, fields: errors };
}

export function isValidForm(result: { form: string | null; fields: FieldErrors }): boolean {
  return result.form === null && Object.keys(result.fields).length === 0;
}

/**
 * On key-up a field's invalid marker clears once the input reaches its minimum length (and
 * re-validates on blur or submit).
 */
export function clearsOnKeyUp(value: string, minLength: number): boolean {
  return value.trim().length >= minLength;
}

/** A masked account or card value: the last 4 digits (document 2 section 5). */
export function maskLastFour(value: string, mask = '•'): string {
  const digits = value.replace(/\s/g, '');
  if (digits.length <= 4) return digits;
  return `${mask.repeat(4)} ${digits.slice(-4)}`;
}
