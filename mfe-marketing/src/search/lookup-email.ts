import { api } from '@mailscout/auth';
import { EmailLookupResponse } from '@mailscout/contracts';

/** docs/product.md#api-calls: POST /api/email-lookup {email} → {status, message}. */
export function lookupEmail(email: string): Promise<EmailLookupResponse> {
  return api.post('/api/email-lookup', { email }, EmailLookupResponse, { timeoutMs: 20_000 });
}
