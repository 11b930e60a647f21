import type { CallFailure } from '../../common/effects.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { ProblemSignInBody, ProblemSignInData } from '../../../src/domain/registration.ts';
import type { ProblemContact, ProblemSignInValues } from '../../../src/domain/recoveryForms.ts';

export type { ProblemContact, ProblemSignInBody, ProblemSignInData, ProblemSignInValues };

export interface ProblemSignInContext {
  values: ProblemSignInValues;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  failure: CallFailure | null;
  /** PSI-000042 once customer care has the request. */
  reference: string | null;
}

export type ProblemSignInEvent =
  | { type: 'contact.change'; contactBy: ProblemContact }
  | { type: 'field.change'; field: 'userName' | 'email' | 'issue' | 'message'; value: string }
  | { type: 'request.submit' }
  | { type: 'request.again' };

/** The state tags of the machine. */
export type ProblemSignInTag = 'busy';
