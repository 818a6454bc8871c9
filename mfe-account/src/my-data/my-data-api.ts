import { api } from '@mailscout/auth';
import type { Language } from '@mailscout/contracts';

/** The bot challenge's solution, sent only when the API asked for it (docs/decisions.md#bot-challenge). */
const withCaptcha = <T extends object>(body: T, captchaToken: string | undefined) => (captchaToken ? { ...body, captchaToken } : body);

/** docs/decisions.md#self-check: a code to prove the address; the answer is the same for every address. */
export function requestSelfCheckCode(email: string, language: Language, captchaToken?: string) {
  return api.call('selfCheck.requestCode', { body: withCaptcha({ email, language }, captchaToken) });
}

/** docs/decisions.md#self-check: with the code, the report about the address and its lookups per month. */
export function runSelfCheck(email: string, otp: string, captchaToken?: string) {
  return api.call('selfCheck.report', { body: withCaptcha({ email, otp }, captchaToken) });
}
