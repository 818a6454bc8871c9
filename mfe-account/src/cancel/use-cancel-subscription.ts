import { useEffect, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCodeFlow } from '@mailscout/code-flow';
import { useLanguage } from '@mailscout/i18n';
import { cancelWithCode, requestCancelCode } from './cancel-api';
import { cancelSuccessText } from './cancel-success-text';

export type CancelStep = 'email' | 'code' | 'done';

/** docs/product.md#constants: the cancel page returns to /account 3 s after success. */
export const CANCEL_REDIRECT_MS = 3000;

/** docs/product.md#errors: the server's message (translated when the catalogue has it), else the step's fallback. */
const CANCEL_ERRORS = { failed: { request: 'cancel.errors.request', verify: 'cancel.errors.cancel' }, catalogue: 'account' } as const;

const FIELD_TEXTS = { required: 'common.errors.required', codeLength: 'common.errors.codeLength', challengeMissing: 'cancel.challengeRequired' };

/** docs/product.md#states 'Cancel page': email (with the bot challenge), then the code, then success and /account after 3 s. */
export function useCancelSubscription(email: string) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ message: string; accessUntil: number | null } | null>(null);
  const flow = useCodeFlow({
    namespace: 'account',
    challenge: 'always',
    fixedEmail: email,
    request: (address, captchaToken) => requestCancelCode({ email: address, captchaToken, language }),
    // The code check is the cancellation itself: it uses the code up.
    verify: (address, code) => cancelWithCode({ email: address, otp: code, language }),
    onVerified: (answer) => setResult({ message: cancelSuccessText(answer.message, t), accessUntil: answer.accessUntil }),
    // docs/product.md#cancel-page, docs/product.md#errors: after any failure the challenge is reset.
    freshChallengeAfterAnyFailure: true,
    errors: CANCEL_ERRORS,
    fields: FIELD_TEXTS,
  });
  const step: CancelStep = result ? 'done' : flow.step;

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate(PAGES.account), CANCEL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  return { ...flow, step, result };
}
