import { useTranslation } from 'react-i18next';
import { TextField } from '@mailscout/ui';
import { OTP_LENGTH, sanitiseOtp } from './otp';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Set when the field appears after a step change, so focus moves to it. */
  autoFocus?: boolean;
  error?: string;
}

/**
 * The one-time code input (docs/product.md#validation: at most 6, numeric): the numeric keyboard on phones and the
 * code offered by the operating system from the email or SMS.
 */
export function CodeField({ value, onChange, disabled, autoFocus, error }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('common.codeLabel')}
      name="otp"
      value={value}
      onChange={(event) => onChange(sanitiseOtp(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      required
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
    />
  );
}
