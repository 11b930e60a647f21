import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Option {
  value: string;
  label: string;
  hint?: string;
}

/** Error text tied to its control; shared by the choice fields. */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly Option[];
  /** Shown first with an empty value, for a choice the user must make. */
  placeholder?: string;
  error?: string | null;
}

export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface RadioGroupFieldProps {
  legend: string;
  /** A line under the legend that the group is described by. */
  hint?: string;
  name: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A set of radio buttons in a fieldset; choosing one clears the group's error (document 2 section 5). */
export function RadioGroupField({ legend, hint, name, options, value, onChange, error, disabled }: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'choice-list field--invalid' : 'choice-list'} aria-describedby={describedBy} disabled={disabled}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>
            {option.label}
            {/* The space outside the hint's span: inside it, the accessible name runs label and hint together. */}
            {option.hint ? <>{' '}<span className="choice__hint">{option.hint}</span></> : null}
          </span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="choice" htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
