import { useNavigate } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { useCodeFlow } from '@mailscout/code-flow';
import { useLanguage } from '@mailscout/i18n';
import { requestLoginCode, verifyLoginCode } from './login-api';

/** docs/product.md#errors 'Login': the code flow's failures in the login's words. */
const LOGIN_ERRORS = {
  failed: { request: 'login.errors.request', verify: 'login.errors.verify' },
  // docs/decisions.md#owner-path: how long to wait; docs/decisions.md#sign-in-codes: ask for a new code.
  byCode: { CODE_GUESSES_USED_UP: 'server.CODE_GUESSES_USED_UP', CODE_USED_UP: 'server.CODE_USED_UP' },
  rateLimited: 'server.RATE_LIMITED',
  // A refused code is 'Invalid or expired OTP.'; anything else (network, server fault) is 'Failed to verify OTP'.
  invalidCode: 'login.errors.invalidCode',
} as const;

const FIELD_TEXTS = { required: 'common.errors.required', invalidEmail: 'common.errors.invalidEmail', codeLength: 'common.errors.codeLength' };

/** docs/product.md#states 'Login': email, then the code (the bot challenge when the API asks), then signed in and on /. */
export function useLogin() {
  const language = useLanguage();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return useCodeFlow({
    namespace: 'account',
    challenge: 'on-demand',
    request: (email, captchaToken) => requestLoginCode(email, language, captchaToken),
    verify: (email, code, captchaToken) => verifyLoginCode(email, code, captchaToken),
    onVerified: (session) => {
      signIn(session.email, { credits: session.credits });
      navigate('/', { replace: true });
    },
    errors: LOGIN_ERRORS,
    fields: FIELD_TEXTS,
  });
}
