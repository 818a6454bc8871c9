import { useId, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { CodeStep, EmailStep } from '@mailscout/code-flow';
import { AccountPageTemplate, Button, useDocumentTitle } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
import { FormError, StatusMessage } from '../common/feedback';
import { useOptOut } from './use-opt-out';
import '../common/forms.css';

type OptOut = ReturnType<typeof useOptOut>;

/** Form 1 (docs/product.md#opt-out-page, docs/product.md#validation): email and the bot challenge; the button waits for both. */
function RequestForm({ flow, initialEmail }: { flow: OptOut; initialEmail: string }) {
  const { t } = useTranslation('account');
  const hintId = useId();
  const [email, setEmail] = useState(initialEmail);
  const solved = flow.challenge.token !== null;
  return (
    <EmailStep
      className="ac-form"
      actionsClassName="ac-actions"
      label={t('common.emailLabel')}
      initialEmail={initialEmail}
      busy={flow.busy !== null}
      fieldError={flow.fieldError}
      autoFocus={flow.challenge.resetKey > 0}
      submitLabel={t('optOut.sendCode')}
      busyLabel={t('optOut.sending')}
      // docs/product.md#validation: disabled without email or captcha, or while loading.
      submitDisabled={!email.trim() || !solved}
      submitDescribedBy={solved ? undefined : hintId}
      onEmailChange={setEmail}
      onSubmit={(typed) => void flow.requestCode(typed)}
    >
      <BotChallenge onToken={flow.challenge.onToken} resetKey={flow.challenge.resetKey} />
      {solved ? null : (
        <p id={hintId} className="ac-muted">
          {t('optOut.captchaRequired')}
        </p>
      )}
      {flow.error ? <FormError>{flow.error}</FormError> : null}
    </EmailStep>
  );
}

/** Form 2 (docs/product.md#opt-out-page, docs/product.md#validation): the 6-digit code; the button waits for all six digits. */
function VerifyForm({ flow }: { flow: OptOut }) {
  const { t } = useTranslation('account');
  const busy = flow.busy !== null;
  return (
    <CodeStep
      className="ac-form"
      actionsClassName="ac-actions"
      top={<StatusMessage tone="success">{t('optOut.codeSent')}</StatusMessage>}
      codeLabel={t('common.codeLabel')}
      autoFocus
      busy={busy}
      verifying={busy}
      fieldError={flow.fieldError}
      submitVariant="destructive"
      waitForSixDigits
      submitLabel={t('optOut.verify')}
      busyLabel={t('optOut.verifying')}
      actionsEnd={
        <Button variant="link" onClick={flow.restart} disabled={busy}>
          {t('optOut.startOver')}
        </Button>
      }
      onSubmit={(code) => void flow.verify(code)}
    >
      {flow.error ? <FormError>{flow.error}</FormError> : null}
    </CodeStep>
  );
}

/** /opt-out (docs/product.md#opt-out-page, docs/decisions.md#deletion): stop an address being searched and delete its data and account. */
export function OptOutPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('optOut.title'));
  const { user } = useAuth();
  const flow = useOptOut();
  // A signed-in user most likely opts out their own address; the field stays editable.
  const [initialEmail] = useState(user?.email ?? '');

  return (
    <AccountPageTemplate title={t('optOut.title')}>
      <div className="ac-narrow">
        {flow.step === 'done' ? (
          <StatusMessage tone="success">{t('optOut.done')}</StatusMessage>
        ) : (
          <>
            <p className="ac-form__intro">{t('optOut.intro')}</p>
            {/* docs/decisions.md#self-check: the owner can first see, for free, what is known and who looked (counts only). */}
            <p className="ac-muted">
              {t('myData.fromOptOut.text')} <Link to={PAGES.myData}>{t('myData.fromOptOut.link')}</Link>
            </p>
            {flow.step === 'request' ? <RequestForm flow={flow} initialEmail={flow.email || initialEmail} /> : <VerifyForm flow={flow} />}
          </>
        )}
      </div>
    </AccountPageTemplate>
  );
}
