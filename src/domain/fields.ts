/**
 * Field rules of document 2 section 5 that registration, guest registration and account recovery
 * share with later forms: e-mail, phone and landline, SSN / id number, zip code, date of birth
 * (yyyymmdd), names, account numbers and the contact type. Every rule failure carries a stable
 * message code (the valibot issue message) whose English text is in errors.ts (fieldMessages); the
 * portal shows its own translation of the same code.
 */
import * as v from 'valibot';
import { limits } from './constants.ts';

const allZeros = /^0+$/;

/** Field bounds the spec leaves open ("Other field bounds: not shown"): chosen here, used on both sides. */
export const fieldLimits = {
  emailMax: 254,
  nameMax: 50,
  orgNameMax: 100,
  idNumberMin: 4,
  idNumberMax: 20,
  phoneMaxDigits: 15,
  accountNumberMin: 6,
  accountNumberMax: 20,
  customerNumberMax: 20,
} as const;

// ---------------------------------------------------------------- e-mail

/** A standard address: local part, @, a domain with at least one dot; no spaces. */
export const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_EMAIL_REQUIRED'),
  v.maxLength(fieldLimits.emailMax, 'REG_EMAIL_LENGTH'),
  v.regex(emailPattern, 'REG_EMAIL_FORMAT'),
);

// ---------------------------------------------------------------- phones

/** Mobile phone: digits only, at least 8, not starting with 0, and the first digit 7 (its own message). */
export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_PHONE_REQUIRED'),
  v.regex(/^\d+$/, 'REG_PHONE_DIGITS'),
  v.minLength(limits.phoneMinDigits, 'REG_PHONE_LENGTH'),
  v.maxLength(fieldLimits.phoneMaxDigits, 'REG_PHONE_LENGTH'),
  v.check((value) => !value.startsWith('0'), 'REG_PHONE_LEADING_ZERO'),
  v.check((value) => value.startsWith('0') || value.startsWith('7'), 'REG_PHONE_FIRST_DIGIT'),
);

/** Alternate landline: digits only, at least 7, not starting with 0. */
const landlineSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_PHONE_REQUIRED'),
  v.regex(/^\d+$/, 'REG_PHONE_DIGITS'),
  v.minLength(limits.landlineMinDigits, 'REG_LANDLINE_LENGTH'),
  v.maxLength(fieldLimits.phoneMaxDigits, 'REG_LANDLINE_LENGTH'),
  v.check((value) => !value.startsWith('0'), 'REG_PHONE_LEADING_ZERO'),
);

/** Contact (phone) type: 1 mobile, 2 landline (document 2 section 5: "Must be 1 or 2"). */
export const contactTypes = { mobile: 1, landline: 2 } as const;
export const contactTypeSchema = v.picklist([contactTypes.mobile, contactTypes.landline], 'REG_CONTACT_TYPE');

/** The rule a phone of the given contact type follows: mobile (7...) or landline. */
export function phoneRuleIssue(value: string, contactType: number): string | null {
  const result = v.safeParse(contactType === contactTypes.landline ? landlineSchema : phoneSchema, value);
  return result.success ? null : result.issues[0].message;
}

// ---------------------------------------------------------------- identity

/** SSN / national id (Omang) / company registration number: letters and digits, no dash, not all zeros. */
export const idNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_ID_NUMBER_REQUIRED'),
  v.regex(/^[A-Za-z0-9]+$/, 'REG_ID_NUMBER_FORMAT'),
  v.minLength(fieldLimits.idNumberMin, 'REG_ID_NUMBER_LENGTH'),
  v.maxLength(fieldLimits.idNumberMax, 'REG_ID_NUMBER_LENGTH'),
  v.check((value) => !allZeros.test(value), 'REG_ID_NUMBER_ZEROS'),
);

/**
 * Zip / post code: 5 or 10 characters, digits, not all zeros. The 10-character form is the foreign
 * pattern "five digits followed by four more" written 12345-6789 (or 10 digits).
 */
export const zipSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_ZIP_REQUIRED'),
  v.check((value) => value.length === 5 || value.length === 10, 'REG_ZIP_LENGTH'),
  v.regex(/^(?:\d{5}|\d{5}-\d{4}|\d{10})$/, 'REG_ZIP_FORMAT'),
  v.check((value) => !allZeros.test(value.replace('-', '')), 'REG_ZIP_ZEROS'),
);

/** The calendar date of a moment, yyyymmdd in UTC (the server's and the tests' day). */
export function dateKey(moment: Date): string {
  const y = String(moment.getUTCFullYear()).padStart(4, '0');
  const m = String(moment.getUTCMonth() + 1).padStart(2, '0');
  const d = String(moment.getUTCDate()).padStart(2, '0');
  return `${y}${m}${d}`;
}

/** True for a real calendar day written yyyymmdd (no 20230230), from the year 1900. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "19880314" -> "1988-03-14". */
export function isoDateOf(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

/**
 * Date of birth as yyyymmdd (the account validation payload): a valid date, not in the future.
 * `today` is the clock (the server passes its injected one).
 */
export function dateOfBirthSchemaAt(today: () => Date) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('REG_DOB_REQUIRED'),
    v.regex(/^\d{8}$/, 'REG_DOB_FORMAT'),
    v.check(isCalendarDate, 'REG_DOB_INVALID'),
    v.check((value) => !isCalendarDate(value) || value <= dateKey(today()), 'REG_DOB_FUTURE'),
  );
}

/** "14/03/1988" -> "19880314": a date typed DD/MM/YYYY (two digits, two digits, four digits) as yyyymmdd, or null. */
export function yyyymmddOfDisplay(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}${match[2]}${match[1]}` : null;
}

/**
 * Date of birth (or issue) typed DD/MM/YYYY (document 2 section 5): the format, a real day, not in
 * the future. The same codes as the yyyymmdd rule, but its own format code (the text says DD/MM/YYYY).
 */
export function displayDateOfBirthSchemaAt(today: () => Date) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('REG_DOB_REQUIRED'),
    v.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'DOB_DISPLAY_FORMAT'),
    v.check((value) => isCalendarDate(yyyymmddOfDisplay(value) ?? ''), 'REG_DOB_INVALID'),
    v.check((value) => {
      const day = yyyymmddOfDisplay(value) ?? '';
      return !isCalendarDate(day) || day <= dateKey(today());
    }, 'REG_DOB_FUTURE'),
  );
}

// ---------------------------------------------------------------- names

/** Letters of any language, spaces, apostrophes, hyphens and dots. */
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** A person's first or last name: required, 1-50 characters of the name set. */
export const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_NAME_REQUIRED'),
  v.maxLength(fieldLimits.nameMax, 'REG_NAME_LENGTH'),
  v.regex(nameCharacters, 'REG_NAME_CHARACTERS'),
);

/** A middle name: like a name, but may be left empty. */
export const middleNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(fieldLimits.nameMax, 'REG_NAME_LENGTH'),
  v.check((value) => value === '' || nameCharacters.test(value), 'REG_NAME_CHARACTERS'),
);

/** An organisation's name (registration of type 1): letters, digits and common punctuation. */
export const orgNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(fieldLimits.orgNameMax, 'REG_ORG_NAME_LENGTH'),
  v.check((value) => value === '' || /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u.test(value), 'REG_ORG_NAME_CHARACTERS'),
);

// ---------------------------------------------------------------- accounts

/** Service account number: digits, length-bound, not all zeros. */
export const accountNumberFieldSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_ACCOUNT_NUMBER_REQUIRED'),
  v.regex(/^\d+$/, 'REG_ACCOUNT_NUMBER_FORMAT'),
  v.minLength(fieldLimits.accountNumberMin, 'REG_ACCOUNT_NUMBER_LENGTH'),
  v.maxLength(fieldLimits.accountNumberMax, 'REG_ACCOUNT_NUMBER_LENGTH'),
  v.check((value) => !allZeros.test(value), 'REG_ACCOUNT_NUMBER_ZEROS'),
);

/** Customer (business partner) number: digits, length-bound, not all zeros. */
export const customerNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('REG_CUSTOMER_NUMBER_REQUIRED'),
  v.regex(/^\d+$/, 'REG_CUSTOMER_NUMBER_FORMAT'),
  v.maxLength(fieldLimits.customerNumberMax, 'REG_CUSTOMER_NUMBER_FORMAT'),
  v.check((value) => !allZeros.test(value), 'REG_CUSTOMER_NUMBER_FORMAT'),
);

/** "********6371": a masked account value shows the last 4 digits (document 2 section 5). */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;
}

/**
 * "k***@example.com": an e-mail address as the portal shows it where it is not the user's to read
 * whole (where a code or link was sent, a wallet's payer): the first character of the local part,
 * three stars whatever its length (the length is not told), and the domain. Anything without a local
 * part and a domain is all stars. The server masks with this function too.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return '***';
  return `${[...value][0]}***${value.slice(at)}`;
}
