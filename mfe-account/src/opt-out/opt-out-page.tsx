import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { AccountPageTemplate, Button, TextField, useDocumentTitle } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
import { CodeField } from '../common/code-field';
import { FormError, StatusMessage } from '../common/feedback';
import { OTP_LENGTH } from '../common/otp';
import { useOptOut } from './use-opt-out';
import '../common/forms.css';

type OptOut = ReturnType<typeof useOptOut>;

/** Form 1 (docs/product.md#opt-out-page, docs/product.md#validation): email and the bot challenge; the button waits for both. */
function RequestForm({ flow, initialEmail }: { flow: OptOut; initialEmail: string }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.sendCode(email);
  };
  // docs/product.md#validation: disabled without email or captcha, or while loading.
  const disabled = !email.trim() || !flow.captchaToken || flow.busy;
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={flow.busy}>
      <TextField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={flow.fieldError ?? undefined}
        disabled={flow.busy}
        autoFocus={flow.resetKey > 0}
      />
      <BotChallenge onToken={flow.setCaptchaToken} resetKey={flow.resetKey} />
      {flow.captchaToken ? null : (
        <p id={hintId} className="ac-muted">
          {t('optOut.captchaRequired')}
        </p>
      )}
      {flow.error ? <FormError>{flow.error}</FormError> : null}
      <div className="ac-actions">
        <Button type="submit" disabled={disabled} aria-describedby={flow.captchaToken ? undefined : hintId}>
          {flow.busy ? t('optOut.sending') : t('optOut.sendCode')}
        </Button>
      </div>
    </form>
  );
}

/** Form 2 (docs/product.md#opt-out-page, docs/product.md#validation): the 6-digit code; the button waits for all six digits. */
function VerifyForm({ flow }: { flow: OptOut }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify(code);
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={flow.busy}>
      <StatusMessage tone="success">{t('optOut.codeSent')}</StatusMessage>
      <CodeField value={code} onChange={setCode} disabled={flow.busy} autoFocus error={flow.fieldError ?? undefined} />
      {flow.error ? <FormError>{flow.error}</FormError> : null}
      <div className="ac-actions">
        <Button type="submit" variant="destructive" disabled={code.length < OTP_LENGTH || flow.busy}>
          {flow.busy ? t('optOut.verifying') : t('optOut.verify')}
        </Button>
        <Button variant="link" onClick={flow.startOver} disabled={flow.busy}>
          {t('optOut.startOver')}
        </Button>
      </div>
    </form>
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
              {t('myData.fromOptOut.text')} <Link to="/my-data">{t('myData.fromOptOut.link')}</Link>
            </p>
            {flow.step === 'request' ? <RequestForm flow={flow} initialEmail={flow.email || initialEmail} /> : <VerifyForm flow={flow} />}
          </>
        )}
      </div>
    </AccountPageTemplate>
  );
}
