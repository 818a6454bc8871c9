export { forwardedHeaders, serveApp, type ServeOptions, type ServeRemoteOptions, type ServeShellOptions } from './serve-app';
export { apiUpstreams, type ApiUpstreams, type ApiUpstreamOptions } from './api-upstreams';
export { cacheControlFor } from './cache-policy';
export { inlineScriptHashes, paymentOriginsOf, shellContentSecurityPolicy, STRIPE_ORIGINS, type PaymentOrigins } from './shell-csp';
