import type { PasswordRuleId } from '../../domain/credentials.ts';
import { TextField } from '../../ui/fields/TextField.tsx';
import { PasswordRules } from './PasswordRules.tsx';

type PasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** Prefix of the rules popup's ids (one per page, so two forms never share them). */
  idPrefix: string;
  labels: Record<PasswordField, string>;
  values: Record<PasswordField, string>;
  /** The message beside each field, already translated. */
  errors: Partial<Record<PasswordField, string | null>>;
  rules: Record<PasswordRuleId, boolean>;
  strength: number;
  onChange: (field: PasswordField, value: string) => void;
}

/**
 * A new password and its confirmation with the rules popup and strength meter between them
 * (document 2 section 5): the same fields in registration, guest registration and password reset.
 */
export function NewPasswordFields({ idPrefix, labels, values, errors, rules, strength, onChange }: NewPasswordFieldsProps) {
  const field = (name: PasswordField) => (
    <TextField
      label={labels[name]}
      name={name}
      type="password"
      autoComplete="new-password"
      maxLength={32}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  return (
    <>
      {field('password')}
      <PasswordRules id={`${idPrefix}-password-rules`} rules={rules} strength={strength} />
      {field('confirmPassword')}
    </>
  );
}
