import { api } from '@mailscout/auth';
import type { Language } from '@mailscout/contracts';

/** The bot challenge's solution, sent only when the API asked for it (docs/decisions.md#bot-challenge). */
const withCaptcha = <T extends object>(body: T, captchaToken: string | undefined) => (captchaToken ? { ...body, captchaToken } : body);

/** docs/product.md#api-calls: asks for a sign-in code; the answer is the same whether or not the address has an account. */
export function requestLoginCode(email: string, language: Language, captchaToken?: string) {
  return api.call('identity.requestLoginOtp', { body: withCaptcha({ email, language }, captchaToken) });
}

/** docs/product.md#api-calls: exchanges the code for a session (the API also sets the httpOnly cookie). */
export function verifyLoginCode(email: string, otp: string, captchaToken?: string) {
  return api.call('identity.verifyLoginOtp', { body: withCaptcha({ email, otp }, captchaToken) });
}
