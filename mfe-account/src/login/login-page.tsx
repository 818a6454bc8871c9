import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { AccountPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { LoginChallenge } from './login-challenge';
import { useLogin } from './use-login';
import { cameForExpiredSession } from './session-expired';
import { StatusMessage } from '../common/feedback';
import '../common/forms.css';

/** /login (docs/product.md#login): two steps, email then the one-time code; a sign-up link to /payment. */
export function LoginPage() {
  const { isSignedIn } = useAuth();
  const { t } = useTranslation('account');
  useDocumentTitle(t('login.title'));
  const login = useLogin();
  const challenge = login.challenge ? <LoginChallenge {...login.challenge} /> : null;
  const expired = cameForExpiredSession(useLocation().state);

  // docs/product.md#login: a signed-in user is redirected to /.
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <AccountPageTemplate title={t('login.title')}>
      <div className="ac-narrow">
        {expired && login.step === 'email' ? <StatusMessage>{t('login.sessionExpired')}</StatusMessage> : null}
        {login.step === 'email' ? (
          <EmailStep
            initialEmail={login.email}
            busy={login.busy}
            fieldError={login.fieldError}
            error={login.error}
            autoFocus={login.email !== ''}
            challenge={challenge}
            onSubmit={(email) => void login.requestCode(email)}
          />
        ) : (
          <CodeStep
            email={login.email}
            busy={login.busy}
            notice={login.notice}
            fieldError={login.fieldError}
            error={login.error}
            codeUsedUp={login.codeUsedUp}
            challenge={challenge}
            onSubmit={(code) => void login.verify(code)}
            onResend={() => void login.resend()}
            onChangeEmail={login.changeEmail}
          />
        )}
        <p className="ac-footer-links">
          {t('login.noAccount')} <Link to="/payment">{t('login.signUp')}</Link>
        </p>
      </div>
    </AccountPageTemplate>
  );
}
