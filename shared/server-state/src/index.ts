export { queryClient } from './query-client';
export { queryKeys } from './query-keys';
export { ServerStateProvider } from './server-state-provider';
export { forgetAccounts } from './forget-accounts';
export { resetServerState } from './reset-server-state';
