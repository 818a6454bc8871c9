export { API_TIMEOUT_MS, forwardedHeaders, serveApp, type ServeOptions, type ServeRemoteOptions, type ServeShellOptions } from './serve-app';
export { EDGE_STAND_IN_VARIABLES, edgeEnvironment, edgeRehearsalBanner, EdgeConfigError, edgeStandIns, loadEdgeConfig, type EdgeConfig } from './config/edge-config';
export { apiUpstreams, type ApiUpstreams, type ApiUpstreamOptions } from './api-upstreams';
export { cacheControlFor } from './cache-policy';
export { inlineScriptHashes, paymentOriginsOf, shellContentSecurityPolicy, STRIPE_ORIGINS, type PaymentOrigins } from './shell-csp';
// The answers of the edge's own, as pure functions: a front door writes its error files from them.
export { DOOR_ERROR_STATUSES, DOOR_RETRY_AFTER_SECONDS, doorErrorBody, doorErrorCode, type DoorErrorCode, type DoorErrorStatus } from './errors/door-errors';
export { doorErrorPage } from './errors/door-error-page';
export type { FailureLog, FailureLogEntry } from './errors/failure-log';
// The edge's ops port (docs/operations.md#ops-port): its process serves metrics and its health there.
export { createHealth, serveOps, type Health, type OpsServer } from '@mailscout/ops';
