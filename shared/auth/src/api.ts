import { createApiClient } from '@mailscout/api-client';

/**
 * The product's API client: same origin (the shell proxies /api). The session travels as the
 * httpOnly cookie alone (docs/decisions.md#sessions): no Authorization header from the page.
 */
export const api = createApiClient();
