import { useState } from 'react';
import { sessionStore, useAuth } from '@mailscout/auth';
import { useCodeFlow } from '@mailscout/code-flow';
import { useLanguage } from '@mailscout/i18n';
import { requestOptOutCode, verifyOptOutCode } from './opt-out-api';

export type OptOutStep = 'request' | 'verify' | 'done';

/** docs/product.md#errors: the server's message (in the page's language when the catalogue has it), else the step's fallback. */
const OPT_OUT_ERRORS = {
  failed: { request: 'optOut.errors.send', verify: 'optOut.errors.verify' },
  unreachable: { request: 'optOut.errors.sendUnknown', verify: 'optOut.errors.verifyUnknown' },
  catalogue: 'account',
} as const;

// docs/product.md#validation: 'Please complete the CAPTCHA verification.'
const FIELD_TEXTS = { required: 'common.errors.required', invalidEmail: 'common.errors.invalidEmail', codeLength: 'common.errors.codeLength', challengeMissing: 'optOut.captchaRequired' };

/** docs/product.md#states 'Opt-out': the request form (with the bot challenge), then the code form after success, then the final message. */
export function useOptOut() {
  const language = useLanguage();
  const { user } = useAuth();
  const [done, setDone] = useState(false);
  const flow = useCodeFlow({
    namespace: 'account',
    challenge: 'always',
    request: (email, captchaToken) => requestOptOutCode({ email, captchaToken: captchaToken ?? '', language }),
    verify: (email, code) => verifyOptOutCode({ email, otp: code }),
    onVerified: (_answer, email) => {
      setDone(true);
      // The account and its sessions are gone with the data: if it was this user's own
      // address, the browser forgets the session too (no logout call: there is nothing left).
      if (user && user.email.toLowerCase() === email) sessionStore.signOut();
    },
    errors: OPT_OUT_ERRORS,
    fields: FIELD_TEXTS,
  });
  const step: OptOutStep = done ? 'done' : flow.step === 'email' ? 'request' : 'verify';
  return { ...flow, step };
}
