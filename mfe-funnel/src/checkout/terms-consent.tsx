import { forwardRef, useId } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Trans, useTranslation } from 'react-i18next';
import './terms-consent.css';

/**
 * What the box says: `checkout` states the 14-day right to cancel beside the terms (every path
 * that takes a payment); `agreement` is the email step's shorter statement, before the checkout.
 */
const LABEL_KEYS = { checkout: 'checkout.terms.label', agreement: 'lookup.submit.agreement' } as const;

export interface TermsConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** 'Please agree to the terms and conditions' after a submit without the tick. */
  error?: string;
  disabled?: boolean;
  /** Which statement the box makes; the checkout's by default. */
  statement?: keyof typeof LABEL_KEYS;
}

/**
 * docs/decisions.md#receipts-and-terms: terms acceptance, with the statement of the 14-day right to cancel that the terms
 * make (terms §11: the buyer asks for the service at once and loses the right once a report is
 * supplied), on every checkout path before anything is paid, and the email step's agreement
 * before it: one terms block. Required: the form sends nothing without it. Terms and privacy open
 * in a new tab (docs/product.md#payment-stage), so the form keeps what was typed.
 */
export const TermsConsent = forwardRef<HTMLInputElement, TermsConsentProps>(function TermsConsent({ checked, onChange, error, disabled, statement = 'checkout' }, ref) {
  const { t } = useTranslation('funnel');
  const id = useId();
  const errorId = useId();
  return (
    <div className="fn-ck-terms">
      <div className="fn-ck-terms__row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          <Trans
            t={t}
            i18nKey={LABEL_KEYS[statement]}
            components={{
              terms: <a href={PAGES.terms} target="_blank" rel="noopener noreferrer" />,
              privacy: <a href={PAGES.privacy} target="_blank" rel="noopener noreferrer" />,
              newTab: <span className="ms-visually-hidden" />,
            }}
          />
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ms-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
