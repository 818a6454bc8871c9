import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Visually hidden label (the field's purpose is clear from its surroundings). */
  hideLabel?: boolean;
  error?: string;
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function TextField({ label, hideLabel, error, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={['ms-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'ms-visually-hidden' : 'ms-field__label'}>
        {label}
      </label>
      <input
        id={inputId}
        className={`ms-input${error ? ' ms-input--invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="ms-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
