import type { KeyboardEvent } from 'react';
import { TextField } from '@mailscout/ui';
import { OTP_LENGTH, sanitiseOtp } from './otp';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  disabled?: boolean;
  /** Set when the field appears after a step change, so focus moves to it. */
  autoFocus?: boolean;
  error?: string;
  /** In a form of its own; false inside another form (the checkout's), whose submit it must not hold. */
  required?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The one-time code input (docs/product.md#validation: at most 6, numeric): the numeric keyboard on phones and the
 * code offered by the operating system from the email or SMS.
 */
export function CodeField({ label, value, onChange, id, disabled, autoFocus, error, required = true, onKeyDown }: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      name={required ? 'otp' : undefined}
      value={value}
      onChange={(event) => onChange(sanitiseOtp(event.target.value))}
      onKeyDown={onKeyDown}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
    />
  );
}
