/**
 * The account recovery forms (document 1 sections 2 and 4, document 2 section 5): forgot user id
 * (by e-mail, or by account number and date of birth), forgot password (by user id, or by account
 * number and date of birth), the new password of a reset link, the details a migrated user
 * confirms (/UpdateUser) and a problem sign-in request. The recovery machines' guards and the
 * views use these; the server validates the same fields with the same schemas.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from './credentials.ts';
import { accountNumberFieldSchema, dateOfBirthSchemaAt, emailSchema, phoneSchema } from './fields.ts';
import { validateForm } from './forms.ts';
import type { ForgotPasswordBody, ForgotUserIdBody } from './registration.ts';
import type { StepCheck } from './registrationSteps.ts';

export type { StepCheck };

/** How a forgot user id / forgot password request identifies the customer. */
export type RecoveryMethod = 'email' | 'userName' | 'account';
export type RecoveryKind = 'userId' | 'password';

/** The ways each request offers, the first being the default. */
export const recoveryMethods: Record<RecoveryKind, readonly RecoveryMethod[]> = {
  userId: ['email', 'account'],
  password: ['userName', 'account'],
};

export interface RecoveryRequestValues {
  email: string;
  userName: string;
  accountNumber: string;
  /** yyyymmdd */
  dateOfBirth: string;
}

export function recoveryRequestCheck(method: RecoveryMethod, input: RecoveryRequestValues, today: Date): StepCheck {
  const values = { ...input } as Record<string, unknown>;
  if (method === 'email') return validateForm({ email: emailSchema } as Record<string, v.GenericSchema>, values, ['email']);
  if (method === 'userName') return validateForm({ userName: userIdSchema } as Record<string, v.GenericSchema>, values, ['userName']);
  return validateForm(
    { accountNumber: accountNumberFieldSchema, dateOfBirth: dateOfBirthSchemaAt(() => today) } as Record<string, v.GenericSchema>,
    values,
    ['accountNumber', 'dateOfBirth'],
  );
}

/** The request body of the chosen way: only its fields, trimmed. */
/** The request body of forgot-user-id / forgot-password for the chosen way. */
export type RecoveryRequestBody = ForgotUserIdBody | ForgotPasswordBody;

export function recoveryRequestBody(method: RecoveryMethod, values: RecoveryRequestValues): RecoveryRequestBody {
  if (method === 'email') return { email: values.email.trim() };
  if (method === 'userName') return { userName: values.userName.trim() };
  return { accountNumber: values.accountNumber.trim(), dateOfBirth: values.dateOfBirth.trim() };
}

const confirmPasswordSchema = v.pipe(v.string(), v.nonEmpty('PWD_CONFIRM_REQUIRED'));

/** A new password and its confirmation ("Passwords do not match, please try again"). */
export function newPasswordCheck(values: { password: string; confirmPassword: string }): StepCheck {
  const result = validateForm(
    { password: newPasswordSchema, confirmPassword: confirmPasswordSchema } as Record<string, v.GenericSchema>,
    values,
    ['password', 'confirmPassword'],
  );
  if (!result.form && !result.fields.confirmPassword && values.password !== values.confirmPassword) {
    result.fields.confirmPassword = 'PWD_MISMATCH';
  }
  return result;
}

/** A migrated user's user id, e-mail and mobile number (/UpdateUser). */
export function updateUserCheck(values: { userName: string; email: string; phone: string }): StepCheck {
  return validateForm(
    { userName: userIdSchema, email: emailSchema, phone: phoneSchema } as Record<string, v.GenericSchema>,
    values,
    ['userName', 'email', 'phone'],
  );
}

export type ProblemContact = 'userName' | 'email';

export interface ProblemSignInValues {
  contactBy: ProblemContact;
  userName: string;
  email: string;
  /** '' until chosen; else one of problemSignInIssues. */
  issue: string;
  message: string;
}

const issueSchema = v.picklist(['locked', 'noEmail', 'other'], 'REG_PROBLEM_ISSUE');
const messageSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('REG_MESSAGE_REQUIRED'), v.maxLength(2000, 'REG_MESSAGE_LENGTH'));

export function problemSignInCheck(values: ProblemSignInValues): StepCheck {
  const contact: Record<string, v.GenericSchema> = values.contactBy === 'email' ? { email: emailSchema } : { userName: userIdSchema };
  const result = validateForm(
    { ...contact, issue: issueSchema, message: messageSchema } as Record<string, v.GenericSchema>,
    values as unknown as Record<string, unknown>,
    [values.contactBy, 'issue', 'message'],
  );
  return result;
}
