import type { z } from 'zod';
import { api } from '@mailscout/auth';
import { CancelWithOtpRequest, CancelWithOtpResponse, MessageResponse, RequestCancelOtpRequest, VerifyCancelOtpRequest } from '@mailscout/contracts';

/** docs/product.md#api-calls: sends the cancellation code to the signed-in account's address (bot challenge required). */
export function requestCancelCode(body: z.input<typeof RequestCancelOtpRequest>) {
  return api.post('/api/request-cancel-otp', body, MessageResponse);
}

/** docs/product.md#api-calls: checks the code without using it up (the dialog's enterOtp step). */
export function verifyCancelCode(body: z.input<typeof VerifyCancelOtpRequest>) {
  return api.post('/api/verify-cancel-otp', body, MessageResponse);
}

/** docs/product.md#api-calls: cancels at the end of the paid period; `accessUntil` is that end (Unix seconds). */
export function cancelWithCode(body: z.input<typeof CancelWithOtpRequest>) {
  return api.post('/api/cancel-subscription-with-otp', body, CancelWithOtpResponse);
}
