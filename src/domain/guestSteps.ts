/**
 * The guest forms, field by field (document 1 "Guest registration" and Guest User, document 2
 * section 5): the contact step of guest registration (primary and secondary e-mail and phone, each
 * phone with its contact type: 1 mobile, 2 landline) and the invitation form of /GuestUser. The
 * machines' guards and the views use these; the server validates the same fields with the same rules.
 */
import * as v from 'valibot';
import type { contactTypes} from './fields.ts';
import { emailPattern, emailSchema, fieldLimits, nameSchema, phoneRuleIssue } from './fields.ts';
import { validateForm, type FieldErrors } from './forms.ts';
import { accessUntilSchemaAt } from './registration.ts';
import type { StepCheck } from './registrationSteps.ts';

type ContactType = (typeof contactTypes)[keyof typeof contactTypes];

export interface GuestContactValues {
  primaryEmail: string;
  secondaryEmail: string;
  primaryPhone: string;
  primaryPhoneType: ContactType;
  secondaryPhone: string;
  secondaryPhoneType: ContactType;
}

const optionalEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(fieldLimits.emailMax, 'REG_EMAIL_LENGTH'),
  v.check((value) => value === '' || emailPattern.test(value), 'REG_EMAIL_FORMAT'),
);

/** Primary e-mail and phone are mandatory; the secondary ones optional but checked when given. */
export function guestContactStepCheck(values: GuestContactValues): StepCheck {
  const result = validateForm(
    { primaryEmail: emailSchema, secondaryEmail: optionalEmailSchema } as Record<string, v.GenericSchema>,
    values,
    ['primaryEmail', 'primaryPhone'],
  );
  if (result.form) return result;
  const fields: FieldErrors = { ...result.fields };
  const primary = values.primaryPhone.trim();
  if (primary === '') fields.primaryPhone = 'REG_PHONE_REQUIRED';
  else {
    const issue = phoneRuleIssue(primary, values.primaryPhoneType);
    if (issue) fields.primaryPhone = issue;
  }
  const secondary = values.secondaryPhone.trim();
  if (secondary !== '') {
    const issue = phoneRuleIssue(secondary, values.secondaryPhoneType);
    if (issue) fields.secondaryPhone = issue;
  }
  return { form: null, fields };
}

export interface GuestInviteValues {
  firstName: string;
  lastName: string;
  email: string;
  /** yyyy-mm-dd: the last day of access. */
  accessUntil: string;
}

/** The invitation form of /GuestUser: all four fields mandatory; the end date after today, within 5 years. */
export function guestInviteCheck(values: GuestInviteValues, today: Date): StepCheck {
  const result = validateForm(
    { firstName: nameSchema, lastName: nameSchema, email: emailSchema, accessUntil: accessUntilSchemaAt(() => today) } as Record<string, v.GenericSchema>,
    values,
    ['firstName', 'lastName', 'email', 'accessUntil'],
  );
  if (!result.form && values.accessUntil.trim() === '') result.fields.accessUntil = 'REG_ACCESS_UNTIL_REQUIRED';
  return result;
}
