export { usePublicConfig } from './use-public-config';
export { ensurePublicConfig, reloadPublicConfig, publicConfigStore, type PublicConfigState } from './public-config-store';
