import { createApiClient } from '@mailscout/api-client';
import { sessionStore } from './session-store';

/** The product's API client: same origin (the shell proxies /api), bearer token when signed in. */
export const api = createApiClient({ getToken: () => sessionStore.getUser()?.token });
