export { usePublicConfig, type PublicConfigState } from './use-public-config';
export { publicConfigQuery, primePublicConfig, publicConfigStore, reloadPublicConfig } from './public-config-query';
export { readInlinePublicConfig, INLINE_PUBLIC_CONFIG_ID } from './read-inline-public-config';
