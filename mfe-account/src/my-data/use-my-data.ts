import { useState } from 'react';
import type { SelfCheckResponse } from '@mailscout/contracts';
import { useCodeFlow } from '@mailscout/code-flow';
import { useLanguage } from '@mailscout/i18n';
import { requestSelfCheckCode, runSelfCheck } from './my-data-api';

export type MyDataStep = 'email' | 'code' | 'result';

/** The self-check's failures in its own words: a clear reason where the API gives one. */
const MY_DATA_ERRORS = {
  failed: { request: 'myData.errors.request', verify: 'myData.errors.check' },
  unreachable: { request: 'myData.errors.network', verify: 'myData.errors.network' },
  byCode: {
    CODE_GUESSES_USED_UP: 'server.CODE_GUESSES_USED_UP',
    MAIL_UNAVAILABLE: 'myData.errors.mailUnavailable',
    SELF_CHECK_USED_TODAY: 'myData.errors.usedToday',
    INVALID_OTP: 'myData.errors.invalidCode',
    // docs/decisions.md#sign-in-codes: the code's wrong tries are spent; the text says to ask for a new one.
    CODE_USED_UP: 'server.CODE_USED_UP',
  },
  rateLimited: 'server.RATE_LIMITED',
} as const;

const FIELD_TEXTS = { required: 'common.errors.required', invalidEmail: 'common.errors.invalidEmail', codeLength: 'common.errors.codeLength' };

/**
 * /my-data (docs/decisions.md#self-check): the address, then the code it was sent (with the bot
 * challenge when the API asks for it), then the report and the lookups. Works signed in or not:
 * the code proves the address, not an account.
 */
export function useMyData() {
  const language = useLanguage();
  const [result, setResult] = useState<SelfCheckResponse | null>(null);
  const flow = useCodeFlow({
    namespace: 'account',
    challenge: 'on-demand',
    request: (email, captchaToken) => requestSelfCheckCode(email, language, captchaToken),
    verify: (email, code, captchaToken) => runSelfCheck(email, code, captchaToken),
    onVerified: setResult,
    errors: MY_DATA_ERRORS,
    fields: FIELD_TEXTS,
  });
  const step: MyDataStep = result ? 'result' : flow.step;
  function startOver() {
    setResult(null);
    flow.restart();
  }
  return { ...flow, step, result, startOver };
}
