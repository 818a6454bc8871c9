import type { z } from 'zod';
import { api } from '@mailscout/auth';
import { CancelWithOtpRequest, CancelWithOtpResponse, MessageResponse, RequestCancelOtpRequest, VerifyCancelOtpRequest } from '@mailscout/contracts';

/** Spec §7: sends the cancellation code to the signed-in account's address (bot challenge required). */
export function requestCancelCode(body: z.input<typeof RequestCancelOtpRequest>) {
  return api.post('/api/request-cancel-otp', body, MessageResponse);
}

/** Spec §7: checks the code without using it up (the dialog's enterOtp step). */
export function verifyCancelCode(body: z.input<typeof VerifyCancelOtpRequest>) {
  return api.post('/api/verify-cancel-otp', body, MessageResponse);
}

/** Spec §7: cancels at the end of the paid period; `accessUntil` is that end (Unix seconds). */
export function cancelWithCode(body: z.input<typeof CancelWithOtpRequest>) {
  return api.post('/api/cancel-subscription-with-otp', body, CancelWithOtpResponse);
}
