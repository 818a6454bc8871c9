import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../common/error-text';
import { isCompleteOtp } from '../common/otp';
import { useLanguage } from '@mailscout/i18n';
import { cancelWithCode, requestCancelCode } from './cancel-api';
import { cancelSuccessText } from './cancel-success-text';

export type CancelStep = 'email' | 'code' | 'done';

/** docs/product.md#constants: the cancel page returns to /account 3 s after success. */
export const CANCEL_REDIRECT_MS = 3000;

/** docs/product.md#states 'Cancel page': email (with the bot challenge), then the code, then success and /account after 3 s. */
export function useCancelSubscription(email: string) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [step, setStep] = useState<CancelStep>('email');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; accessUntil: number | null } | null>(null);

  // docs/product.md#cancel-page/docs/product.md#errors: after a failure the challenge is reset (and a solution is accepted only once).
  const resetChallenge = () => {
    setCaptchaToken(null);
    setResetKey((key) => key + 1);
  };

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate('/account'), CANCEL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  async function requestCode() {
    if (!captchaToken) return setError(t('cancel.challengeRequired'));
    setBusy(true);
    setError(null);
    try {
      await requestCancelCode({ email, captchaToken, language });
      setNotice(t('common.codeSent'));
      setStep('code');
    } catch (caught) {
      const fallback = t('cancel.errors.request');
      setError(errorText(caught, t, { fallback, unknown: fallback }));
      resetChallenge();
    } finally {
      setBusy(false);
    }
  }

  async function cancel(code: string) {
    if (!isCompleteOtp(code)) return setFieldError(t(code ? 'common.errors.codeLength' : 'common.errors.required'));
    setFieldError(null);
    setBusy(true);
    setError(null);
    try {
      const answer = await cancelWithCode({ email, otp: code, language });
      setResult({ message: cancelSuccessText(answer.message, t), accessUntil: answer.accessUntil });
      setStep('done');
    } catch (caught) {
      const fallback = t('cancel.errors.cancel');
      setError(errorText(caught, t, { fallback, unknown: fallback }));
      resetChallenge();
    } finally {
      setBusy(false);
    }
  }

  function requestNewCode() {
    setStep('email');
    setError(null);
    setFieldError(null);
    setNotice(null);
    resetChallenge();
  }

  return { step, captchaToken, setCaptchaToken, resetKey, busy, fieldError, error, notice, result, requestCode, cancel, requestNewCode };
}
