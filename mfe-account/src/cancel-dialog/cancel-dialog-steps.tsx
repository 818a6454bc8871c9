import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { usePublicConfig } from '@mailscout/public-config';
import { Button, TextField } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
import { CodeField } from '../common/code-field';
import { FormError, StatusMessage } from '../common/feedback';
import { LoginLink } from './login-link';
import { useCancelDialog } from './use-cancel-dialog';

/** The dialog's content; mounted afresh each time the dialog opens, so it always starts at 'initial'. */
export function CancelDialogSteps({ onClose, onCancelled }: { onClose: () => void; onCancelled?: () => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { user } = useAuth();
  const publicConfig = usePublicConfig();
  const dialog = useCancelDialog(user?.email, onCancelled);
  const onSubmit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  const backButton = (
    <Button variant="secondary" onClick={dialog.back} disabled={dialog.busy} autoFocus={dialog.step === 'confirmCancel'}>
      {t('common.back')}
    </Button>
  );
  const error = dialog.error ? <FormError>{dialog.error}</FormError> : null;

  switch (dialog.step) {
    case 'initial':
      return (
        <div className="ac-form">
          <p className="ac-form__intro">{t('cancelDialog.intro')}</p>
          <div className="ac-actions">
            <Button onClick={() => dialog.go('askEmail')}>{t('cancelDialog.cancelSubscription')}</Button>
            {publicConfig.status === 'ready' ? (
              <a className="ms-button ms-button--secondary ms-button--md" href={`mailto:${publicConfig.config.supportEmail}`}>
                {t('cancelDialog.reportIssue')}
              </a>
            ) : null}
            <Button variant="ghost" onClick={onClose}>
              {t('cancelDialog.close')}
            </Button>
          </div>
        </div>
      );
    case 'askEmail':
      if (!user) {
        return (
          <div className="ac-form">
            <FormError>{t('cancel.notLoggedIn')}</FormError>
            <p>
              <LoginLink>{t('cancel.logIn')}</LoginLink>
            </p>
            <div className="ac-actions">{backButton}</div>
          </div>
        );
      }
      return (
        <form className="ac-form" onSubmit={onSubmit(dialog.requestCode)} noValidate aria-busy={dialog.busy}>
          <p className="ac-form__intro">{t('cancelDialog.emailIntro')}</p>
          <TextField label={t('common.emailLabel')} type="email" name="email" value={user.email} readOnly autoFocus />
          <BotChallenge onToken={dialog.setCaptchaToken} resetKey={dialog.resetKey} />
          {error}
          <div className="ac-actions">
            {backButton}
            <Button type="submit" disabled={!dialog.captchaToken || dialog.busy}>
              {dialog.busy ? t('cancelDialog.sending') : t('cancelDialog.sendCode')}
            </Button>
          </div>
        </form>
      );
    case 'enterOtp':
      return (
        <form className="ac-form" onSubmit={onSubmit(dialog.verify)} noValidate aria-busy={dialog.busy}>
          <StatusMessage>{t('common.codeSent')}</StatusMessage>
          <p className="ac-form__intro">{t('cancelDialog.codeIntro', { email: user?.email ?? '' })}</p>
          <CodeField value={dialog.code} onChange={dialog.setCode} disabled={dialog.busy} autoFocus />
          {error}
          <div className="ac-actions">
            {backButton}
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? t('cancelDialog.verifying') : t('cancelDialog.verify')}
            </Button>
          </div>
        </form>
      );
    case 'confirmCancel':
      return (
        <div className="ac-form" aria-busy={dialog.busy}>
          <p>{t('cancelDialog.confirmIntro')}</p>
          {error}
          <div className="ac-actions">
            {backButton}
            <Button variant="destructive" onClick={() => void dialog.confirm()} disabled={dialog.busy}>
              {dialog.busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
            </Button>
          </div>
        </div>
      );
    case 'result':
      return (
        <div className="ac-form">
          <StatusMessage tone="success">
            {dialog.result?.message}
            {dialog.result?.accessUntil
              ? ` ${t('cancel.accessUntil', { date: formatLongDate(new Date(dialog.result.accessUntil * 1000), language) })}`
              : null}
          </StatusMessage>
          <div className="ac-actions">
            <Button onClick={onClose} autoFocus>
              {t('cancelDialog.close')}
            </Button>
          </div>
        </div>
      );
  }
}
