import { z } from 'zod';
import { Email, MessageResponse } from '../common';
import {
  CancelWithOtpRequest,
  CancelWithOtpResponse,
  MeResponse,
  RequestCancelOtpRequest,
  RequestLoginOtpRequest,
  RequestOptOutOtpRequest,
  RevokeAllSessionsResponse,
  SessionsResponse,
  UpdatePreferencesRequest,
  UpdatePreferencesResponse,
  VerifyCancelOtpRequest,
  VerifyLoginOtpRequest,
  VerifyLoginOtpResponse,
  VerifyOptOutOtpRequest,
} from '../identity';
import { defineRoute, errorResponses } from './define-route';

/**
 * For whom the challenge is (docs/decisions.md#owner-path): past an address's free code requests its
 * proof of work is bound to that address and grows with each request.
 */
export const CaptchaChallengeQuery = z.object({
  email: Email.optional(),
  purpose: z.enum(['login', 'cancel', 'opt-out', 'self-check']).default('login'),
});

/** ALTCHA's challenge as its widget reads it. */
export const AltchaChallenge = z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() }).loose();

const tags = ['identity'];

/** Sign-in, sessions, email preferences, cancellation and opt-out (docs/decisions.md#identity). */
export const identityRoutes = {
  'identity.requestLoginOtp': defineRoute('POST', '/api/request-login-otp', {
    tags,
    summary: 'Send a sign-in code (same answer whether or not the address has an account)',
    body: RequestLoginOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 429) },
  }, ['CAPTCHA_REQUIRED', 'MAIL_UNAVAILABLE']),
  'identity.verifyLoginOtp': defineRoute('POST', '/api/verify-login-otp', {
    tags,
    summary: 'Exchange a sign-in code for a session',
    body: VerifyLoginOtpRequest,
    response: { 200: VerifyLoginOtpResponse, ...errorResponses(400, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CODE_GUESSES_USED_UP', 'CAPTCHA_REQUIRED']),
  'identity.logout': defineRoute('POST', '/api/logout', { tags, summary: 'Revoke this session', response: { 200: MessageResponse, ...errorResponses(429) } }),
  'identity.me': defineRoute('GET', '/api/me', { tags, summary: 'The signed-in account', response: { 200: MeResponse, ...errorResponses(401, 429) } }, ['UNAUTHORIZED']),
  'identity.sessions': defineRoute('GET', '/api/sessions', { tags, summary: 'Active sessions of the account', response: { 200: SessionsResponse, ...errorResponses(401, 429) } }, ['UNAUTHORIZED']),
  'identity.revokeAllSessions': defineRoute('POST', '/api/sessions/revoke-all', {
    tags,
    summary: 'Sign out everywhere',
    response: { 200: RevokeAllSessionsResponse, ...errorResponses(401, 403, 429) },
  }, ['UNAUTHORIZED']),
  'identity.updatePreferences': defineRoute('PUT', '/api/me/preferences', {
    tags,
    summary: "Change the account's email choices",
    body: UpdatePreferencesRequest,
    response: { 200: UpdatePreferencesResponse, ...errorResponses(400, 401, 403, 429) },
  }, ['UNAUTHORIZED']),
  'identity.requestCancelOtp': defineRoute('POST', '/api/request-cancel-otp', {
    tags,
    summary: 'Send a cancellation code',
    body: RequestCancelOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 429) },
  }, ['CAPTCHA_REQUIRED', 'MAIL_UNAVAILABLE', 'UNAUTHORIZED', 'FORBIDDEN', 'NO_ACTIVE_SUBSCRIPTION']),
  'identity.verifyCancelOtp': defineRoute('POST', '/api/verify-cancel-otp', {
    tags,
    summary: 'Check a cancellation code without using it up',
    body: VerifyCancelOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CAPTCHA_REQUIRED', 'UNAUTHORIZED', 'FORBIDDEN', 'NO_ACTIVE_SUBSCRIPTION']),
  'identity.cancelSubscriptionWithOtp': defineRoute('POST', '/api/cancel-subscription-with-otp', {
    tags,
    summary: 'Cancel the subscription at the end of its period',
    body: CancelWithOtpRequest,
    response: { 200: CancelWithOtpResponse, ...errorResponses(400, 401, 403, 404, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CAPTCHA_REQUIRED', 'UNAUTHORIZED', 'FORBIDDEN', 'NO_ACTIVE_SUBSCRIPTION', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'identity.requestOptOutOtp': defineRoute('POST', '/api/request-opt-out-otp', {
    tags,
    summary: 'Send an opt-out code',
    body: RequestOptOutOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 429) },
  }, ['CAPTCHA_REQUIRED', 'MAIL_UNAVAILABLE']),
  'identity.verifyOptOutOtp': defineRoute('POST', '/api/verify-opt-out-otp', {
    tags,
    summary: 'Confirm the opt-out: suppress the address and delete its data',
    body: VerifyOptOutOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CODE_GUESSES_USED_UP', 'CAPTCHA_REQUIRED']),
  /** Only with the ALTCHA provider (404 otherwise); the widget fetches it. */
  'identity.captchaChallenge': defineRoute('GET', '/api/captcha/challenge', {
    tags,
    summary: 'A fresh proof-of-work challenge (bound to an address and harder past its free code requests)',
    querystring: CaptchaChallengeQuery,
    response: { 200: AltchaChallenge, ...errorResponses(400, 404, 429) },
  }),
};
