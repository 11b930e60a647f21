/**
 * The registration form, step by step (document 1 section 3 "Registration", document 2 section 5):
 * which fields each step asks for, which are mandatory, and their rules. The registration machine's
 * guards and the views use these, and the server validates the same fields with the same schemas.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from './credentials.ts';
import {
  accountNumberFieldSchema,
  dateOfBirthSchemaAt,
  emailSchema,
  idNumberSchema,
  middleNameSchema,
  nameSchema,
  orgNameSchema,
  phoneSchema,
  zipSchema,
} from './fields.ts';
import { validateForm, type FieldErrors } from './forms.ts';

export interface StepCheck {
  form: 'VLD001' | null;
  fields: FieldErrors;
}

export function accountStepCheck(
  values: {
    accountNumber: string;
    dateOfBirth: string;
    firstName: string;
    lastName: string;
    registrationType: 0 | 1;
    idNumber: string;
    orgName: string;
    postCode: string;
  },
  today: Date,
): StepCheck {
  const other = values.registrationType === 1;
  const fields = {
    accountNumber: accountNumberFieldSchema,
    dateOfBirth: dateOfBirthSchemaAt(() => today),
    firstName: nameSchema,
    lastName: nameSchema,
    idNumber: idNumberSchema,
    postCode: zipSchema,
    ...(other ? { orgName: orgNameSchema } : {}),
  };
  const mandatory = ['accountNumber', 'dateOfBirth', 'firstName', 'lastName', 'idNumber', 'postCode', ...(other ? ['orgName'] : [])] as (keyof typeof fields)[];
  const result = validateForm(fields as Record<string, v.GenericSchema>, values, mandatory);
  // The organisation name is optional in its schema and required for registration type 1.
  if (other && !result.form && !values.orgName.trim()) result.fields.orgName = 'REG_ORG_NAME_REQUIRED';
  return result;
}

const confirmPasswordSchema = v.pipe(v.string(), v.nonEmpty('PWD_CONFIRM_REQUIRED'));

export function credentialStepCheck(values: { userName: string; password: string; confirmPassword: string }): StepCheck {
  const result = validateForm(
    { userName: userIdSchema, password: newPasswordSchema, confirmPassword: confirmPasswordSchema } as Record<string, v.GenericSchema>,
    values,
    ['userName', 'password', 'confirmPassword'],
  );
  // "Passwords do not match, please try again" (document 2 section 5).
  if (!result.form && !result.fields.confirmPassword && values.password !== values.confirmPassword) {
    result.fields.confirmPassword = 'PWD_MISMATCH';
  }
  return result;
}

export function contactStepCheck(values: { middleName: string; primaryEmail: string; primaryPhone: string }): StepCheck {
  return validateForm(
    { middleName: middleNameSchema, primaryEmail: emailSchema, primaryPhone: phoneSchema } as Record<string, v.GenericSchema>,
    values,
    ['primaryEmail', 'primaryPhone'],
  );
}

export function isStepValid(check: StepCheck): boolean {
  return check.form === null && Object.keys(check.fields).length === 0;
}
