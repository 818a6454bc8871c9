import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_VERSION, type Emulator } from './emulator';
import { authenticate, type Credentials } from './wire/auth';
import { StripeApiError, idempotencyError, invalidRequest } from './wire/errors';
import { parseForm, parseJsonBody, type FormObject } from './wire/form-body';
import { IdempotencyCache } from './wire/idempotency';
import { randomToken } from './wire/ids';
import { applyExpansions } from './wire/expand';
import { validateParams } from './wire/params';
import { Router } from './wire/router';
import { allRoutes } from './resources';
import { handleControl } from './control/control-routes';
import { runDueActions } from './billing/time-engine';
import { stripeJsSource } from './stripejs/serve';

const MAX_BODY_BYTES = 1024 * 1024;

/** Browsers on the product's origin call the API through the Stripe.js stand-in. */
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Stripe-Version, Idempotency-Key, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

/** Where pages load Stripe.js from: the classic v3 URLs and the release-train URL @stripe/stripe-js 10 injects. */
const STRIPE_JS_PATHS = new Set(['/v3/stripe.js', '/v3', '/v3/', '/endive/stripe.js']);

function serveStripeJs(response: ServerResponse): void {
  try {
    const source = stripeJsSource();
    response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store', ...CORS_HEADERS });
    response.end(source);
  } catch (error) {
    console.error('[stripe-emulator] cannot build the Stripe.js stand-in', error);
    response.writeHead(500, { 'Content-Type': 'application/javascript; charset=utf-8', ...CORS_HEADERS });
    response.end(`throw new Error(${JSON.stringify(`[stripe-emulator] the Stripe.js stand-in failed to build: ${String(error)}`)});\n`);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(invalidRequest('Request body too large.', { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers });
  response.end(body);
}

function errorBody(error: StripeApiError, requestId: string): string {
  return JSON.stringify({ error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }, null, 2);
}

export function createEmulatorServer(emulator: Emulator): Server {
  const router = new Router();
  router.add(allRoutes);

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, requestId: string): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': API_VERSION };
    let credentials: Credentials | undefined;
    let idempotency: { key: string; fingerprint: string } | undefined;
    try {
      const raw = await readBody(request);
      const contentType = request.headers['content-type'] ?? '';
      const query = parseForm(url.search.slice(1));
      const body: FormObject = contentType.includes('application/json') ? parseJsonBody(raw) : parseForm(raw);
      const input: FormObject = method === 'POST' ? { ...query, ...body } : query;
      const formKey = input.key;
      delete input.key;
      credentials = authenticate(request.headers.authorization, formKey);

      const version = request.headers['stripe-version'];
      if (typeof version === 'string' && version !== API_VERSION) {
        throw invalidRequest(
          `The Stripe emulator only implements API version ${API_VERSION}; this request asked for '${version}'. Objects of other versions have different shapes.`,
          { param: 'Stripe-Version', beforeExecution: true },
        );
      }

      const match = router.match(method, url.pathname);
      if (!match.route) {
        throw invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, {
          status: 404,
          beforeExecution: true,
        });
      }
      const route = match.route;
      if (credentials.kind === 'publishable' && !route.publishable) {
        throw new StripeApiError(401, { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.' }, true);
      }

      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && key && method !== 'GET') {
        const fingerprint = IdempotencyCache.fingerprint(method, url.pathname, JSON.stringify(input));
        const found = emulator.idempotency.lookup(credentials.key, key, fingerprint);
        if (found.kind === 'conflict') throw idempotencyError(key);
        if (found.kind === 'replay') {
          send(response, found.response.status, found.response.body, { ...headers, 'Idempotency-Key': key, 'Idempotent-Replayed': 'true' });
          return;
        }
        idempotency = { key, fingerprint };
        headers['Idempotency-Key'] = key;
      }

      const params = validateParams(route.params, input);
      const auth = credentials;
      const result = emulator.requests.run({ id: requestId, idempotencyKey: idempotency?.key ?? null }, () => {
        // Objects without a test clock live in wall-clock time: catch up on what fell due.
        runDueActions(emulator, null, Math.floor(Date.now() / 1000));
        return route.handler({ emulator, params, path: match.path, auth, requestId });
      });
      const expanded = applyExpansions(structuredClone(result), params.expand as string[] | undefined, emulator.expandSource());
      const text = JSON.stringify(expanded, null, 2);
      if (idempotency) emulator.idempotency.store(credentials.key, idempotency.key, idempotency.fingerprint, { status: 200, body: text });
      send(response, 200, text, headers);
    } catch (error) {
      if (error instanceof StripeApiError) {
        const text = errorBody(error, requestId);
        if (idempotency && credentials && !error.beforeExecution) {
          emulator.idempotency.store(credentials.key, idempotency.key, idempotency.fingerprint, { status: error.status, body: text });
        }
        send(response, error.status, text, headers);
        return;
      }
      console.error('[stripe-emulator] internal error', error);
      send(response, 500, JSON.stringify({ error: { type: 'api_error', message: `Internal emulator error: ${error instanceof Error ? error.message : String(error)}` } }), headers);
    }
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const requestId = `req_${randomToken(14)}`;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    if (STRIPE_JS_PATHS.has(url.pathname)) {
      serveStripeJs(response);
      return;
    }
    if (url.pathname.startsWith('/_emulator/')) {
      void readBody(request)
        .then((raw) => handleControl(emulator, request.method ?? 'GET', url, raw))
        .then(({ status, body }) => send(response, status, JSON.stringify(body, null, 2)))
        .catch((error: unknown) => {
          if (error instanceof StripeApiError) send(response, error.status, errorBody(error, requestId));
          else send(response, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        });
      return;
    }
    void handleApi(request, response, url, requestId);
  });
}
