import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { normaliseEmailAddress, validateEmail, type LookupKind } from '@mailscout/contracts';
import { Button, Card } from '@mailscout/ui';
import { BillingEmailField } from '../checkout/billing-email-field';
import { TermsConsent } from '../checkout/terms-consent';
import { PreviewHints } from './preview-hints';
import { useBillingSubmit, type SubmitRoute } from './use-billing-submit';
import type { StageToast } from '../flow/use-flow-stage-toasts';
import type { LookupPreview } from './use-lookup-preview';
import { shownTarget } from '../flow/shown-target';

export interface EmailSubmitStageProps {
  kind: LookupKind;
  target: string;
  view: LookupPreview;
  onProceed(route: SubmitRoute, billingEmail: string): void;
  /** The funnel's stage toasts: a toast about the stage the billing email leads to. */
  notify: StageToast<SubmitRoute>;
}

interface Errors {
  email?: string;
  terms?: string;
}

/**
 * Stage emailSubmit (docs/product.md#email-submit, docs/product.md#validation): the billing email (empty, or the signed-in email locked), the
 * terms checkbox (unticked), Proceed disabled while the email is empty.
 */
export function EmailSubmitStage({ kind, target, view, onProceed, notify }: EmailSubmitStageProps) {
  const { t } = useTranslation('funnel');
  const { user } = useAuth();
  const emailId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [dirty, setDirty] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = useBillingSubmit(onProceed, notify);
  const email = user ? user.email : typed;

  const validate = (): Errors => {
    const found: Errors = {};
    const checked = validateEmail(email);
    if (!checked.ok) found.email = t(checked.error === 'required' ? 'lookup.submit.errors.required' : 'lookup.submit.errors.invalidEmail');
    if (!agreed) found.terms = t('lookup.submit.errors.termsRequired');
    return found;
  };

  return (
    <div className="fn-submit">
      <Card className="fn-submit__card">
        <h1 className="fn-stage-title" tabIndex={-1}>
          {t('lookup.submit.title')}
        </h1>
        <p>{t('lookup.submit.intro', { context: kind, target: shownTarget(target) })}</p>
        <form
          noValidate
          aria-busy={busy}
          onSubmit={async (event) => {
            event.preventDefault();
            if (busy) return;
            const found = validate();
            setErrors(found);
            if (found.email) return document.getElementById(emailId)?.focus();
            if (found.terms) return checkbox.current?.focus();
            setBusy(true);
            try {
              await submit(normaliseEmailAddress(email) ?? email.trim().toLowerCase());
            } finally {
              setBusy(false);
            }
          }}
        >
          <BillingEmailField
            id={emailId}
            label={t('lookup.submit.emailLabel')}
            placeholder={t('lookup.submit.emailPlaceholder')}
            value={email}
            locked={Boolean(user)}
            error={errors.email}
            onChange={(value) => {
              setTyped(value);
              setDirty(true);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            // Proceed is disabled while the field is empty; leaving it emptied says why.
            onBlur={() => {
              if (!user && dirty && !typed.trim()) setErrors((current) => ({ ...current, email: t('lookup.submit.errors.required') }));
            }}
          />
          {user ? <p className="fn-muted fn-submit__locked">{t('lookup.submit.locked')}</p> : null}
          <TermsConsent
            ref={checkbox}
            statement="agreement"
            checked={agreed}
            error={errors.terms}
            onChange={(checked) => {
              setAgreed(checked);
              setErrors((current) => ({ ...current, terms: undefined }));
            }}
          />
          <Button type="submit" size="lg" className="fn-submit__button" disabled={!email || busy}>
            {busy ? t('lookup.submit.checkingCredits') : t('lookup.submit.proceed')}
          </Button>
        </form>
      </Card>
      <PreviewHints kind={kind} view={view} />
    </div>
  );
}
