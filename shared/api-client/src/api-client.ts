import type { z } from 'zod';
import type { ApiRouteName } from '@mailscout/contracts';
import { fillPath } from '@mailscout/contracts/page';
import { errorFromResponse } from './api-error';
import type { CallArgs, CallInput, CallResult } from './typed-call';

export interface ApiClientOptions {
  /** Prefix for every path; '' means the page's own origin (the shell proxies /api). */
  baseUrl?: string;
  /** Read at each call so a sign-in elsewhere in the page is picked up at once. */
  getToken?: () => string | null | undefined;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions<T> {
  /** PUT replaces a resource (e.g. the account's preferences); no helper of its own, `request` sends it. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch is an error, not silently wrong data on screen. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  /**
   * A route of the contract table by name: method, path and body from `shared/contracts`, the
   * answer validated by the route's 200 schema (typed data), a failure an `ApiRequestError`
   * carrying the catalogue's code.
   */
  call<N extends ApiRouteName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>>;
  /** As `call`, but the answer is not validated: for a caller that words a malformed answer itself. */
  callUnchecked<N extends ApiRouteName>(name: N, ...args: CallArgs<N>): Promise<unknown>;
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * Called with every 401 the API answers (its only meaning: this browser has no session there,
   * docs/decisions.md#sessions), before the call rejects, with when the request was sent
   * (`performance.now()`): a 401 for a request sent before a sign-in says nothing about the new
   * session. Returns the unsubscribe.
   */
  onUnauthorized(listener: (sentAt: number) => void): () => void;
  /**
   * A file the API serves with the session (an export, a receipt): its bytes and the name its
   * Content-Disposition gives. A failure rejects as any call does, so the page can say why instead
   * of the browser saving the error's JSON as the file.
   */
  download(path: string, options?: { signal?: AbortSignal }): Promise<{ blob: Blob; filename: string | null }>;
  post<T>(path: string, body: unknown, schema?: z.ZodType<T>, options?: Omit<RequestOptions<T>, 'body' | 'schema' | 'method'>): Promise<T>;
  get<T>(path: string, schema?: z.ZodType<T>, options?: Omit<RequestOptions<T>, 'body' | 'schema' | 'method'>): Promise<T>;
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const unauthorized = new Set<(sentAt: number) => void>();

  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    const sentAt = performance.now();
    const signal = req.timeoutMs ? combineSignals(req.signal, AbortSignal.timeout(req.timeoutMs)) : req.signal;
    const response = await fetchImpl(`${options.baseUrl ?? ''}${path}`, {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      credentials: 'include',
      signal,
    });
    if (response.status === 401) for (const listener of [...unauthorized]) listener(sentAt);
    if (!response.ok) throw await errorFromResponse(response);
    const data: unknown = response.status === 204 ? undefined : await response.json();
    return req.schema ? req.schema.parse(data) : (data as T);
  }

  async function download(path: string, req: { signal?: AbortSignal } = {}): Promise<{ blob: Blob; filename: string | null }> {
    const headers: Record<string, string> = {};
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const sentAt = performance.now();
    const response = await fetchImpl(`${options.baseUrl ?? ''}${path}`, { headers, credentials: 'include', signal: req.signal });
    if (response.status === 401) for (const listener of [...unauthorized]) listener(sentAt);
    if (!response.ok) throw await errorFromResponse(response);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  async function send<N extends ApiRouteName>(name: N, input: CallInput<N> | undefined, validate: boolean): Promise<unknown> {
    // The route table carries the schemas (zod), which are not in the shell's first bundle
    // (docs/architecture.md#first-bundle): loaded at the first call, then from webpack's module cache.
    const { apiRoutes } = await import('@mailscout/contracts');
    const route = apiRoutes[name];
    const { body, params, query, signal, timeoutMs } = (input ?? {}) as { body?: unknown; params?: Record<string, string>; query?: unknown; signal?: AbortSignal; timeoutMs?: number };
    const success = (route.schema.response as Record<number, z.ZodType | undefined>)[200];
    // A POST or PUT always carries a JSON body ('{}' when the route takes none), as the API expects.
    const sentBody = route.method === 'POST' || route.method === 'PUT' ? (body ?? {}) : undefined;
    return request(`${fillPath(name, route.path, params)}${queryString(query)}`, { method: route.method, body: sentBody, schema: validate ? success : undefined, signal, timeoutMs });
  }

  return {
    call: (name, ...args) => send(name, args[0], true) as never,
    callUnchecked: (name, ...args) => send(name, args[0], false),
    request,
    download,
    onUnauthorized(listener) {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
    post: (path, body, schema, rest) => request(path, { ...rest, method: 'POST', body, schema }),
    get: (path, schema, rest) => request(path, { ...rest, method: 'GET', schema }),
  };
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` in UTF-8 first). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]!).trim() : null;
}

function combineSignals(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  return a ? AbortSignal.any([a, b]) : b;
}
