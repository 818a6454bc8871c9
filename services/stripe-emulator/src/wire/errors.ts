/**
 * Stripe-shaped API errors. The SDK picks its error class from the HTTP status and
 * `error.type`, so both must match what Stripe sends for the same situation.
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  /** Validation failures are not stored under an idempotency key (Stripe never started executing). */
  readonly beforeExecution: boolean;

  constructor(status: number, body: StripeErrorBody, beforeExecution = false) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.beforeExecution = beforeExecution;
  }
}

function docUrl(code: string | undefined): string | undefined {
  return code ? `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}` : undefined;
}

export function invalidRequest(message: string, options: { code?: string; param?: string; status?: number; beforeExecution?: boolean } = {}): StripeApiError {
  return new StripeApiError(
    options.status ?? 400,
    { type: 'invalid_request_error', message, code: options.code, param: options.param, doc_url: docUrl(options.code) },
    options.beforeExecution ?? false,
  );
}

export function unknownParameter(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param, beforeExecution: true });
}

export function missingParameter(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param, beforeExecution: true });
}

/**
 * A malformed parameter. Only some cases have a code on Stripe (its error-code list has
 * `parameter_invalid_integer`, `parameter_invalid_empty`, `parameter_invalid_string_blank`, …);
 * e.g. "Invalid boolean" and "Invalid array" come without one, so `code` is optional.
 */
export function invalidParameter(param: string, message: string, code?: 'parameter_invalid_empty' | 'parameter_invalid_integer' | 'parameter_invalid_string_blank' | 'parameter_invalid_string_empty'): StripeApiError {
  return invalidRequest(message, { code, param, beforeExecution: true });
}

/** Stripe's answer to an empty string for a parameter that cannot be unset. */
export function emptyParameter(param: string): StripeApiError {
  return invalidParameter(
    param,
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    'parameter_invalid_empty',
  );
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

export function unexpectedState(message: string, code = 'payment_intent_unexpected_state'): StripeApiError {
  return invalidRequest(message, { code });
}

export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message }, true);
}

export function cardError(
  body: Omit<StripeErrorBody, 'type'> & { code: string },
): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrl(body.code), ...body });
}

export function idempotencyError(key: string): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
    true,
  );
}
