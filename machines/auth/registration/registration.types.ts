import type { StepTag } from '../../common/steps.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { CredentialFields } from '../signUpSteps.ts';

export interface AccountFields {
  accountNumber: string;
  /** yyyymmdd, as the validation call takes it. */
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  /** 0 residential (REGP), 1 other (REGO). */
  registrationType: 0 | 1;
  /** Id number without dashes. */
  idNumber: string;
  orgName: string;
  postCode: string;
}

export type { CredentialFields } from '../signUpSteps.ts';

export interface ContactFields {
  middleName: string;
  primaryEmail: string;
  primaryPhone: string;
  emailNotification: boolean;
  textNotification: boolean;
  enrollPaperlessBilling: boolean;
}

export type StepName = 'account' | 'credentials' | 'contact' | 'terms';

interface RegistrationFailure {
  msgcode: string;
  message: string;
}

interface ValidatedAccount {
  accountNumber: string;
  customerNumber: string;
  maskedEmail: string;
  validationToken: string;
}

export interface RegistrationContext {
  account: AccountFields;
  credentials: CredentialFields;
  contact: ContactFields;
  agreed: boolean;
  validated: ValidatedAccount | null;
  /** Field message codes of the step on screen (VLD001 for several missing fields). */
  errors: FieldErrors;
  formError: 'VLD001' | null;
  /** The last call's failure, shown until the user acts again. */
  failure: RegistrationFailure | null;
  /** Masked e-mail the activation link went to. */
  sentTo: string | null;
  /** yyyymmdd of today: the date of birth may not be later. */
  today: Date;
}

export type RegistrationEvent =
  | { type: 'account.change'; field: keyof AccountFields; value: string | number }
  | { type: 'credentials.change'; field: keyof CredentialFields; value: string }
  | { type: 'contact.change'; field: keyof ContactFields; value: string | boolean }
  | { type: 'terms.change'; agreed: boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'registration.submit' };

export interface RegistrationInput {
  today: Date;
}

/** The state tags of the machine (a step tag per step of its tracker). */
export type RegistrationTag = 'busy' | StepTag<StepName>;
