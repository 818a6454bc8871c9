/** The remotes whose screens say API codes in their own words. */
export type ErrorTextNamespace = 'account' | 'funnel';

/**
 * Where the browser says a code in its own words: per remote namespace, the key of the text
 * there (the API speaks English only). Codes without one are shown as the server's message
 * (docs/product.md#errors: 'server message or …'); a screen may still word a code its own way for its context.
 */
export type ErrorTexts = Partial<Record<ErrorTextNamespace, string>>;

export interface ErrorCodeEntry {
  /** The statuses this code is answered with (the first is the usual one). */
  statuses: readonly [number, ...number[]];
  /** Why it is answered; read by whoever adds a route or a screen. */
  meaning: string;
  /** The browser's translated text for the code, where it has one. */
  texts?: ErrorTexts;
}

/**
 * Every `error` code the API answers (`{ error: CODE, message }`), with its status. The API's
 * DomainError only takes these codes (its type) and a test scans the API's sources for any
 * other code string, so a new code is added here first. The servers in front of the API (the
 * edge, the front door) answer some of these too (BAD_REQUEST, NOT_FOUND, SERVICE_UNAVAILABLE …),
 * and the one they alone answer is in `gatewayErrorCatalogue` below.
 */
export const errorCatalogue = {
  // The request itself.
  VALIDATION_ERROR: { statuses: [400], meaning: 'A field of the request failed its schema; `details` lists each field.' },
  INVALID_JSON: { statuses: [400], meaning: 'The body is not JSON, or empty while sent as JSON.' },
  INVALID_ENCODING: { statuses: [400], meaning: 'The JSON body is not valid UTF-8.' },
  BAD_REQUEST: { statuses: [400], meaning: 'Any other client error (also the code of an unlisted 4xx status, which keeps its status).' },
  REQUEST_TIMEOUT: { statuses: [408], meaning: 'The request took too long to arrive (refused before routing).' },
  PAYLOAD_TOO_LARGE: { statuses: [413], meaning: 'The body is over the size limit.' },
  UNSUPPORTED_MEDIA_TYPE: { statuses: [415], meaning: 'A body that is not application/json.' },
  HEADERS_TOO_LARGE: { statuses: [431], meaning: 'The request headers are too large (refused before routing).' },
  FORBIDDEN_ORIGIN: { statuses: [403], meaning: 'A browser request from another site to a route that changes state.' },
  NOT_FOUND: { statuses: [404], meaning: 'No such route, or the thing named in it does not exist for this caller.' },
  RATE_LIMITED: { statuses: [429], meaning: 'Too many requests from this client; Retry-After says when to try again.', texts: { account: 'server.RATE_LIMITED', funnel: 'checkout.errors.rateLimited' } },
  INTERNAL_ERROR: { statuses: [500], meaning: 'A bug: nothing about the cause reaches the client.', texts: { account: 'server.INTERNAL_ERROR' } },
  SERVICE_UNAVAILABLE: {
    statuses: [503, 502],
    meaning:
      'Try again in a moment: the database cannot be reached (the API answers it), or no API instance can answer (the edge or the front door answers it: 503 with Retry-After when none is reachable, 502 when one answered with something that is not a valid answer).',
  },

  // Identity.
  UNAUTHORIZED: { statuses: [401], meaning: 'The route needs a signed-in session.', texts: { account: 'server.UNAUTHORIZED' } },
  FORBIDDEN: { statuses: [403], meaning: "The session's account may not do this (another account's address)." },
  INVALID_OTP: { statuses: [400], meaning: 'The one-time code is wrong, used or expired.', texts: { account: 'server.INVALID_OTP' } },
  CODE_USED_UP: {
    statuses: [400],
    meaning: 'The code had its 5 wrong tries (docs/decisions.md#sign-in-codes): it is refused even when right; ask for a new code.',
    texts: { account: 'server.CODE_USED_UP' },
  },
  CODE_GUESSES_USED_UP: {
    statuses: [429],
    meaning: 'The address had as many wrong codes as an hour allows (docs/decisions.md#owner-path): no code is checked until Retry-After, except from a browser that proved the address before.',
    texts: { account: 'server.CODE_GUESSES_USED_UP' },
  },
  CAPTCHA_REQUIRED: { statuses: [400], meaning: 'The bot challenge is needed (or its solution was wrong) before a code is sent.', texts: { account: 'server.CAPTCHA_REQUIRED' } },
  MAIL_UNAVAILABLE: { statuses: [503], meaning: 'The code could not be mailed.' },
  NO_ACTIVE_SUBSCRIPTION: { statuses: [404], meaning: 'Nothing renewing to cancel on this account.', texts: { account: 'server.NO_ACTIVE_SUBSCRIPTION' } },
  OPTED_OUT: { statuses: [403], meaning: 'The address opted out: nothing is looked up or sold about it.' },

  // Lookups and scans.
  INVALID_PHONE: { statuses: [400], meaning: 'Not a phone number the lookup can use.' },
  PREVIEW_NOT_FOUND: { statuses: [404], meaning: 'The free preview expired or never existed.' },
  NO_CREDITS: { statuses: [402], meaning: 'A scan needs a credit and the account has none.' },
  DAILY_LOOKUP_CAP: { statuses: [429], meaning: "The account's scans of the last 24 hours reached the cap." },
  SCAN_NOT_FOUND: { statuses: [404], meaning: 'No scan of this account by that address or id.' },
  SCAN_NOT_READY: { statuses: [409], meaning: 'The scan is still running: no report yet.' },
  SCAN_FAILED: { statuses: [409], meaning: 'The scan failed: no report.' },
  REPORT_EXPIRED: { statuses: [404], meaning: "The scan's report was deleted at the end of its retention." },
  TOO_MANY_STREAMS: { statuses: [429], meaning: 'Too many live-update streams from this client; poll instead.' },
  STREAMS_AT_CAPACITY: { statuses: [503], meaning: 'Too many live-update streams overall; poll instead.' },
  SELF_CHECK_USED_TODAY: { statuses: [429], meaning: 'The address had its free self-check in the last 24 hours.' },
  WATCH_PROOF_REQUIRED: { statuses: [403], meaning: 'Only the owner who has just proved the address with a code can turn a watch on.', texts: { account: 'watch.proofExpired' } },
  WATCH_LIMIT_REACHED: { statuses: [429], meaning: 'This client has turned on as many watches as it may today.' },
  WATCH_LINK_INVALID: { statuses: [400], meaning: 'The link to manage or end a watch is not valid.', texts: { account: 'watch.linkInvalid' } },

  // The account's own data (docs/decisions.md#account-export).
  EXPORT_LIMIT_REACHED: { statuses: [429], meaning: 'The account has downloaded or mailed its export as often as it may today.', texts: { account: 'server.EXPORT_LIMIT_REACHED' } },
  EXPORT_LINK_INVALID: { statuses: [403], meaning: "The export link is not valid: tampered with, expired (after 24 hours) or for an account that is gone." },

  // Billing.
  SIGN_IN_REQUIRED: { statuses: [403], meaning: 'The billing address has an account: prove it with a code before paying.' },
  TERMS_NOT_ACCEPTED: { statuses: [400], meaning: 'The buyer did not accept the terms.' },
  TRIAL_ALREADY_USED: { statuses: [409], meaning: 'The trial was had with this account or card.' },
  SUBSCRIPTION_EXISTS: { statuses: [409], meaning: 'The account already has a subscription.' },
  CHECKOUT_IN_PROGRESS: { statuses: [409], meaning: "Another payment of this account is being processed.", texts: { funnel: 'checkout.errors.inProgress' } },
  CARD_ERROR: { statuses: [402], meaning: "The card was declined; the message is the provider's text." },
  NOT_A_CARD: { statuses: [400], meaning: 'The payment method is not a card.' },
  NO_SAVED_CARD: { statuses: [409], meaning: 'The account has no saved card to charge.', texts: { funnel: 'checkout.errors.noSavedCard' } },
  NO_SUBSCRIPTION: { statuses: [404], meaning: 'The account has no subscription for this.' },
  PLAN_CHANGE_NOT_AVAILABLE: { statuses: [409], meaning: 'The plan cannot be changed from the current one.', texts: { funnel: 'checkout.errors.planChangeUnavailable' } },
  REFUND_NOT_ALLOWED: { statuses: [409], meaning: 'The trial fee can no longer be refunded.' },
  SETUP_NOT_COMPLETED: { statuses: [409], meaning: 'The card setup was not confirmed yet.' },
  PAYMENT_METHOD_IN_USE: { statuses: [400], meaning: 'The card belongs to another customer.' },
  UNKNOWN_CUSTOMER: { statuses: [400], meaning: 'The customer id is not one of this checkout.' },
  UNKNOWN_ITEM: { statuses: [400], meaning: 'No such credit pack.' },
  UNKNOWN_PRICE: { statuses: [400], meaning: 'No such price in the catalogue.' },
  PAYMENT_FAILED: { statuses: [502, 400], meaning: 'The payment provider refused the request (400) or answered without what was needed (502).' },
  PAYMENTS_UNAVAILABLE: { statuses: [503], meaning: 'The payment provider cannot be reached.' },
  INVALID_SIGNATURE: { statuses: [400], meaning: "A webhook whose Stripe signature or timestamp does not check out." },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * The codes only the servers in front of the API answer (the edge, the front door), in the same
 * shape. Apart from `errorCatalogue` because the API never answers them and the API's tests hold
 * that table to the codes its sources answer.
 */
export const gatewayErrorCatalogue = {
  GATEWAY_TIMEOUT: { statuses: [504], meaning: 'An API instance took too long to start answering; the edge or the front door answers it. Try again in a moment.' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type GatewayErrorCode = keyof typeof gatewayErrorCatalogue;

/** The statuses a code may be answered with. */
export type ErrorStatus<C extends ErrorCode> = (typeof errorCatalogue)[C]['statuses'][number];

export const ERROR_CODES = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

/** The `error` field of an answer, as a schema (every code of the catalogue). */

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The browser's own text for a code in a remote's namespace, or undefined (then the server's message is shown). */
export function errorTextKey(code: string | undefined, ns: ErrorTextNamespace): string | undefined {
  if (!isErrorCode(code)) return undefined;
  const entry: ErrorCodeEntry = errorCatalogue[code];
  return entry.texts?.[ns];
}
