import { useIntl } from 'react-intl';
import type { PasswordRuleId } from '../../domain/credentials.ts';
import type { FieldErrors } from '../../domain/forms.ts';
import { BoundTextField } from '../../ui/fields/BoundTextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

type CredentialField = 'userName' | 'password' | 'confirmPassword';

export interface CredentialsStepProps {
  /** The flow's catalogue prefix: its labels are `<prefix>.field.userName` and so on; also the rules popup's id prefix. */
  prefix: 'register' | 'guest';
  values: Record<CredentialField, string>;
  /** The step's field message codes, and the flow's way of putting a code in words. */
  errors: FieldErrors;
  error: (code: string | null | undefined) => string | null;
  rules: Record<PasswordRuleId, boolean>;
  strength: number;
  onChange: (field: CredentialField, value: string) => void;
}

/**
 * The credentials step that registration and guest registration share (machines/auth/signUpSteps.ts):
 * a user id, then a new password with its rules and strength, confirmed.
 */
export function CredentialsStep({ prefix, values, errors, error, rules, strength, onChange }: CredentialsStepProps) {
  const intl = useIntl();
  const label = (field: CredentialField) => intl.formatMessage({ id: `${prefix}.field.${field}` });
  return (
    <>
      <BoundTextField form={{ values, errors, error, change: onChange }} name="userName" kind="userName" label={label('userName')} />
      <NewPasswordFields
        idPrefix={prefix}
        labels={{ password: label('password'), confirmPassword: label('confirmPassword') }}
        values={values}
        errors={{ password: error(errors.password), confirmPassword: error(errors.confirmPassword) }}
        rules={rules}
        strength={strength}
        onChange={onChange}
      />
    </>
  );
}
