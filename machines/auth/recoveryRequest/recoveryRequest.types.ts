import type { CallFailure } from '../../common/effects.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { RecoveryKind, RecoveryMethod, RecoveryRequestValues } from '../../../src/domain/recoveryForms.ts';

export type { RecoveryKind, RecoveryMethod, RecoveryRequestValues };

export interface RecoveryRequestContext {
  /** Forgot user id or forgot password. */
  kind: RecoveryKind;
  method: RecoveryMethod;
  values: RecoveryRequestValues;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  /** The last call's failure (GEN015 blocked, network...), shown until the user acts again. */
  failure: CallFailure | null;
  /** Several users hold the account (MultipleAccount page); set when sent. */
  multiple: boolean;
  /** The date of birth may not be later than today. */
  today: Date;
}

export type RecoveryRequestEvent =
  | { type: 'method.change'; method: RecoveryMethod }
  | { type: 'field.change'; field: keyof RecoveryRequestValues; value: string }
  | { type: 'request.submit' };

export interface RecoveryRequestInput {
  kind: RecoveryKind;
  today: Date;
}

/** The request body of forgot-user-id / forgot-password for the chosen way (src/domain/recoveryForms.ts). */
export type { RecoveryRequestBody } from '../../../src/domain/recoveryForms.ts';

export interface RecoveryRequestOutput {
  kind: RecoveryKind;
  multiple: boolean;
}

/** The state tags of the machine. */
export type RecoveryRequestTag = 'busy';
