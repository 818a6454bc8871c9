import { emulatorSources, stripeErrorCodes, stripeEventTypes } from './stripe-vocabulary';

/**
 * The product reacts to event types and error codes by name; a name Stripe never sends would
 * make a handler that only ever runs against the emulator. Every name in the emulator's source
 * must be one of Stripe's.
 */
const sources = emulatorSources();

function emittedEventTypes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const call of text.matchAll(/\.emit\(([^,]+),/g)) {
      for (const literal of (call[1] as string).matchAll(/'([a-z_.]+)'/g)) found.set(literal[1] as string, file);
    }
  }
  return found;
}

function errorCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (code: string, file: string): void => {
    found.set(code, file);
  };
  for (const { file, text } of sources) {
    // `{ code: 'resource_missing' }`, `code = 'payment_intent_unexpected_state'`
    for (const match of text.matchAll(/\bcode\s*[:=]\s*'([a-z_]+)'/g)) add(match[1] as string, file);
    // The code argument of the error helpers: `invalidParameter(path, message, 'parameter_invalid_integer')`.
    for (const line of text.split('\n')) {
      const helper = /(?:invalidParameter|unexpectedState)\(.*'([a-z]+(?:_[a-z]+)+)'\)/.exec(line);
      if (helper) add(helper[1] as string, file);
    }
  }
  return found;
}

describe("Stripe's vocabulary", () => {
  it('reads both lists from the SDK', () => {
    expect(stripeEventTypes().has('payment_intent.succeeded')).toBe(true);
    expect(stripeEventTypes().has('payment_intent.amount_capturable_updated')).toBe(true);
    expect(stripeErrorCodes().has('parameter_invalid_integer')).toBe(true);
    expect(stripeErrorCodes().has('parameter_invalid_empty')).toBe(true);
  });

  it('emits only event types Stripe has (no payment_intent.updated or setup_intent.updated)', () => {
    const emitted = emittedEventTypes();
    expect(emitted.size).toBeGreaterThan(30);
    expect(emitted.has('charge.refunded')).toBe(true);
    const known = stripeEventTypes();
    const unknown = [...emitted].filter(([type]) => !known.has(type)).map(([type, file]) => `${type} (${file})`);
    expect(unknown).toEqual([]);
  });

  it("answers only with error codes from Stripe's list", () => {
    const used = errorCodes();
    expect(used.has('parameter_missing')).toBe(true);
    expect(used.has('card_declined')).toBe(true);
    const known = stripeErrorCodes();
    const unknown = [...used].filter(([code]) => !known.has(code)).map(([code, file]) => `${code} (${file})`);
    expect(unknown).toEqual([]);
  });
});
