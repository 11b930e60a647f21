import type { StepTag } from '../../common/steps.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { ResetKeyData, ResetPasswordBody, ResetPasswordData, UpdateUserBody, UpdateUserData } from '../../../src/domain/registration.ts';

export type { ResetKeyData, ResetPasswordBody, ResetPasswordData, UpdateUserBody, UpdateUserData };

/** What a migrated user confirms or changes before the new password (/UpdateUser). */
export interface DetailsFields {
  userName: string;
  email: string;
  phone: string;
}

export interface PasswordFields {
  password: string;
  confirmPassword: string;
}

/** Which page opened the link: the reset form, or the update-user page of the migrated path. */
export type PasswordResetEntry = 'reset' | 'update';

export interface PasswordResetContext {
  /** The `key` of the e-mailed link; '' when the link has none. */
  key: string;
  entry: PasswordResetEntry;
  /** The user the key belongs to (after the key check; after an update, the new user id). */
  userName: string;
  migrated: boolean;
  details: DetailsFields;
  passwords: PasswordFields;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  failure: CallFailure | null;
  /** How the flow ended (set by the final states). */
  result: 'reset' | 'linkInvalid' | null;
}

export type PasswordResetEvent =
  | { type: 'key.retry' }
  | { type: 'details.change'; field: keyof DetailsFields; value: string }
  | { type: 'password.change'; field: keyof PasswordFields; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'password.submit' };

export interface PasswordResetInput {
  key: string | null;
  entry: PasswordResetEntry;
}

export interface PasswordResetOutput {
  /** 'reset': the password was changed; 'linkInvalid': the link was used, replaced or has expired. */
  result: 'reset' | 'linkInvalid';
  userName: string;
  migrated: boolean;
  entry: PasswordResetEntry;
}

/** The state tags of the machine (a step tag per step of its tracker). */
export type PasswordResetTag = 'busy' | StepTag<'details' | 'password'>;
