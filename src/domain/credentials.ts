/**
 * User id and password rules (document 2 section 5), shared by the login and registration views,
 * the machines' guards and the server.
 */
import * as v from 'valibot';
import { limits } from './constants.ts';

const userIdCharacters = /^[A-Za-z0-9_&+@.-]+$/;
const allZeros = /^0+$/;

export const userIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('LOG_USERID_REQUIRED'),
  v.minLength(limits.userIdMin, 'LOG_USERID_LENGTH'),
  v.maxLength(limits.userIdMax, 'LOG_USERID_LENGTH'),
  v.regex(userIdCharacters, 'LOG_USERID_CHARACTERS'),
  v.check((value) => !allZeros.test(value), 'LOG_USERID_ZEROS'),
);

/** Each password rule separately, for the rules popup that lists them valid or invalid. */
export const passwordRules = [
  { id: 'length', test: (value: string) => value.length >= limits.passwordMin && value.length <= limits.passwordMax },
  { id: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { id: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
  { id: 'special', test: (value: string) => /[!@#&+$%*()_-]/.test(value) },
] as const;
export type PasswordRuleId = (typeof passwordRules)[number]['id'];

export function passwordRuleResults(value: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(passwordRules.map((rule) => [rule.id, rule.test(value)])) as Record<PasswordRuleId, boolean>;
}

/** The full password rule. On sign-in only presence is checked (old passwords may predate the rule). */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('LOG_PASSWORD_REQUIRED'),
  v.check((value) => passwordRules.every((rule) => rule.test(value)), 'PWD_RULES'),
);

/** Longest password a sign-in takes (older passwords may predate the 32-character rule). */
export const loginPasswordMax = 128;

export const loginPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('LOG_PASSWORD_REQUIRED'),
  v.maxLength(loginPasswordMax, 'LOG_PASSWORD_REQUIRED'),
);

export interface LoginValues {
  userName: string;
  password: string;
}

export interface LoginCheck {
  /** VLD001 when both fields are empty (no marker beside either then). */
  form: 'VLD001' | null;
  /** Each field's first failing rule (its message code). */
  fields: Partial<Record<keyof LoginValues, string>>;
}

/** The sign-in form's rules (document 2 section 5); the server checks them again. */
export function loginCheck({ userName, password }: LoginValues): LoginCheck {
  if (!userName.trim() && !password) return { form: 'VLD001', fields: {} };
  const fields: LoginCheck['fields'] = {};
  const user = v.safeParse(userIdSchema, userName);
  if (!user.success) fields.userName = user.issues[0]?.message;
  const pass = v.safeParse(loginPasswordSchema, password);
  if (!pass.success) fields.password = pass.issues[0]?.message;
  return { form: null, fields };
}
