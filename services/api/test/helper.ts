import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../src/app';
import type { SourceFactory } from '../src/plugins/app/lookup-engine';
import { loadConfig, type AppConfig, type Environment } from '../src/config/config';

/** A configuration as the tests want it: quiet logs, test mode, overrides on top. */
export function testConfig(env: Environment = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

export interface BuildOptions {
  env?: Environment;
  /** Routes only a test needs, mounted under /api/test after the real ones. */
  routes?: FastifyPluginAsyncZod;
  logStream?: NodeJS.WritableStream;
  /** A MongoDB URI to use; without it the app is built without the database. */
  mongoUri?: string;
  /** The lookup engine's sources; without them, the configured ones. */
  sources?: SourceFactory;
}

const openApps: App[] = [];

// Importing the helper is enough: every app built in a test is closed after it. Closing waits for
// requests still in flight (a Stripe webhook whose receipt goes out through a real SMTP server);
// their connections end with their answers (plugins/app/close-after-answer.ts). 60 s leaves room
// for a busy two-core CI machine.
afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
}, 60_000);

/**
 * Tests call the API as a non-browser client that asks for its session token in the body
 * (`X-Session-Token: body`, docs/decisions.md#sessions); a test of the browser's cookie-only session sends
 * Sec-Fetch headers or `x-session-token: none` to opt out.
 */
export function asTokenClient(app: App): void {
  const inject = app.inject.bind(app) as (options: unknown) => unknown;
  (app as { inject: unknown }).inject = (options: unknown) => {
    if (typeof options === 'string') return inject({ url: options, headers: { 'x-session-token': 'body' } });
    const given = options as { headers?: Record<string, unknown> };
    return inject({ ...given, headers: { 'x-session-token': 'body', ...given.headers } });
  };
}

export async function build(options: BuildOptions = {}): Promise<App> {
  const env = options.mongoUri ? { MONGODB_URI: options.mongoUri, ...options.env } : options.env;
  const app = buildApp(testConfig(env), { logStream: options.logStream, database: Boolean(options.mongoUri), sources: options.sources, watchSweeps: false });
  openApps.push(app);
  asTokenClient(app);
  if (options.routes) app.register(options.routes, { prefix: '/api/test' });
  await app.ready();
  return app;
}

/** Collects what the app's logger writes, as the raw text and as parsed lines. */
export function captureLogs() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
