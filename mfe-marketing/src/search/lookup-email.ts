import { api } from '@mailscout/auth';
import type { EmailLookupResponse } from '@mailscout/contracts';

/** docs/product.md#api-calls: POST /api/email-lookup {email} → {status, message}. */
export function lookupEmail(email: string): Promise<EmailLookupResponse> {
  return api.call('lookup.emailLookup', { body: { email }, timeoutMs: 20_000 });
}
