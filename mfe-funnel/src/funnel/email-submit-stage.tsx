import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { isValidEmailAddress, normaliseEmailAddress, type LookupKind } from '@mailscout/contracts';
import { Button, Card, TextField } from '@mailscout/ui';
import { PreviewHints } from './preview-hints';
import { useBillingSubmit, type SubmitRoute } from './use-billing-submit';
import type { StageToast } from './use-flow-stage-toasts';
import type { LookupPreview } from './use-lookup-preview';
import { shownTarget } from './shown-target';

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
  const termsId = useId();
  const termsErrorId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [dirty, setDirty] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = useBillingSubmit(onProceed, notify);
  const email = user ? user.email : typed;

  const validate = (): Errors => {
    const value = email.trim();
    const found: Errors = {};
    if (!value) found.email = t('lookup.submit.errors.required');
    else if (!isValidEmailAddress(email)) found.email = t('lookup.submit.errors.invalidEmail');
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
          <TextField
            id={emailId}
            label={t('lookup.submit.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            placeholder={t('lookup.submit.emailPlaceholder')}
            value={email}
            readOnly={Boolean(user)}
            aria-readonly={user ? true : undefined}
            error={errors.email}
            onChange={(event) => {
              setTyped(event.target.value);
              setDirty(true);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            // Proceed is disabled while the field is empty; leaving it emptied says why.
            onBlur={() => {
              if (!user && dirty && !typed.trim()) setErrors((current) => ({ ...current, email: t('lookup.submit.errors.required') }));
            }}
          />
          {user ? <p className="fn-muted fn-submit__locked">{t('lookup.submit.locked')}</p> : null}
          <div className="fn-terms">
            <input
              ref={checkbox}
              id={termsId}
              type="checkbox"
              checked={agreed}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? termsErrorId : undefined}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setErrors((current) => ({ ...current, terms: undefined }));
              }}
            />
            <label htmlFor={termsId}>
              <Trans
                t={t}
                i18nKey="lookup.submit.agreement"
                components={{
                  terms: <a href="/terms" target="_blank" rel="noopener noreferrer" />,
                  privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" />,
                  newTab: <span className="ms-visually-hidden" />,
                }}
              />
            </label>
          </div>
          {errors.terms ? (
            <p id={termsErrorId} className="ms-field__error" role="alert">
              {errors.terms}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="fn-submit__button" disabled={!email || busy}>
            {busy ? t('lookup.submit.checkingCredits') : t('lookup.submit.proceed')}
          </Button>
        </form>
      </Card>
      <PreviewHints kind={kind} view={view} />
    </div>
  );
}
