import { api } from '@mailscout/auth';
import type { Language } from '@mailscout/contracts';

/** docs/decisions.md#watch-my-address: on with the self-check's proof, or for the signed-in account's own address. */
export const startWatch = (language: Language, proof?: string) => api.call('watch.start', { body: proof ? { proof, language } : { language } });
export const accountWatch = () => api.call('watch.account');
export const stopAccountWatch = () => api.call('watch.stopAccount');
export const managedWatch = (token: string) => api.call('watch.manage', { query: { token } });
export const endWatchByLink = (token: string) => api.call('watch.unsubscribe', { query: { token } });
