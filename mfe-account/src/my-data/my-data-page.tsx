import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { AccountPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { LoginChallenge } from '../login/login-challenge';
import { MyDataCodeForm } from './my-data-code-form';
import { MyDataEmailForm } from './my-data-email-form';
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
  const challenge = flow.challenge ? <LoginChallenge {...flow.challenge} /> : null;
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
            <MyDataEmailForm
              initialEmail={flow.email || initialEmail}
              busy={flow.busy}
              fieldError={flow.fieldError}
              error={flow.error}
              challenge={challenge}
              onSubmit={(email) => void flow.requestCode(email)}
            />
          ) : (
            <MyDataCodeForm
              busy={flow.busy}
              notice={flow.notice}
              fieldError={flow.fieldError}
              error={flow.error}
              challenge={challenge}
              onSubmit={(code) => void flow.check(code)}
              onResend={() => void flow.resend()}
              onChangeEmail={flow.startOver}
            />
          )}
        </div>
      )}
    </AccountPageTemplate>
  );
}
