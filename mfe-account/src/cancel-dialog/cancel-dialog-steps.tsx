import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { usePublicConfig } from '@mailscout/public-config';
import { CodeStep, EmailStep } from '@mailscout/code-flow';
import { Button } from '@mailscout/ui';
import { BotChallenge } from '../captcha/bot-challenge';
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
        <EmailStep
          className="ac-form"
          actionsClassName="ac-actions"
          top={<p className="ac-form__intro">{t('cancelDialog.emailIntro')}</p>}
          readOnly
          autoFocus
          label={t('common.emailLabel')}
          initialEmail={user.email}
          busy={dialog.busy}
          submitLabel={t('cancelDialog.sendCode')}
          busyLabel={t('cancelDialog.sending')}
          submitDisabled={dialog.flow.challenge.token === null}
          actionsStart={backButton}
          onSubmit={() => void dialog.requestCode()}
        >
          <BotChallenge onToken={dialog.flow.challenge.onToken} resetKey={dialog.flow.challenge.resetKey} />
          {error}
        </EmailStep>
      );
    case 'enterOtp':
      return (
        <CodeStep
          className="ac-form"
          actionsClassName="ac-actions"
          top={
            <>
              <StatusMessage>{t('common.codeSent')}</StatusMessage>
              <p className="ac-form__intro">{t('cancelDialog.codeIntro', { email: user?.email ?? '' })}</p>
            </>
          }
          codeLabel={t('common.codeLabel')}
          code={dialog.code}
          onCodeChange={dialog.setCode}
          autoFocus
          busy={dialog.busy}
          verifying={dialog.busy}
          fieldError={dialog.flow.fieldError}
          submitLabel={t('cancelDialog.verify')}
          busyLabel={t('cancelDialog.verifying')}
          actionsStart={backButton}
          onSubmit={() => void dialog.verify()}
        >
          {error}
        </CodeStep>
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
