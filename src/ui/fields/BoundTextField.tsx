import type { InputHTMLAttributes } from 'react';
import type { FieldErrors } from '../../domain/forms.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A form's values, field message codes and change, bound once (from its view model): each field
 * of the form then says only what is its own (name, label, kind, limits).
 */
interface FieldBinding<TField extends string> {
  values: { readonly [K in NoInfer<TField>]?: unknown };
  errors: FieldErrors;
  /** The area's words for a message code (`useFailureText` of src/ui/failureText.ts). */
  error: (code: string | null | undefined) => string | null;
  change: (field: TField, value: string) => void;
}

/** The input attributes of the kinds of field that forms ask for again and again. */
const inputKinds = {
  userName: { autoComplete: 'username', maxLength: 50 },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: 15 },
  /** Account and bank numbers: digits, never offered from the browser's memory. */
  digits: { inputMode: 'numeric', autoComplete: 'off' },
} as const satisfies Record<string, Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>>;

export type BoundTextFieldProps<TField extends string> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'form'> & {
  form: FieldBinding<TField>;
  name: TField;
  /** Attributes of a common kind of field; the field's own props win over them. */
  kind?: keyof typeof inputKinds;
};

/** A TextField of a bound form: its value, its message and its change come from the form. */
export function BoundTextField<TField extends string>({ form, name, kind, ...input }: BoundTextFieldProps<TField>) {
  return (
    <TextField
      name={name}
      {...(kind ? inputKinds[kind] : null)}
      {...input}
      value={String(form.values[name] ?? '')}
      error={form.error(form.errors[name])}
      onChange={(event) => form.change(name, event.target.value)}
    />
  );
}
