// A labelled select with its error message tied to it.
import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError } from './TextField.tsx';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string | undefined;
  optional?: boolean;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  optional = false,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
