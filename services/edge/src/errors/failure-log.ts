/** One failure the operator should see: an API instance that did not answer, or a bug. */
export interface FailureLogEntry {
  event: 'upstream-failure' | 'unexpected-error';
  /** The request's id (docs/architecture.md#request-id), as the client got it in X-Request-Id. */
  requestId?: string | undefined;
  method: string;
  /** The request's path without its query (a query can carry an address or a token). */
  path: string;
  /** The status the client got. */
  status: number;
  /** The system or library code behind it (`ECONNREFUSED`, `UND_ERR_HEADERS_TIMEOUT` …). */
  cause?: string | undefined;
  /** The API instance asked (an internal address: for the log only, never for the client). */
  upstream?: string | undefined;
  message?: string | undefined;
  stack?: string | undefined;
}

export type FailureLog = (entry: FailureLogEntry) => void;

/** The path without its query or fragment. */
export function loggablePath(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

// Split on what cannot be part of an address, then judge each piece: linear in the line's length
// (a pattern matching addresses in the whole line backtracks badly on long paths).
const SEPARATORS = /([\s/?#"'<>=&,;:()[\]{}\\]+)/;
const looksLikeEmail = (token: string) => {
  const at = token.indexOf('@');
  return at > 0 && /\.[a-z]{2,}$/i.test(token.slice(at + 1));
};

/** Email addresses hidden, as the API's logs hide them (a path may carry one). */
export function hideEmails(text: string): string {
  return text
    .split(SEPARATORS)
    .map((token) => (looksLikeEmail(token) ? '[email]' : token))
    .join('');
}

/** One JSON line in the one shape (docs/deploy.md#logs): the path is its `route`. */
export function failureLogLine(entry: FailureLogEntry, now: Date = new Date()): string {
  const level = entry.event === 'unexpected-error' ? 'error' : 'warn';
  const { path, ...rest } = entry;
  return `${hideEmails(JSON.stringify({ level, time: now.toISOString(), process: 'edge', ...rest, route: path }))}\n`;
}

/**
 * The edge runs without a request logger (a line per request is the load balancer's job), so
 * the failures themselves are written here, one line each, to stderr.
 */
export const stderrFailureLog: FailureLog = (entry) => {
  process.stderr.write(failureLogLine(entry));
};

const field = (value: unknown, name: 'code' | 'cause' | 'message' | 'stack' | 'name'): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The readable parts of anything thrown (read by shape: an error from another realm is no
 * `instanceof Error`). A library's wrapper (the proxy's "Service Unavailable") says less than
 * what it wraps, so the innermost cause with a code speaks: `ECONNREFUSED` and where to,
 * `UND_ERR_HEADERS_TIMEOUT`.
 */
export function describeError(error: unknown): Pick<FailureLogEntry, 'cause' | 'message' | 'stack'> {
  let inner = error;
  for (let depth = 0; depth < 5 && text(field(field(inner, 'cause'), 'code')); depth++) inner = field(inner, 'cause');
  const message = text(field(inner, 'message'));
  if (message === undefined) return { message: String(inner) };
  return { cause: text(field(inner, 'code')) ?? text(field(inner, 'name')), message, stack: text(field(inner, 'stack')) };
}
