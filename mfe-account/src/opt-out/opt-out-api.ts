import type { z } from 'zod';
import { api } from '@mailscout/auth';
import { MessageResponse, RequestOptOutOtpRequest, VerifyOptOutOtpRequest } from '@mailscout/contracts';

/** docs/product.md#api-calls: sends the opt-out code (bot challenge required). */
export function requestOptOutCode(body: z.input<typeof RequestOptOutOtpRequest>) {
  return api.post('/api/request-opt-out-otp', body, MessageResponse);
}

/** docs/product.md#api-calls and docs/decisions.md#deletion: checks the code and deletes everything about the address. */
export function verifyOptOutCode(body: z.input<typeof VerifyOptOutOtpRequest>) {
  return api.post('/api/verify-opt-out-otp', body, MessageResponse);
}
