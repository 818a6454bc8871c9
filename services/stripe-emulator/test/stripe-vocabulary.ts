import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Stripe's own vocabularies, read from the `stripe` SDK's type declarations (generated from
 * Stripe's OpenAPI spec): the event types a webhook endpoint can subscribe to and the API error
 * codes. Tests hold the emulator's source to them.
 */
const SDK_RESOURCES = join(dirname(require.resolve('stripe')), 'resources');

function unionOf(file: string, typeName: string, after = ''): Set<string> {
  const text = readFileSync(join(SDK_RESOURCES, file), 'utf8');
  const start = text.indexOf(`type ${typeName} = `, after ? text.indexOf(after) : 0);
  if (start < 0) throw new Error(`type ${typeName} not found in the SDK's ${file}`);
  const body = text.slice(start, text.indexOf(';', start));
  return new Set([...body.matchAll(/'([^']+)'/g)].map((match) => match[1] as string));
}

export function stripeEventTypes(): Set<string> {
  const types = unionOf('WebhookEndpoints.d.ts', 'EnabledEvent');
  types.delete('*');
  return types;
}

/** `PaymentIntent.LastPaymentError.Code`: the same list as https://docs.stripe.com/error-codes. */
export function stripeErrorCodes(): Set<string> {
  return unionOf('PaymentIntents.d.ts', 'Code', 'namespace LastPaymentError {');
}

/** The emulator's server-side sources (the browser stand-in speaks Stripe.js, not the API). */
export function emulatorSources(): Array<{ file: string; text: string }> {
  const root = join(__dirname, '..', 'src');
  const out: Array<{ file: string; text: string }> = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (path !== join(root, 'stripejs', 'browser')) walk(path);
      } else if (name.endsWith('.ts')) out.push({ file: path.slice(root.length + 1), text: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return out;
}
