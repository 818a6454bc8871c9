import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config';
import { clientErrorHandler } from './errors/client-error-handler';
import { registerUtf8JsonParser } from './errors/utf8-json-parser';
import { RequestLogController, requestIdFromTrustedHop, trustedHops } from '@mailscout/logging';
import { loggerOptions } from './logging/logger-options';
import configPlugin from './plugins/app/config';
import authentication from './plugins/app/authentication';
import billing from './plugins/app/billing';
import captcha from './plugins/app/captcha';
import database from './plugins/app/database';
import lookupEngine, { type SourceFactory } from './plugins/app/lookup-engine';
import watches from './plugins/app/watches';
import mailer from './plugins/app/mailer';
import errorHandler, { sendApiError } from './plugins/app/error-handler';
import closeAfterAnswer from './plugins/app/close-after-answer';
import halfClosedClients from './plugins/app/half-closed-clients';
import healthChecks from './plugins/app/health-checks';
import hostHeader from './plugins/app/host-header';
import notFound from './plugins/app/not-found';
import requestLog from './plugins/app/request-log';
import ops from './plugins/app/ops';
import unreadBody from './plugins/app/unread-body';
import cookies from './plugins/external/cookies';
import openApi from './plugins/external/openapi';
import rateLimits from './plugins/external/rate-limits';
import securityHeaders from './plugins/external/security-headers';
import stripe from './plugins/app/stripe';
import routes from './routes';

// Every call of docs/product.md#api-calls carries a few short fields; anything near this size is not ours.
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** Connect to MongoDB (default). Tests of the HTTP layer alone may leave it out. */
  database?: boolean;
  /** The lookup engine's sources (default: the configured ones); tests pass their own. */
  sources?: SourceFactory;
  /** Sweep due watches on a timer (default); the API's tests sweep by hand instead. */
  watchSweeps?: boolean;
}

/**
 * The API without a listening socket: `server.ts` listens, tests call `app.inject`. The order
 * matters: infrastructure plugins wrap the routes registered after them (headers, limits,
 * OpenAPI collection), then the product's own plugins, then the routes under /api.
 */
export function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the proxies named by address may say who the client is (docs/deploy.md#api-instances).
    trustProxy: config.http.trustProxy,
    // The same proxies may hand on the request id; anyone else's is replaced (docs/architecture.md#request-id).
    genReqId: requestIdFromTrustedHop(trustedHops(config.http.trustProxy)),
    // One line in, one line out, in the one shape, with `requestId` on every line (docs/deploy.md#logs).
    logController: new RequestLogController(),
    // A request without Host is answered by the host-header plugin in the one error shape,
    // instead of Node's bare 400 with no body.
    http: { requireHostHeader: false },
    // Malformed URLs are rejected by the router before any handler: same error shape.
    frameworkErrors: sendApiError,
    // And requests Node's HTTP parser refuses before Fastify sees them (docs/architecture.md#http-hardening).
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  registerUtf8JsonParser(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(configPlugin, { config });
  app.register(requestLog);
  app.register(ops);
  app.register(halfClosedClients);
  app.register(closeAfterAnswer);
  app.register(hostHeader);
  app.register(unreadBody);
  app.register(securityHeaders);
  app.register(cookies);
  app.register(rateLimits);
  app.register(openApi);

  app.register(healthChecks);
  if (options.database !== false) {
    app.register(database);
    app.register(mailer);
    app.register(authentication);
    app.register(captcha);
    app.register(stripe);
    app.register(billing);
    app.register(lookupEngine, { sources: options.sources });
    app.register(watches, { timer: options.watchSweeps });
  }
  app.register(errorHandler);
  app.register(notFound);

  app.register(routes, { prefix: '/api' });

  return app;
}

export type App = ReturnType<typeof buildApp>;
