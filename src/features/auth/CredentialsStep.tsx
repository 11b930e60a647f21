import { useIntl } from 'react-intl';
import type { PasswordRuleId } from '../../domain/credentials.ts';
import type { FieldErrors } from '../../domain/forms.ts';
import { BoundTextField } from '../../ui/fields/BoundTextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

type CredentialField = 'userName' | 'password' | 'confirmPassword';

/** What the step reads of a sign-up flow's view model (registration's and guest registration's). */
export interface CredentialsStepModel {
  values: { credentials: Record<CredentialField, string> };
  /** The step's field message codes. */
  errors: FieldErrors;
  passwordRules: Record<PasswordRuleId, boolean>;
  passwordStrength: number;
  changeCredentials: (field: CredentialField, value: string) => void;
}

export interface CredentialsStepProps {
  /** The flow's catalogue prefix: its labels are `<prefix>.field.userName` and so on; also the rules popup's id prefix. */
  prefix: 'register' | 'guest';
  view: CredentialsStepModel;
  /** The flow's way of putting a message code in words. */
  error: (code: string | null | undefined) => string | null;
}

/**
 * The credentials step that registration and guest registration share (machines/auth/signUpSteps.ts):
 * a user id, then a new password with its rules and strength, confirmed.
 */
export function CredentialsStep({ prefix, view, error }: CredentialsStepProps) {
  const intl = useIntl();
  const { values: { credentials: values }, errors } = view;
  const label = (field: CredentialField) => intl.formatMessage({ id: `${prefix}.field.${field}` });
  return (
    <>
      <BoundTextField form={{ values, errors, error, change: view.changeCredentials }} name="userName" kind="userName" label={label('userName')} />
      <NewPasswordFields
        idPrefix={prefix}
        labels={{ password: label('password'), confirmPassword: label('confirmPassword') }}
        values={values}
        errors={{ password: error(errors.password), confirmPassword: error(errors.confirmPassword) }}
        rules={view.passwordRules}
        strength={view.passwordStrength}
        onChange={view.changeCredentials}
      />
    </>
  );
}
