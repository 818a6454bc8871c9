import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { isCompleteOtp } from '../common/otp';
import { emailErrorKey, validateEmail } from '../common/validate-email';
import { useLanguage } from '../i18n/use-language';
import { requestLoginCode, verifyLoginCode } from './login-api';
import { requestErrorKey, verifyErrorKey } from './login-errors';

export type LoginStep = 'email' | 'code';

/** Spec §4 'Login': email, then the code, then signed in and on /. */
export function useLogin() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>('email');
  /** The normalised address the code went to. */
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function sendCode(address: string, then: () => void) {
    setBusy(true);
    setError(null);
    try {
      await requestLoginCode(address, language);
      then();
    } catch (caught) {
      setError(t(requestErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  }

  async function requestCode(raw: string) {
    const check = validateEmail(raw);
    if (!check.ok) return setFieldError(t(emailErrorKey(check.error)));
    setFieldError(null);
    await sendCode(check.email, () => {
      setEmail(check.email);
      setNotice(t('common.codeSent'));
      setStep('code');
    });
  }

  async function resend() {
    setNotice(null);
    await sendCode(email, () => setNotice(t('login.resent')));
  }

  async function verify(code: string) {
    if (!isCompleteOtp(code)) return setFieldError(t(code ? 'common.errors.codeLength' : 'common.errors.required'));
    setFieldError(null);
    setBusy(true);
    setError(null);
    try {
      const session = await verifyLoginCode(email, code);
      signIn(session.email, { credits: session.credits });
      navigate('/', { replace: true });
    } catch (caught) {
      setError(t(verifyErrorKey(caught)));
      setBusy(false);
    }
  }

  function changeEmail() {
    setStep('email');
    setFieldError(null);
    setError(null);
    setNotice(null);
  }

  return { step, email, busy, fieldError, error, notice, requestCode, resend, verify, changeEmail };
}
