import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfCheckResponse } from '@mailscout/contracts';
import { isCompleteOtp } from '../common/otp';
import { validateEmail } from '@mailscout/contracts';
import { guessesUsedUpText } from '../common/guesses-used-up';
import { emailErrorKey } from '../common/email-error-key';
import { useLanguage } from '@mailscout/i18n';
import { requestSelfCheckCode, runSelfCheck } from './my-data-api';
import { checkErrorKey, isCaptchaRequired, requestErrorKey } from './my-data-errors';

export type MyDataStep = 'email' | 'code' | 'result';

/** The two calls the API may ask the bot challenge for (docs/decisions.md#bot-challenge). */
type Call = 'request' | 'check';

/**
 * /my-data (docs/decisions.md#self-check): the address, then the code it was sent (with the bot challenge when the
 * API asks for it), then the report and the lookups. Works signed in or not: the code proves the
 * address, not an account.
 */
export function useMyData() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [step, setStep] = useState<MyDataStep>('email');
  /** The normalised address the code went to. */
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<SelfCheckResponse | null>(null);
  const [challengeFor, setChallengeFor] = useState<Record<Call, boolean>>({ request: false, check: false });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [challengeKey, setChallengeKey] = useState(0);
  const [challengeFocus, setChallengeFocus] = useState(0);
  /** The address the last code request was for: a challenge the API asks for is made for it. */
  const [challengeAddress, setChallengeAddress] = useState('');
  const challengeShown = (step === 'email' && challengeFor.request) || (step === 'code' && (challengeFor.check || challengeFor.request));

  /**
   * Sends one call, with the solved challenge when there is one; without a solution for a call
   * the API asked it for, focus goes to the challenge instead. A solution is used once.
   */
  async function guarded(call: Call, run: (token: string | undefined) => Promise<void>, errorKey: (caught: unknown) => string) {
    if (challengeFor[call] && !captchaToken) return setChallengeFocus((n) => n + 1);
    const token = captchaToken ?? undefined;
    setBusy(true);
    setError(null);
    try {
      await run(token);
      setChallengeFor((current) => ({ ...current, [call]: false }));
    } catch (caught) {
      if (isCaptchaRequired(caught)) {
        setChallengeFor((current) => ({ ...current, [call]: true }));
        setChallengeFocus((n) => n + 1);
      } else {
        setError(guessesUsedUpText(caught, t) ?? t(errorKey(caught)));
      }
    } finally {
      if (token) {
        setCaptchaToken(null);
        setChallengeKey((key) => key + 1);
      }
      setBusy(false);
    }
  }

  async function requestCode(raw: string) {
    const check = validateEmail(raw);
    if (!check.ok) return setFieldError(t(emailErrorKey(check.error)));
    setFieldError(null);
    setChallengeAddress(check.email);
    await guarded(
      'request',
      async (token) => {
        await requestSelfCheckCode(check.email, language, token);
        setEmail(check.email);
        setNotice(t('myData.codeSent', { email: check.email }));
        setStep('code');
      },
      requestErrorKey,
    );
  }

  async function resend() {
    setNotice(null);
    await guarded(
      'request',
      async (token) => {
        await requestSelfCheckCode(email, language, token);
        setNotice(t('myData.resent'));
      },
      requestErrorKey,
    );
  }

  async function check(code: string) {
    if (!isCompleteOtp(code)) return setFieldError(t(code ? 'common.errors.codeLength' : 'common.errors.required'));
    setFieldError(null);
    await guarded(
      'check',
      async (token) => {
        setResult(await runSelfCheck(email, code, token));
        setStep('result');
      },
      checkErrorKey,
    );
  }

  function startOver() {
    setStep('email');
    setResult(null);
    setFieldError(null);
    setError(null);
    setNotice(null);
    setChallengeFor({ request: false, check: false });
    setCaptchaToken(null);
  }

  const subject = { email: challengeAddress || email, purpose: 'self-check' as const };
  const challenge = challengeShown ? { onToken: setCaptchaToken, resetKey: challengeKey, focusRequest: challengeFocus, subject } : null;
  return { step, email, busy, fieldError, error, notice, result, challenge, requestCode, resend, check, startOver };
}
