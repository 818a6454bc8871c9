import { MessageResponse } from '../common';
import { RequestSelfCheckCodeRequest, RunSelfCheckRequest, SelfCheckResponse } from '../self-check';
import { defineRoute, errorResponses } from './define-route';

const tags = ['self-check'];

/** The free self-check (docs/decisions.md#self-check): prove the address with a code, then see what is known about it. */
export const selfCheckRoutes = {
  'selfCheck.requestCode': defineRoute('POST', '/api/self-check/request-code', {
    tags,
    summary: 'Send a code to prove an address for the free self-check (the same answer for every address)',
    body: RequestSelfCheckCodeRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 429, 503) },
  }, ['CAPTCHA_REQUIRED', 'MAIL_UNAVAILABLE', 'SELF_CHECK_USED_TODAY']),
  'selfCheck.report': defineRoute('POST', '/api/self-check/report', {
    tags,
    summary: 'With the code: the report about the address and its lookups per month (once a day per address, free)',
    body: RunSelfCheckRequest,
    response: { 200: SelfCheckResponse, ...errorResponses(400, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CODE_GUESSES_USED_UP', 'CAPTCHA_REQUIRED', 'SELF_CHECK_USED_TODAY']),
};
