import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './TextField.tsx';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> {
  label: string;
  /** The date as typed, DD/MM/YYYY (document 2 section 9); the machine keeps it as typed. */
  value: string;
  onChange: (value: string) => void;
  /** The format and the days allowed, as the flow words them ("DD/MM/YYYY, from ... to ..."). */
  hint: string;
  error?: string | null;
}

/**
 * A date typed as DD/MM/YYYY: a plain text input, so it is used with the keyboard alone in every
 * browser and read out as typed; only digits and the separators are kept. The flow's machine
 * checks the day (parseDisplayDate in src/domain/format.ts) and its range.
 */
export function DateField({ label, value, onChange, hint, error, ...input }: DateFieldProps) {
  // The format in the reader's words (JJ/MM/AAAA in French), as the hints write it.
  const placeholder = useIntl().formatMessage({ id: 'common.dateFormat' });
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={10}
      {...input}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d/.-]/g, ''))}
    />
  );
}
