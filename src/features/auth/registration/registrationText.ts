import type { FailureTexts } from '../../../ui/failureText.ts';

/**
 * Where the registration pages find a message code's text (field rules, server refusals): every
 * code they can show has a `register.code.<CODE>` entry in src/i18n/messages/auth; an
 * unknown server code shows the server's own text, else the generic failure.
 */
export const registrationTexts: FailureTexts = { prefixes: ['register.code'], fallback: 'register.code.GEN500' };

/** yyyymmdd (what the machine and the server take) to yyyy-mm-dd (a date input's value), and back. */
export function toDateInput(yyyymmdd: string): string {
  return /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : '';
}

export function fromDateInput(value: string): string {
  return value.replace(/-/g, '');
}
