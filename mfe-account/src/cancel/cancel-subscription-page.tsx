import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { AccountPageTemplate, Button, TextField, useDocumentTitle } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
import { CodeField } from '../common/code-field';
import { FormError, StatusMessage } from '../common/feedback';
import { LinkButton } from '../common/link-button';
import { AllSubscriptionsNotice } from './all-subscriptions-notice';
import { useCancelSubscription } from './use-cancel-subscription';
import { useLiveSubscriptions } from './use-live-subscriptions';
import '../common/forms.css';

function CancelFlow({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const flow = useCancelSubscription(email);
  const live = useLiveSubscriptions(email);
  const [code, setCode] = useState('');
  const hintId = useId();

  if (flow.step === 'done' && flow.result) {
    return (
      <div className="ac-form">
        <StatusMessage tone="success">
          {flow.result.message}
          {flow.result.accessUntil ? ` ${t('cancel.accessUntil', { date: formatLongDate(new Date(flow.result.accessUntil * 1000), language) })}` : null}
        </StatusMessage>
        <p className="ac-muted">{t('cancel.redirecting')}</p>
      </div>
    );
  }

  if (flow.step === 'code') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void flow.cancel(code);
    };
    return (
      <form className="ac-form" onSubmit={submit} noValidate aria-busy={flow.busy}>
        {flow.notice ? <StatusMessage>{flow.notice}</StatusMessage> : null}
        <p className="ac-form__intro">{t('cancel.codeIntro', { email })}</p>
        <CodeField value={code} onChange={setCode} disabled={flow.busy} autoFocus error={flow.fieldError ?? undefined} />
        {flow.error ? <FormError>{flow.error}</FormError> : null}
        <div className="ac-actions">
          <Button type="submit" variant="destructive" disabled={flow.busy}>
            {flow.busy ? t('cancel.cancelling') : live.length > 1 ? t('cancel.confirmAll') : t('cancel.confirm')}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              setCode('');
              flow.requestNewCode();
            }}
            disabled={flow.busy}
          >
            {t('cancel.newCode')}
          </Button>
        </div>
      </form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.requestCode();
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={flow.busy}>
      <p className="ac-form__intro">{t('cancel.intro')}</p>
      <AllSubscriptionsNotice subscriptions={live} />
      {/* docs/product.md#cancel-page: the email is locked to the signed-in user's address. */}
      <TextField label={t('common.emailLabel')} type="email" name="email" value={email} readOnly />
      <BotChallenge onToken={flow.setCaptchaToken} resetKey={flow.resetKey} />
      {flow.captchaToken ? null : (
        <p id={hintId} className="ac-muted">
          {t('cancel.challengeRequired')}
        </p>
      )}
      {flow.error ? <FormError>{flow.error}</FormError> : null}
      <div className="ac-actions">
        {/* docs/product.md#cancel-page: disabled until the challenge token exists. */}
        <Button type="submit" disabled={!flow.captchaToken || flow.busy} aria-describedby={flow.captchaToken ? undefined : hintId}>
          {flow.busy ? t('cancel.sending') : t('cancel.sendCode')}
        </Button>
      </div>
    </form>
  );
}

/** /cancel-subscription (docs/product.md#cancel-page): cancellation confirmed by a one-time code. */
export function CancelSubscriptionPage() {
  const { user } = useAuth();
  const { t } = useTranslation('account');
  useDocumentTitle(t('cancel.title'));
  return (
    <AccountPageTemplate title={t('cancel.title')}>
      <div className="ac-narrow">
        {user ? (
          <CancelFlow email={user.email} />
        ) : (
          <div className="ac-form">
            <FormError>{t('cancel.notLoggedIn')}</FormError>
            <p>
              <Link to="/login">{t('cancel.logIn')}</Link>
            </p>
          </div>
        )}
        {/* docs/product.md#cancel-page: a return-to-account button is always present. */}
        <LinkButton to="/account">{t('common.backToAccount')}</LinkButton>
      </div>
    </AccountPageTemplate>
  );
}
