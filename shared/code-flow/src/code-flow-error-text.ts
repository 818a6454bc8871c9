import type { TFunction } from 'i18next';
import { ApiRequestError } from '@mailscout/api-client';
import { errorTextKey, type ErrorCode, type ErrorTextNamespace } from '@mailscout/contracts';

/** The two calls of a code flow: ask for a code, then prove it. */
export type CodeFlowCall = 'request' | 'verify';

/**
 * What one place says when a call of its code flow fails: translation keys of its own namespace,
 * so every page keeps its words (docs/product.md#errors). Only `failed` is required per call.
 */
export interface CodeFlowErrorTexts {
  /** Per call: the server answered but nothing more specific applies. */
  failed: Record<CodeFlowCall, string>;
  /** Per call: no answer at all (network); `failed` when left out. */
  unreachable?: Partial<Record<CodeFlowCall, string>>;
  /** Codes of the error catalogue this place words itself (`INVALID_OTP`, `MAIL_UNAVAILABLE` …). */
  byCode?: Partial<Record<ErrorCode, string>>;
  /** Any other 429. */
  rateLimited?: string;
  /** Any other 4xx answer to the code check: the code was refused. */
  invalidCode?: string;
  /** Otherwise, the catalogue's text in this namespace, or the server's own message, before `failed`. */
  catalogue?: ErrorTextNamespace;
}

function serverMessage(error: ApiRequestError): string | undefined {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/**
 * The one error mapper of the code flow (docs/architecture.md#code-flow): what the user reads for a
 * failed call, never a stack trace or a technical message. A wait the answer names (Retry-After,
 * docs/decisions.md#owner-path) is given in whole minutes to every text as `minutes`.
 */
export function codeFlowErrorText(error: unknown, call: CodeFlowCall, texts: CodeFlowErrorTexts, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t(texts.unreachable?.[call] ?? texts.failed[call]);
  const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 3600) / 60));
  const code = error.catalogueCode;
  const own = code ? texts.byCode?.[code] : undefined;
  if (own) return t(own, { minutes });
  if (error.status === 429 && texts.rateLimited) return t(texts.rateLimited, { minutes });
  if (call === 'verify' && texts.invalidCode && error.status >= 400 && error.status < 500) return t(texts.invalidCode);
  if (texts.catalogue) {
    const key = errorTextKey(error.code, texts.catalogue);
    if (key) return t(key, { minutes });
    const message = serverMessage(error);
    if (message) return message;
  }
  return t(texts.failed[call]);
}
