import { authenticationError } from './errors';

export type KeyKind = 'secret' | 'publishable';

export interface Credentials {
  key: string;
  kind: KeyKind;
}

function mask(key: string): string {
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

/**
 * Stripe accepts `Authorization: Bearer <key>` and HTTP Basic with the key as user name.
 * Only test-mode keys are accepted: the emulator must never look like live mode.
 */
export function authenticate(header: string | undefined, formKey: unknown): Credentials {
  let key: string | undefined;
  if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header?.startsWith('Basic ')) key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  // Stripe.js sends the publishable key as a `key` form field.
  if (!key && typeof formKey === 'string') key = formKey;
  if (!key) {
    throw authenticationError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key)) return { key, kind: 'secret' };
  if (/^pk_test_[A-Za-z0-9_]+$/.test(key)) return { key, kind: 'publishable' };
  if (/^(sk|rk|pk)_live_/.test(key)) throw authenticationError(`Live mode keys are not accepted by the Stripe emulator: ${mask(key)}`);
  throw authenticationError(`Invalid API Key provided: ${mask(key)}`);
}
