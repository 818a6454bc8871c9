import { TextField } from '@mailscout/ui';

export interface BillingEmailFieldProps {
  id: string;
  /** The field's label where it stands ('Billing email', 'Email for your receipt'). */
  label: string;
  value: string;
  /** The signed-in account's email: the field shows it and cannot be changed. */
  locked?: boolean;
  placeholder?: string;
  error?: string;
  onChange(value: string): void;
  onBlur?(): void;
}

/**
 * The buyer's billing email, where receipts go and the account is made (docs/product.md#validation),
 * the same field in the card checkout, the email step and /order: an address the browser may fill
 * in, never spell-checked, read-only when a session fixes it.
 */
export function BillingEmailField({ id, label, value, locked = false, placeholder, error, onChange, onBlur }: BillingEmailFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      required
      placeholder={placeholder}
      value={value}
      readOnly={locked}
      aria-readonly={locked ? true : undefined}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
