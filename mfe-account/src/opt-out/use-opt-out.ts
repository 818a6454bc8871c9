import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore, useAuth } from '@mailscout/auth';
import { errorText } from '../common/error-text';
import { isCompleteOtp } from '../common/otp';
import { validateEmail } from '@mailscout/contracts';
import { emailErrorKey } from '../common/email-error-key';
import { useLanguage } from '@mailscout/i18n';
import { requestOptOutCode, verifyOptOutCode } from './opt-out-api';

export type OptOutStep = 'request' | 'verify' | 'done';

/** docs/product.md#states 'Opt-out': the request form, then the code form after success, then the final message. */
export function useOptOut() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { user } = useAuth();
  const [step, setStep] = useState<OptOutStep>('request');
  /** The normalised address the code went to. */
  const [email, setEmail] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A solved challenge is accepted once by the API: after a failure the widget starts afresh.
  const resetChallenge = () => {
    setCaptchaToken(null);
    setResetKey((key) => key + 1);
  };

  async function sendCode(raw: string) {
    const check = validateEmail(raw);
    if (!check.ok) return setFieldError(t(emailErrorKey(check.error)));
    setFieldError(null);
    // docs/product.md#validation: 'Please complete the CAPTCHA verification.'
    if (!captchaToken) return setError(t('optOut.captchaRequired'));
    setBusy(true);
    setError(null);
    try {
      await requestOptOutCode({ email: check.email, captchaToken, language });
      setEmail(check.email);
      setStep('verify');
    } catch (caught) {
      setError(errorText(caught, t, { fallback: t('optOut.errors.send'), unknown: t('optOut.errors.sendUnknown') }));
      resetChallenge();
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (!isCompleteOtp(code)) return setFieldError(t('common.errors.codeLength'));
    setFieldError(null);
    setBusy(true);
    setError(null);
    try {
      await verifyOptOutCode({ email, otp: code });
      setStep('done');
      // The account and its sessions are gone with the data: if it was this user's own
      // address, the browser forgets the session too (no logout call: there is nothing left).
      if (user && user.email.toLowerCase() === email) sessionStore.signOut();
    } catch (caught) {
      setError(errorText(caught, t, { fallback: t('optOut.errors.verify'), unknown: t('optOut.errors.verifyUnknown') }));
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setStep('request');
    setError(null);
    setFieldError(null);
    resetChallenge();
  }

  return { step, email, captchaToken, setCaptchaToken, resetKey, busy, fieldError, error, sendCode, verify, startOver };
}
