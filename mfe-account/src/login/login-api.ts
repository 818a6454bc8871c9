import { api } from '@mailscout/auth';
import { MessageResponse, VerifyLoginOtpResponse, type Language } from '@mailscout/contracts';

/** Spec §7: asks for a sign-in code; the answer is the same whether or not the address has an account. */
export function requestLoginCode(email: string, language: Language) {
  return api.post('/api/request-login-otp', { email, language }, MessageResponse);
}

/** Spec §7: exchanges the code for a session (the API also sets the httpOnly cookie). */
export function verifyLoginCode(email: string, otp: string) {
  return api.post('/api/verify-login-otp', { email, otp }, VerifyLoginOtpResponse);
}
