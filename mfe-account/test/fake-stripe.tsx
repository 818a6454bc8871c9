import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Stand-ins for Stripe.js and @stripe/react-stripe-js in the account's card update: a
 * `window.Stripe` constructor whose instance confirms SetupIntents, and React bindings with a plain
 * card field. The constructor stays one object per test file: @stripe/stripe-js keeps the first.
 */
export const fakeStripe = { confirmCardSetup: jest.fn() };
export const fakeCard = { kind: 'fake-card-element' };
export const constructed: unknown[][] = [];

const StripeConstructor = Object.assign(
  (...args: unknown[]) => {
    constructed.push(args);
    return fakeStripe;
  },
  { version: 'endive' },
);

/** What the real Stripe.js does when its script runs. */
export function defineWindowStripe() {
  (window as unknown as { Stripe?: unknown }).Stripe = StripeConstructor;
}

const Context = createContext<{ stripe: unknown; elements: unknown } | null>(null);

export function Elements({ stripe, children }: { stripe: unknown; children: ReactNode }) {
  const elements = useMemo(() => ({ getElement: () => fakeCard }), []);
  return <Context.Provider value={{ stripe, elements }}>{children}</Context.Provider>;
}

export function CardElement() {
  return <input aria-label="Card number" />;
}

export const useStripe = () => useContext(Context)?.stripe ?? null;
export const useElements = () => useContext(Context)?.elements ?? null;
