import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { isCompleteOtp } from '../common/otp';
import { validateEmail } from '@mailscout/contracts';
import { emailErrorKey } from '../common/email-error-key';
import { useLanguage } from '@mailscout/i18n';
import { requestLoginCode, verifyLoginCode } from './login-api';
import { guessesUsedUpText } from '../common/guesses-used-up';
import { isCaptchaRequired, isCodeUsedUp, requestErrorKey, verifyErrorKey } from './login-errors';

export type LoginStep = 'email' | 'code';

/** The two calls the API may ask the bot challenge for (docs/decisions.md#bot-challenge). */
type Call = 'request' | 'verify';

/** docs/product.md#states 'Login': email, then the code, then signed in and on /. */
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
  /** docs/decisions.md#sign-in-codes: the code had its wrong tries; only a new one can sign in. */
  const [codeUsedUp, setCodeUsedUp] = useState(false);
  // docs/decisions.md#bot-challenge: which calls the API asked the bot challenge for, its solution, and the widget's reset key.
  const [challengeFor, setChallengeFor] = useState<Record<Call, boolean>>({ request: false, verify: false });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [challengeKey, setChallengeKey] = useState(0);
  const [challengeFocus, setChallengeFocus] = useState(0);
  /** The address the last code request was for: a challenge the API asks for is made for it. */
  const [challengeAddress, setChallengeAddress] = useState('');
  const challengeShown = challengeFor.request || (step === 'code' && challengeFor.verify);

  /**
   * Sends one call, with the solved challenge when there is one. Without a solution for a call
   * the API asked it for, nothing is sent and focus goes to the challenge. A solution is used
   * once: after any answer the widget starts afresh. CAPTCHA_REQUIRED shows the challenge and
   * keeps everything typed; the same button then sends the call again.
   */
  async function guarded(call: Call, run: (token: string | undefined) => Promise<void>, onError: (caught: unknown) => void) {
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
        onError(caught);
      }
    } finally {
      if (token) {
        setCaptchaToken(null);
        setChallengeKey((key) => key + 1);
      }
      setBusy(false);
    }
  }

  async function sendCode(address: string, then: () => void) {
    setChallengeAddress(address);
    await guarded(
      'request',
      async (token) => {
        await requestLoginCode(address, language, token);
        then();
      },
      (caught) => setError(t(requestErrorKey(caught))),
    );
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
    await sendCode(email, () => {
      setCodeUsedUp(false);
      setNotice(t('login.resent'));
    });
  }

  async function verify(code: string) {
    if (!isCompleteOtp(code)) return setFieldError(t(code ? 'common.errors.codeLength' : 'common.errors.required'));
    setFieldError(null);
    await guarded(
      'verify',
      async (token) => {
        const session = await verifyLoginCode(email, code, token).catch((caught: unknown) => {
          if (isCodeUsedUp(caught)) setCodeUsedUp(true);
          throw caught;
        });
        signIn(session.email, { credits: session.credits });
        navigate('/', { replace: true });
      },
      (caught) => setError(guessesUsedUpText(caught, t) ?? t(verifyErrorKey(caught))),
    );
  }

  function changeEmail() {
    setStep('email');
    setFieldError(null);
    setError(null);
    setNotice(null);
    setCodeUsedUp(false);
    // Another address may not need the challenge: the API says so again if it does.
    setChallengeFor({ request: false, verify: false });
    setCaptchaToken(null);
  }

  const subject = { email: challengeAddress || email, purpose: 'login' as const };
  const challenge = challengeShown ? { onToken: setCaptchaToken, resetKey: challengeKey, focusRequest: challengeFocus, subject } : null;
  return { step, email, busy, fieldError, error, notice, codeUsedUp, challenge, requestCode, resend, verify, changeEmail };
}
