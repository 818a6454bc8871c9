import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { CodeStep, EmailStep } from '@mailscout/code-flow';
import { AccountPageTemplate, Button, useDocumentTitle } from '@mailscout/ui';
import { LoginChallenge } from '../login/login-challenge';
import { FormError, StatusMessage } from '../common/feedback';
import { MyDataResult } from './my-data-result';
import { WatchManage } from '../watch/watch-manage';
import { useMyData } from './use-my-data';
import '../common/forms.css';
import './my-data.css';

/**
 * /my-data (docs/decisions.md#self-check; UK GDPR Art. 15 right of access): free of charge and without an account,
 * the owner of an address proves it with a code and sees what a buyer would see about it, and
 * how often it was looked up.
 */
export function MyDataPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('myData.title'));
  const { user } = useAuth();
  const flow = useMyData();
  // A signed-in user most likely checks their own address; the field stays editable.
  const [initialEmail] = useState(user?.email ?? '');
  const challenge = flow.challenge.shown ? <LoginChallenge challenge={flow.challenge} purpose="self-check" /> : null;
  const error = flow.error ? <FormError>{flow.error}</FormError> : null;
  const busy = flow.busy !== null;
  // A watch mail's "manage" link (docs/decisions.md#watch-my-address).
  const [params] = useSearchParams();
  const watchToken = params.get('watch');

  return (
    <AccountPageTemplate title={t('myData.title')} subtitle={flow.step === 'result' ? flow.email : undefined}>
      {watchToken ? <WatchManage token={watchToken} /> : null}
      {flow.step === 'result' && flow.result ? (
        <MyDataResult result={flow.result} onCheckAnother={flow.startOver} />
      ) : (
        <div className="ac-narrow">
          <p className="ac-form__intro">{t('myData.intro')}</p>
          {flow.step === 'email' ? (
            <EmailStep
              className="ac-form"
              actionsClassName="ac-actions"
              label={t('common.emailLabel')}
              initialEmail={flow.email || initialEmail}
              busy={busy}
              fieldError={flow.fieldError}
              submitLabel={t('myData.sendCode')}
              busyLabel={t('myData.sending')}
              onSubmit={(email) => void flow.requestCode(email)}
            >
              {challenge}
              {error}
            </EmailStep>
          ) : (
            <CodeStep
              className="ac-form"
              actionsClassName="ac-actions"
              top={flow.sent ? <StatusMessage tone="success">{flow.sent === 'first' ? t('myData.codeSent', { email: flow.email }) : t('myData.resent')}</StatusMessage> : null}
              codeLabel={t('common.codeLabel')}
              autoFocus
              busy={busy}
              fieldError={flow.fieldError}
              submitLabel={t('myData.submit')}
              resendLabel={t('myData.resend')}
              onResend={() => void flow.resend()}
              actionsEnd={
                <Button type="button" variant="link" onClick={flow.startOver} disabled={busy}>
                  {t('myData.changeEmail')}
                </Button>
              }
              onSubmit={(code) => void flow.verify(code)}
            >
              {challenge}
              {error}
              {/* While the sources are asked, a progress line says so. */}
              {busy ? (
                <p className="ac-muted md-progress" role="status">
                  <span className="ms-spinner" aria-hidden="true" />
                  {t('myData.checking')}
                </p>
              ) : null}
            </CodeStep>
          )}
        </div>
      )}
    </AccountPageTemplate>
  );
}
