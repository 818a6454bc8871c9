import { errorCatalogue, type ErrorCode } from '@mailscout/contracts';

export interface DomainErrorOptions {
  /**
   * Stable, machine-readable code sent as `error` (e.g. 'OPTED_OUT'); clients switch on it. Only
   * codes of the shared catalogue (shared/contracts errors/error-catalogue.ts), with its status.
   */
  code: ErrorCode;
  /**
   * Only where the code has more than one status and the usual one (the catalogue's first) is
   * not meant; otherwise the status comes from the catalogue, written once there.
   */
  statusCode?: number;
  /** Shown to the user as is (docs/product.md#errors texts), so it must never contain internals. */
  message: string;
  cause?: unknown;
  /** Sent as Retry-After: when trying again can succeed. */
  retryAfterSeconds?: number;
}

/**
 * An expected failure of the product's rules. The error handler answers it with its own status,
 * code and message; anything that is not a DomainError is treated as a bug and hidden.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;

  constructor({ code, statusCode = errorCatalogue[code].statuses[0], message, cause, retryAfterSeconds }: DomainErrorOptions) {
    // A success status here is a programming error; failing loudly turns it into a logged 500.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(`DomainError ${code} needs an error status (400-599), got ${statusCode}`);
    }
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
