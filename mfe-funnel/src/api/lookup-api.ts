import { routeUrl } from '@mailscout/contracts';
import { api } from '@mailscout/auth';
import type { EmailLookupResponse, LookupKind, Preview } from '@mailscout/contracts';

const LOOKUP_TIMEOUT_MS = 20_000;
const PREVIEW_TIMEOUT_MS = 10_000;
const CREDITS_TIMEOUT_MS = 15_000;

/** docs/product.md#api-calls: POST /api/email-lookup {email} (or /api/phone-lookup {phone}) → status, message, previewId. */
export function startLookup(kind: LookupKind, target: string): Promise<EmailLookupResponse> {
  return kind === 'email'
    ? api.call('lookup.emailLookup', { body: { email: target }, timeoutMs: LOOKUP_TIMEOUT_MS })
    : api.call('lookup.phoneLookup', { body: { phone: target }, timeoutMs: LOOKUP_TIMEOUT_MS });
}

/** GET /api/previews/{id}: the free checks, each source's state and the hints so far. */
export function fetchPreview(id: string): Promise<Preview> {
  return api.call('lookup.preview', { params: { id }, timeoutMs: PREVIEW_TIMEOUT_MS });
}

/** Server-sent events of the preview: `source` as each source answers, then `preview`, then `end`. */
export function previewEventsUrl(id: string): string {
  return routeUrl('lookup.previewEvents', { id });
}

/** docs/product.md#api-calls: POST /api/get-user-credits {email} → credits (the funnel's credit check, docs/product.md#states). */
export async function fetchUserCredits(email: string): Promise<number> {
  const { credits } = await api.call('billing.userCredits', { body: { email }, timeoutMs: CREDITS_TIMEOUT_MS });
  return credits;
}
