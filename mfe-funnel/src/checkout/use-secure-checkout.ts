import { useState } from 'react';
import { useAuth } from '@mailscout/auth';
import type { PlanChoice } from '@mailscout/contracts';
import { usePublicConfig, type PublicConfigState } from '@mailscout/public-config';
import { useCheckout } from '../flow/checkout-context';
import { billingAddressOf, decideCheckout, decideRefusal, decideSubmit, NO_REFUSALS, type CheckoutDecision, type CheckoutFacts } from '../flow/decide-checkout';
import { focusCodeProof } from './code-proof';
import { useCheckoutOffer, type CheckoutOfferState } from './use-checkout-offer';

export interface SecureCheckoutState {
  decision: CheckoutDecision;
  config: PublicConfigState & { retry(): void };
  offer: CheckoutOfferState;
  typed: string;
  setTyped(typed: string): void;
  /** The plan picked in the order summary; null: the trial's plan. */
  plan: PlanChoice | null;
  setPlan(plan: PlanChoice): void;
  busy: boolean;
  setBusy(busy: boolean): void;
  signInAs: string | null;
  setSignInAs(email: string): void;
  /** The code proof succeeded for `email` ('Signed in as …' follows). */
  onVerified(email: string): void;
  /** On submit: the offer asked again; false when the payment must wait or what is offered changed. */
  prepare(): Promise<boolean>;
  /** A refusal with a code: true when the checkout shows it itself. */
  onRefused(code: string): boolean;
}

/**
 * The SECURE CHECKOUT's state (what was typed and chosen, what the server refused) and its
 * offer, turned into what it shows by the pure rules in flow/decide-checkout; the card renders
 * the decision. The report (or none, for a sign-up) and the billing email it starts with come
 * from the page's CheckoutProvider.
 */
export function useSecureCheckout(): SecureCheckoutState {
  const { kind, target, billingEmail } = useCheckout();
  const { user } = useAuth();
  const config = usePublicConfig();
  const [plan, setPlan] = useState<PlanChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [signInAs, setSignInAs] = useState<string | null>(null);
  const [typed, setTyped] = useState(billingEmail);
  const [refusals, setRefusals] = useState(NO_REFUSALS);
  // The session the checkout opened with: signing in inside it keeps the card form on screen.
  const [openedSignedIn] = useState(() => user !== null);

  const session = user ? { email: user.email, credits: user.credits } : null;
  const offer = useCheckoutOffer(billingAddressOf({ session, typed }).validEmail, user?.email.toLowerCase() ?? null);
  const facts: CheckoutFacts = {
    kind,
    target,
    session,
    openedSignedIn,
    typed,
    offer: offer.offer,
    checking: offer.checking,
    refusals,
    config: config.status === 'ready' ? 'ready' : config.status,
    payments: config.status === 'ready' && Boolean(config.config.payments),
    signInAs,
  };

  return {
    decision: decideCheckout(facts),
    config,
    offer,
    typed,
    setTyped,
    plan,
    setPlan,
    busy,
    setBusy,
    signInAs,
    setSignInAs,
    onVerified: (email) => setRefusals((current) => ({ ...current, provenFor: email })),
    prepare: async () => {
      const next = decideSubmit(facts, await offer.refresh());
      if (next.action === 'proof') setTimeout(focusCodeProof, 0);
      if (next.action === 'changed') setRefusals(next.refusals);
      return next.action === 'pay';
    },
    onRefused: (code) => {
      const next = decideRefusal(facts, code);
      if (!next) return false;
      setRefusals(next.refusals);
      if (next.refresh) void offer.refresh();
      if (next.focusProof) setTimeout(focusCodeProof, 0);
      return true;
    },
  };
}
