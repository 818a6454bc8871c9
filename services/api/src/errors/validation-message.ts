import type { FastifySchemaValidationError } from 'fastify';
import type { ValidationIssue } from '@mailscout/contracts';

// zod reports a missing field (or null, as Fastify passes an absent body) as a type error; the
// product words it as docs/product.md#validation 'General' does.
const MISSING_VALUE = /received (undefined|null)$/;
const REQUIRED_MESSAGE = 'This field is required';

function messageOf(issue: FastifySchemaValidationError): string {
  const message = issue.message ?? 'Invalid format';
  return issue.keyword === 'invalid_type' && MISSING_VALUE.test(message) ? REQUIRED_MESSAGE : message;
}

/**
 * Turns schema issues into one issue per field, named as the client sent it (`email`,
 * `items.0.name`); a problem with the whole body/query is named after that part.
 */
export function validationIssues(issues: readonly FastifySchemaValidationError[], context: string | undefined): ValidationIssue[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    // The first issue is the one to fix first ('This field is required' before the pattern).
    if (!byField.has(field)) byField.set(field, messageOf(issue));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** `email: Please enter a valid email address; otp: Invalid or expired OTP code` */
export function validationMessage(issues: readonly ValidationIssue[]): string {
  return issues.map(({ field, message }) => `${field}: ${message}`).join('; ');
}
