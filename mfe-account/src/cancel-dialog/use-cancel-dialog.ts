import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../common/error-text';
import { isCompleteOtp } from '../common/otp';
import { useLanguage } from '@mailscout/i18n';
import { cancelWithCode, requestCancelCode, verifyCancelCode } from '../cancel/cancel-api';
import { cancelSuccessText } from '../cancel/cancel-success-text';

/** docs/product.md#support-dialog 'Cancel dialog' (the unused 'cancelling' state of the original is left out). */
export type DialogStep = 'initial' | 'askEmail' | 'enterOtp' | 'confirmCancel' | 'result';

const PREVIOUS: Partial<Record<DialogStep, DialogStep>> = { askEmail: 'initial', enterOtp: 'askEmail', confirmCancel: 'enterOtp' };

/** The cancel dialog's steps; codes are 6 digits like every code (docs/decisions.md#six-digit-codes). */
export function useCancelDialog(email: string | undefined, onCancelled?: () => void) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [step, setStep] = useState<DialogStep>('initial');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; accessUntil: number | null } | null>(null);

  const resetChallenge = () => {
    setCaptchaToken(null);
    setResetKey((key) => key + 1);
  };
  // docs/product.md#errors 'Cancel dialog': the server's message, else the step's fallback; no answer at all is the network text.
  const fail = (caught: unknown, fallbackKey: string) =>
    setError(errorText(caught, t, { fallback: t(fallbackKey), unknown: t('cancelDialog.errors.network') }));

  async function run(action: () => Promise<void>, fallbackKey: string, onFailure?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      fail(caught, fallbackKey);
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }

  const go = (next: DialogStep) => {
    setError(null);
    setStep(next);
  };

  function back() {
    const previous = PREVIOUS[step];
    if (!previous) return;
    // Back on the email step: a used challenge solution would be refused, so start a fresh one.
    if (previous === 'askEmail') resetChallenge();
    go(previous);
  }

  async function requestCode() {
    if (!email) return;
    if (!captchaToken) return setError(t('cancel.challengeRequired'));
    await run(
      async () => {
        await requestCancelCode({ email, captchaToken, language });
        setCode('');
        go('enterOtp');
      },
      'cancelDialog.errors.request',
      resetChallenge,
    );
  }

  async function verify() {
    if (!email) return;
    if (!isCompleteOtp(code)) return setError(t('common.errors.codeLength'));
    await run(async () => {
      await verifyCancelCode({ email, otp: code });
      go('confirmCancel');
    }, 'cancelDialog.errors.verify');
  }

  async function confirm() {
    if (!email) return;
    await run(async () => {
      const answer = await cancelWithCode({ email, otp: code, language });
      setResult({ message: cancelSuccessText(answer.message, t), accessUntil: answer.accessUntil });
      go('result');
      onCancelled?.();
    }, 'cancelDialog.errors.cancel');
  }

  return { step, go, back, captchaToken, setCaptchaToken, resetKey, code, setCode, busy, error, result, requestCode, verify, confirm };
}
