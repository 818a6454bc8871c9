import { Link, Navigate, useLocation } from 'react-router-dom';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { CodeStep, EmailStep } from '@mailscout/code-flow';
import { AccountPageTemplate, Button, useDocumentTitle } from '@mailscout/ui';
import { LoginChallenge } from './login-challenge';
import { useLogin } from './use-login';
import { cameForExpiredSession } from './session-expired';
import { FormError, StatusMessage } from '../common/feedback';
import '../common/forms.css';

/** /login (docs/product.md#login): two steps, email then the one-time code; a sign-up link to /payment. */
export function LoginPage() {
  const { isSignedIn } = useAuth();
  const { t } = useTranslation('account');
  useDocumentTitle(t('login.title'));
  const login = useLogin();
  const challenge = login.challenge.shown ? <LoginChallenge challenge={login.challenge} purpose="login" /> : null;
  const error = login.error ? <FormError>{login.error}</FormError> : null;
  const expired = cameForExpiredSession(useLocation().state);
  const busy = login.busy !== null;

  // docs/product.md#login: a signed-in user is redirected to /.
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <AccountPageTemplate title={t('login.title')}>
      <div className="ac-narrow">
        {expired && login.step === 'email' ? <StatusMessage>{t('login.sessionExpired')}</StatusMessage> : null}
        {login.step === 'email' ? (
          <EmailStep
            className="ac-form"
            actionsClassName="ac-actions"
            top={<p className="ac-form__intro">{t('login.intro')}</p>}
            label={t('common.emailLabel')}
            initialEmail={login.email}
            busy={busy}
            fieldError={login.fieldError}
            autoFocus={login.email !== ''}
            submitLabel={t('login.sendCode')}
            busyLabel={t('login.sending')}
            onSubmit={(email) => void login.requestCode(email)}
          >
            {challenge}
            {error}
          </EmailStep>
        ) : (
          <CodeStep
            className="ac-form"
            actionsClassName="ac-actions"
            top={
              <>
                {login.sent ? <StatusMessage>{t(login.sent === 'first' ? 'common.codeSent' : 'login.resent')}</StatusMessage> : null}
                <p className="ac-form__intro">{t('login.codeIntro', { email: login.email })}</p>
              </>
            }
            codeLabel={t('common.codeLabel')}
            autoFocus
            busy={busy}
            verifying={busy}
            fieldError={login.fieldError}
            codeUsedUp={login.codeUsedUp}
            submitLabel={t('login.submit')}
            busyLabel={t('login.verifying')}
            resendLabel={t('login.resend')}
            onResend={() => void login.resend()}
            actionsEnd={
              <Button type="button" variant="link" onClick={login.restart} disabled={busy}>
                {t('login.changeEmail')}
              </Button>
            }
            onSubmit={(code) => void login.verify(code)}
          >
            {challenge}
            {error}
          </CodeStep>
        )}
        <p className="ac-footer-links">
          {t('login.noAccount')} <Link to={PAGES.payment}>{t('login.signUp')}</Link>
        </p>
      </div>
    </AccountPageTemplate>
  );
}
