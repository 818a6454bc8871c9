import { ApiRequestError } from '@mailscout/api-client';
import { errorTextKey } from '@mailscout/contracts';

/**
 * API error codes whose answer is shown in the page's language: the shared catalogue gives the
 * account's text key of each (`server.INVALID_OTP`). The API speaks English only, so a known code
 * is translated; any other answer of the server is shown as it is (docs/product.md#errors:
 * 'server message or …').
 */
const translatedKey = (code: string | undefined) => errorTextKey(code, 'account');

export interface ErrorTexts {
  /** The server answered but said nothing readable ('Failed to send OTP.'). */
  fallback: string;
  /** The request never got an answer, or something else went wrong ('An unknown error occurred…'). */
  unknown: string;
}

function serverMessage(error: ApiRequestError): string | undefined {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/** What the user reads for a failed call: never a stack trace or a technical message. */
export function errorText(error: unknown, t: (key: string) => string, texts: ErrorTexts): string {
  if (error instanceof ApiRequestError) {
    const key = translatedKey(error.code);
    if (key) return t(key);
    return serverMessage(error) ?? texts.fallback;
  }
  return texts.unknown;
}
