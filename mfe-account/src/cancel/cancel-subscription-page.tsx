import { useId } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { CodeStep, EmailStep } from '@mailscout/code-flow';
import { AccountPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
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
  const hintId = useId();
  const busy = flow.busy !== null;
  const error = flow.error ? <FormError>{flow.error}</FormError> : null;

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
    return (
      <CodeStep
        className="ac-form"
        actionsClassName="ac-actions"
        top={
          <>
            {flow.sent ? <StatusMessage>{t('common.codeSent')}</StatusMessage> : null}
            <p className="ac-form__intro">{t('cancel.codeIntro', { email })}</p>
          </>
        }
        codeLabel={t('common.codeLabel')}
        autoFocus
        busy={busy}
        verifying={busy}
        fieldError={flow.fieldError}
        submitVariant="destructive"
        submitLabel={live.length > 1 ? t('cancel.confirmAll') : t('cancel.confirm')}
        busyLabel={t('cancel.cancelling')}
        // A new code needs a new challenge: back to the first step, the typed code forgotten.
        resendLabel={t('cancel.newCode')}
        onResend={flow.restart}
        onSubmit={(code) => void flow.verify(code)}
      >
        {error}
      </CodeStep>
    );
  }

  const solved = flow.challenge.token !== null;
  return (
    <EmailStep
      className="ac-form"
      actionsClassName="ac-actions"
      top={
        <>
          <p className="ac-form__intro">{t('cancel.intro')}</p>
          <AllSubscriptionsNotice subscriptions={live} />
        </>
      }
      // docs/product.md#cancel-page: the email is locked to the signed-in user's address.
      readOnly
      label={t('common.emailLabel')}
      initialEmail={email}
      busy={busy}
      submitLabel={t('cancel.sendCode')}
      busyLabel={t('cancel.sending')}
      // docs/product.md#cancel-page: disabled until the challenge token exists.
      submitDisabled={!solved}
      submitDescribedBy={solved ? undefined : hintId}
      onSubmit={() => void flow.requestCode()}
    >
      <BotChallenge onToken={flow.challenge.onToken} resetKey={flow.challenge.resetKey} />
      {solved ? null : (
        <p id={hintId} className="ac-muted">
          {t('cancel.challengeRequired')}
        </p>
      )}
      {error}
    </EmailStep>
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
              <Link to={PAGES.login}>{t('cancel.logIn')}</Link>
            </p>
          </div>
        )}
        {/* docs/product.md#cancel-page: a return-to-account button is always present. */}
        <LinkButton to={PAGES.account}>{t('common.backToAccount')}</LinkButton>
      </div>
    </AccountPageTemplate>
  );
}
