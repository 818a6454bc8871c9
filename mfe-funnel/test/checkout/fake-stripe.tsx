import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

/**
 * Stand-ins for Stripe.js and @stripe/react-stripe-js: a `window.Stripe` constructor whose
 * instance implements the two methods the checkout calls, and React bindings that render a
 * plain card field. The constructor stays the same object for the whole test file, because
 * @stripe/stripe-js keeps the first one it found.
 */
export const fakeStripe = {
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
};

export const stripeState = {
  constructed: [] as unknown[][],
  elementsOptions: [] as unknown[],
  cardOptions: [] as unknown[],
  /** When false, the Elements group answers no Card Element (docs/product.md#errors 'Card element not found'). */
  cardAvailable: true,
};

export const fakeCard = { kind: 'fake-card-element' };

const StripeConstructor = Object.assign(
  (...args: unknown[]) => {
    stripeState.constructed.push(args);
    return fakeStripe;
  },
  { version: 'endive' },
);

/** What the real Stripe.js does when its script runs. */
export function defineWindowStripe() {
  (window as unknown as { Stripe?: unknown }).Stripe = StripeConstructor;
}

export function removeWindowStripe() {
  delete (window as unknown as { Stripe?: unknown }).Stripe;
}

export function resetFakeStripe() {
  fakeStripe.createPaymentMethod.mockReset();
  fakeStripe.confirmCardPayment.mockReset();
  fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123' } });
  stripeState.constructed = [];
  stripeState.elementsOptions = [];
  stripeState.cardOptions = [];
  stripeState.cardAvailable = true;
}

const Context = createContext<{ stripe: unknown; elements: unknown } | null>(null);

export function Elements({ stripe, options, children }: { stripe: unknown; options?: unknown; children: ReactNode }) {
  useEffect(() => {
    stripeState.elementsOptions.push(options);
  }, [options]);
  const elements = useMemo(() => ({ getElement: () => (stripeState.cardAvailable ? fakeCard : null) }), []);
  return <Context.Provider value={{ stripe, elements }}>{children}</Context.Provider>;
}

export function CardElement({ options, onChange }: { options?: unknown; onChange?: (event: { error?: { message: string } }) => void }) {
  useEffect(() => {
    stripeState.cardOptions.push(options);
  }, [options]);
  return (
    <input
      aria-label="Card number"
      data-testid="card-element"
      onChange={(event) => onChange?.({ error: event.target.value === '4242' ? { message: 'Your card number is incomplete.' } : undefined })}
    />
  );
}

export const useStripe = () => useContext(Context)?.stripe ?? null;
export const useElements = () => useContext(Context)?.elements ?? null;
