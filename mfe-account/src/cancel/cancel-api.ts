import type { z } from 'zod';
import { api } from '@mailscout/auth';
import type { CancelWithOtpRequest, RequestCancelOtpRequest, VerifyCancelOtpRequest } from '@mailscout/contracts';

/** docs/product.md#api-calls: sends the cancellation code to the signed-in account's address (bot challenge required). */
export function requestCancelCode(body: z.input<typeof RequestCancelOtpRequest>) {
  return api.call('identity.requestCancelOtp', { body });
}

/** docs/product.md#api-calls: checks the code without using it up (the dialog's enterOtp step). */
export function verifyCancelCode(body: z.input<typeof VerifyCancelOtpRequest>) {
  return api.call('identity.verifyCancelOtp', { body });
}

/** docs/product.md#api-calls: cancels at the end of the paid period; `accessUntil` is that end (Unix seconds). */
export function cancelWithCode(body: z.input<typeof CancelWithOtpRequest>) {
  return api.call('identity.cancelSubscriptionWithOtp', { body });
}
