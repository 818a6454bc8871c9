import type { z } from 'zod';
import { api } from '@mailscout/auth';
import type { RequestOptOutOtpRequest, VerifyOptOutOtpRequest } from '@mailscout/contracts';

/** docs/product.md#api-calls: sends the opt-out code (bot challenge required). */
export function requestOptOutCode(body: z.input<typeof RequestOptOutOtpRequest>) {
  return api.call('identity.requestOptOutOtp', { body });
}

/** docs/product.md#api-calls and docs/decisions.md#deletion: checks the code and deletes everything about the address. */
export function verifyOptOutCode(body: z.input<typeof VerifyOptOutOtpRequest>) {
  return api.call('identity.verifyOptOutOtp', { body });
}
