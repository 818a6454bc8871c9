import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmailAddress, normaliseEmailAddress } from '@mailscout/contracts';
import { Button, Card, TextField } from '@mailscout/ui';
import { BillingEmailField } from '../checkout/billing-email-field';

export interface OrderEmails {
  searched: string;
  billing: string;
}

export interface OrderEmailFormProps {
  /** The signed-in account's email: receipts go there, so no billing field is asked. */
  accountEmail: string | null;
  busy: boolean;
  onSubmit(emails: OrderEmails): void;
}

interface Errors {
  searched?: string;
  billing?: string;
}

/**
 * `/order` stage 1 (docs/product.md#order-flow, docs/product.md#validation Order form): the searched email, required and pattern-checked,
 * and the buyer's billing email, required and pattern-checked unless the buyer says they look up
 * their own address. docs/decisions.md#order-billing-box: that box ('use same email for billing' in the original)
 * is unticked by default and says what ticking it means, so the person searched is never made
 * the buyer by default (they would get the receipts and learn of the search).
 */
export function OrderEmailForm({ accountEmail, busy, onSubmit }: OrderEmailFormProps) {
  const { t } = useTranslation('funnel');
  const searchedId = useId();
  const billingId = useId();
  const ownId = useId();
  const hintId = useId();
  const [searched, setSearched] = useState('');
  const [ownAddress, setOwnAddress] = useState(false);
  const [billing, setBilling] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): Errors => {
    const found: Errors = {};
    const value = searched.trim();
    if (!value) found.searched = t('checkout.order.errors.searchRequired');
    else if (!isValidEmailAddress(searched)) found.searched = t('checkout.order.errors.invalidEmail');
    if (!accountEmail && !ownAddress && !isValidEmailAddress(billing)) found.billing = t('checkout.order.errors.invalidBilling');
    return found;
  };

  return (
    <Card>
      <h1 className="fn-stage-title" tabIndex={-1}>
        {t('checkout.order.title')}
      </h1>
      <form
        className="fn-od-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const found = validate();
          setErrors(found);
          if (found.searched) return document.getElementById(searchedId)?.focus();
          if (found.billing) return document.getElementById(billingId)?.focus();
          const searchedEmail = normaliseEmailAddress(searched) ?? searched.trim().toLowerCase();
          onSubmit({ searched: searchedEmail, billing: accountEmail ?? (ownAddress ? searchedEmail : (normaliseEmailAddress(billing) ?? billing.trim().toLowerCase())) });
        }}
      >
        <TextField
          id={searchedId}
          label={t('checkout.order.searchLabel')}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={searched}
          error={errors.searched}
          onChange={(event) => {
            setSearched(event.target.value);
            setErrors((current) => ({ ...current, searched: undefined }));
          }}
        />
        {accountEmail ? (
          <p className="fn-muted">{t('checkout.order.signedIn', { email: accountEmail })}</p>
        ) : (
          <>
            <div className="fn-od-check">
              <input
                id={ownId}
                type="checkbox"
                checked={ownAddress}
                aria-describedby={hintId}
                onChange={(event) => {
                  setOwnAddress(event.target.checked);
                  setErrors((current) => ({ ...current, billing: undefined }));
                }}
              />
              <label htmlFor={ownId}>{t('checkout.order.ownAddress')}</label>
            </div>
            <p id={hintId} className="fn-muted">
              {t('checkout.order.billingHint')}
            </p>
            {ownAddress ? null : (
              <BillingEmailField
                id={billingId}
                label={t('checkout.order.billingLabel')}
                value={billing}
                error={errors.billing}
                onChange={(value) => {
                  setBilling(value);
                  setErrors((current) => ({ ...current, billing: undefined }));
                }}
              />
            )}
          </>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('checkout.order.checking') : t('checkout.order.continue')}
        </Button>
      </form>
    </Card>
  );
}
