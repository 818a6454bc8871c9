import type { TFunction } from 'i18next';
import { ApiRequestError } from '@mailscout/api-client';

/** The server's readable text of a failed call: its `message`, `error` or `details` (docs/product.md#errors start-scan). */
function serverText(error: ApiRequestError): string | undefined {
  const body = (error.body ?? {}) as Record<string, unknown>;
  for (const field of ['message', 'error', 'details'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** docs/product.md#errors: start-scan non-OK is the server's text, or 'HTTP error! status: N'. */
export function startScanProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) return serverText(error) ?? t('report.errors.http', { status: error.status });
  return t('report.errors.network');
}

/** A failed status or results call: the server's text, else 'Failed to fetch scan status/results'. */
export function fetchProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return serverText(error) ?? fallback;
  return fallback;
}
