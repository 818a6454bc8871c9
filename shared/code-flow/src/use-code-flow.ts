import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@mailscout/api-client';
import { validateEmail } from '@mailscout/contracts';
import { codeFlowErrorText, type CodeFlowCall, type CodeFlowErrorTexts } from './code-flow-error-text';
import { isCompleteOtp } from './otp';

export type CodeFlowStep = 'email' | 'code';

/**
 * How the bot challenge comes in (docs/decisions.md#owner-path):
 * - `on-demand`: only when the API asks for it (400 CAPTCHA_REQUIRED); what was typed stays and the
 *   same button sends the call again with the solution (sign-in, self-check);
 * - `always`: every code request carries a solution (opt-out, cancellation);
 * - `none`: this page has no solver; CAPTCHA_REQUIRED is an error like any other (the checkout).
 */
export type ChallengeMode = 'on-demand' | 'always' | 'none';

/** The place's words for a field it refuses, as translation keys of its namespace. */
export interface CodeFlowFieldTexts {
  required: string;
  invalidEmail?: string;
  codeLength: string;
  /** `always`: a code request without a solved challenge. */
  challengeMissing?: string;
}

export interface CodeFlowOptions<R> {
  /** The translation namespace the texts' keys are in. */
  namespace: string;
  challenge: ChallengeMode;
  /** Asks for a code for the (normalised) address. */
  request(email: string, captchaToken: string | undefined): Promise<unknown>;
  /** Proves the code; its answer goes to `onVerified`. */
  verify(email: string, code: string, captchaToken: string | undefined): Promise<R>;
  onVerified?(answer: R, email: string): void;
  errors: CodeFlowErrorTexts;
  fields: CodeFlowFieldTexts;
  /** `always`: a failed code check also starts the challenge afresh (the cancel page, docs/product.md#cancel-page). */
  freshChallengeAfterAnyFailure?: boolean;
  /** An address the page already knows (the signed-in account's, the checkout's): not typed, not checked again. */
  fixedEmail?: string;
}

/** The bot challenge's state for the page's widget; `shown` says whether the page shows it now. */
export interface CodeFlowChallenge {
  shown: boolean;
  token: string | null;
  onToken(token: string | null): void;
  /** Changing it renders a fresh widget (a solution is accepted once by the API). */
  resetKey: number;
  /** Each change asks the page to move focus to the challenge. */
  focusRequest: number;
  /** The address the challenge is made for. */
  email: string;
}

/**
 * The one "email → code → challenge" flow (docs/architecture.md#code-flow): the address, then the
 * 6-digit code (docs/decisions.md#six-digit-codes), with the bot challenge as `challenge` says,
 * busy state, field and call errors in the page's own words, and resending. The page renders the
 * steps (`EmailStep`, `CodeStep`) and decides what happens after `onVerified`.
 */
export function useCodeFlow<R>(options: CodeFlowOptions<R>) {
  const { t } = useTranslation(options.namespace);
  const [step, setStep] = useState<CodeFlowStep>('email');
  /** The normalised address the code went to. */
  const [email, setEmail] = useState(options.fixedEmail ?? '');
  const [busy, setBusy] = useState<CodeFlowCall | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Whether a code was sent by the last request: the first one, or again. */
  const [sent, setSent] = useState<'first' | 'again' | null>(null);
  /** Counts the codes sent: a page moves focus to the code field on each. */
  const [sentCount, setSentCount] = useState(0);
  /** docs/decisions.md#sign-in-codes: the code had its wrong tries; only a new one can prove the address. */
  const [codeUsedUp, setCodeUsedUp] = useState(false);
  const [challengeFor, setChallengeFor] = useState<Record<CodeFlowCall, boolean>>({ request: false, verify: false });
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  /** The address the last code request was for: a challenge the API asks for is made for it. */
  const [challengeEmail, setChallengeEmail] = useState(options.fixedEmail ?? '');
  const always = options.challenge === 'always';

  const resetChallenge = () => {
    setToken(null);
    setResetKey((key) => key + 1);
  };

  /** Whether this call carries the solved challenge. */
  const needsToken = (call: CodeFlowCall) => (always ? call === 'request' : challengeFor[call]);

  /**
   * Sends one call. Without a solution for a call that needs one, nothing is sent: focus goes to
   * the challenge (or, when it is always there, the page says to solve it). A solution is used
   * once: after any answer the widget starts afresh. CAPTCHA_REQUIRED (on demand) shows the
   * challenge and keeps everything typed; any other failure is said in the page's words.
   */
  async function send(call: CodeFlowCall, run: (captchaToken: string | undefined) => Promise<void>): Promise<boolean> {
    if (busy) return false;
    if (needsToken(call) && !token) {
      if (always) setError(t(options.fields.challengeMissing ?? options.errors.failed.request));
      else setFocusRequest((n) => n + 1);
      return false;
    }
    const captchaToken = needsToken(call) ? (token ?? undefined) : undefined;
    setBusy(call);
    setError(null);
    try {
      await run(captchaToken);
      setChallengeFor((current) => ({ ...current, [call]: false }));
      return true;
    } catch (caught) {
      if (options.challenge === 'on-demand' && isApiError(caught, 'CAPTCHA_REQUIRED')) {
        setChallengeFor((current) => ({ ...current, [call]: true }));
        setFocusRequest((n) => n + 1);
      } else {
        if (call === 'verify' && isApiError(caught, 'CODE_USED_UP')) setCodeUsedUp(true);
        setError(codeFlowErrorText(caught, call, options.errors, t));
      }
      // Always there: after a refused request (or, where the page says so, any failure) the widget starts afresh (docs/product.md#errors).
      if (always && (call === 'request' || options.freshChallengeAfterAnyFailure)) resetChallenge();
      return false;
    } finally {
      // On demand: a solution is used once, whatever the answer.
      if (captchaToken && !always) resetChallenge();
      setBusy(null);
    }
  }

  async function sendCode(address: string, again: boolean) {
    setChallengeEmail(address);
    setSent(null);
    const done = await send('request', (captchaToken) => options.request(address, captchaToken).then(() => undefined));
    if (!done) return;
    setEmail(address);
    setSent(again ? 'again' : 'first');
    setSentCount((n) => n + 1);
    if (again) setCodeUsedUp(false);
    setStep('code');
  }

  /** Step 1: checks the typed address (unless the page knows it) and asks for a code. */
  async function requestCode(raw = '') {
    let address = options.fixedEmail;
    if (address === undefined) {
      const check = validateEmail(raw);
      if (!check.ok) return setFieldError(t(check.error === 'required' ? options.fields.required : (options.fields.invalidEmail ?? options.fields.required)));
      address = check.email;
    }
    setFieldError(null);
    await sendCode(address, false);
  }

  /** Step 2: another code to the same address. */
  async function resend() {
    await sendCode(email, true);
  }

  /** Step 2: proves the code; false when it was refused (or not sent). */
  async function verify(raw: string): Promise<boolean> {
    const code = raw.trim();
    if (!isCompleteOtp(code)) {
      setFieldError(t(code ? options.fields.codeLength : options.fields.required));
      return false;
    }
    setFieldError(null);
    return send('verify', async (captchaToken) => {
      const answer = await options.verify(email, code, captchaToken);
      options.onVerified?.(answer, email);
    });
  }

  /** Back to step 1 (another address, or a new code that needs a new challenge): nothing of the last try is kept. */
  function restart() {
    setStep('email');
    setFieldError(null);
    setError(null);
    setSent(null);
    setCodeUsedUp(false);
    // Another address may not need the challenge: the API says so again if it does.
    setChallengeFor({ request: false, verify: false });
    resetChallenge();
  }

  const challenge: CodeFlowChallenge = {
    shown: always ? step === 'email' : challengeFor.request || (step === 'code' && challengeFor.verify),
    token,
    onToken: setToken,
    resetKey,
    focusRequest,
    email: challengeEmail || email,
  };
  /** Typing again takes back a field's refusal (where the page wants that). */
  const clearFieldError = () => setFieldError(null);
  return { step, email, busy, fieldError, error, sent, sentCount, codeUsedUp, challenge, requestCode, resend, verify, restart, clearFieldError };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;
