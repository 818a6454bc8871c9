export { serveApp, type ServeOptions, type ServeRemoteOptions, type ServeShellOptions } from './serve-app';
export { cacheControlFor } from './cache-policy';
export { inlineScriptHashes, shellContentSecurityPolicy } from './shell-csp';
