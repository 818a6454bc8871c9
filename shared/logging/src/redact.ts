/**
 * Log fields that hold personal data or credentials (docs/conventions.md#api): removed by pino before a
 * line is written. Pino matches exact paths, so each field is listed at the depths where our
 * log objects carry it (top level, `{ body: { email } }`, `{ req: { body: { email } } }`).
 */
const SENSITIVE_FIELDS = [
  'email',
  'billingEmail',
  'userEmail',
  'scanEmail',
  'otp',
  'code',
  'token',
  'captchaToken',
  'accessToken',
  'refreshToken',
  'password',
  'secret',
  'clientSecret',
  'card',
  'cardNumber',
  'cvc',
] as const;

const HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

export const REDACTED = '[redacted]';

export const REDACT_PATHS: readonly string[] = [
  ...HEADER_PATHS,
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];
