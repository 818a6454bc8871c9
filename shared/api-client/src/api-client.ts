import type { z } from 'zod';
import { errorFromResponse } from './api-error';

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
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema?: z.ZodType<T>, options?: Omit<RequestOptions<T>, 'body' | 'schema' | 'method'>): Promise<T>;
  get<T>(path: string, schema?: z.ZodType<T>, options?: Omit<RequestOptions<T>, 'body' | 'schema' | 'method'>): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    const signal = req.timeoutMs ? combineSignals(req.signal, AbortSignal.timeout(req.timeoutMs)) : req.signal;
    const response = await fetchImpl(`${options.baseUrl ?? ''}${path}`, {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      credentials: 'include',
      signal,
    });
    if (!response.ok) throw await errorFromResponse(response);
    const data: unknown = response.status === 204 ? undefined : await response.json();
    return req.schema ? req.schema.parse(data) : (data as T);
  }

  return {
    request,
    post: (path, body, schema, rest) => request(path, { ...rest, method: 'POST', body, schema }),
    get: (path, schema, rest) => request(path, { ...rest, method: 'GET', schema }),
  };
}

function combineSignals(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  return a ? AbortSignal.any([a, b]) : b;
}
