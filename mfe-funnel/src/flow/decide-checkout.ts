import { isValidEmailAddress, type CheckoutOfferResponse, type Currency, type LookupKind, type PlanChoice, type PriceCatalogue } from '@mailscout/contracts';

/** What the card form sells, or the subscriber's saved-card purchase (docs/decisions.md#saved-card). */
export type CheckoutMode = 'trial' | 'plan' | 'subscriber';

/** Why the billing address needs its code first (docs/decisions.md#billing-proof). */
export type ProofReason = 'account' | 'own-address';

/** Why the checkout changed what it offers, said once and announced. */
export type NoticeKind = 'trialUsed' | 'planOffer' | 'subscriber' | 'changed';

/** What the checkout card shows in its body. */
export type CheckoutPanel =
  /** The public configuration (prices, payments) is on its way. */
  | 'loading'
  /** The public configuration could not be had: a retry. */
  | 'config-error'
  /** A buyer signed in from the start waits for the offer: a subscriber never sees the trial. */
  | 'checking-offer'
  /** The subscriber's saved-card purchase (credit packs, the monthly plan). */
  | 'subscriber'
  /** The trial's or the plan's card form. */
  | 'card';

/** Below the order summary, when the card panel is shown. */
export type CardPanel =
  /** Paid, but the buyer is still signed out: the sign-in prompt. */
  | 'sign-in'
  /** No payment provider configured: nothing can be paid. */
  | 'unpayable'
  | 'form';

/**
 * What create-subscription refused this checkout and what it said about it, each bound to the
 * billing address it was about: typing another address forgets nothing but shows none of it.
 */
export interface CheckoutRefusals {
  /** TRIAL_ALREADY_USED for this address (the account or the card had it): the plan instead. */
  trialRefusedFor: string | null;
  /** SIGN_IN_REQUIRED for this address: the code proof although the offer did not ask for it. */
  proofForcedFor: string | null;
  /** What the checkout last said it changed, and for which address. */
  notice: { email: string; kind: NoticeKind } | null;
  /** The address proven by code inside this checkout (it shows the 'Signed in as' note). */
  provenFor: string | null;
}

export const NO_REFUSALS: CheckoutRefusals = { trialRefusedFor: null, proofForcedFor: null, notice: null, provenFor: null };

export interface CheckoutFacts {
  kind: LookupKind;
  /** The address or number of the report; null for a plain sign-up. */
  target: string | null;
  /** The signed-in account, if any. */
  session: { email: string; credits: number } | null;
  /** The checkout opened with a session (signing in inside it keeps the card form on screen). */
  openedSignedIn: boolean;
  /** The billing email as typed (a session's email replaces it). */
  typed: string;
  /** `checkout/offer`'s answer for the billing address and session; null while unknown. */
  offer: CheckoutOfferResponse | null;
  /** A question for the current address is on its way. */
  checking: boolean;
  refusals: CheckoutRefusals;
  /** The public configuration's state. */
  config: 'loading' | 'error' | 'ready';
  /** A payment provider is configured. */
  payments: boolean;
  /** Paid while signed out: the address the sign-in prompt names. */
  signInAs: string | null;
}

/** What the checkout shows and allows: the checkout components only render it. */
export interface CheckoutDecision {
  panel: CheckoutPanel;
  card: CardPanel;
  /** The billing address, trimmed and lower-cased (the session's email when signed in). */
  billingEmail: string;
  /** The billing address when it is one; null while it is not. */
  validEmail: string | null;
  /** The session's email: the billing field is fixed to it. */
  lockedEmail: string | null;
  /** The session is the billing address's account. */
  signedInAsBilling: boolean;
  /** The code proof the address needs before paying (paying waits for it); null when none. */
  proof: ProofReason | null;
  /** 'Signed in as …' under the billing email: proven by code in this checkout. */
  proven: boolean;
  mode: CheckoutMode;
  /** What the card form sells: the trial, or the plan at its full price. */
  sells: 'trial' | 'plan';
  notice: NoticeKind | null;
  /** The account's credits (the server's count once it answered, the session's until then); 0 for another address. */
  credits: number;
  /** 'Use 1 of your N credits' is offered (a report, the billing account signed in, credits left). */
  creditOffered: boolean;
}

/**
 * The offer's meaning for the checkout. Unknown (not asked yet, or the question failed) and an
 * address still to be proven show the trial; the server decides at payment either way.
 * `trialRefused`: create-subscription answered TRIAL_ALREADY_USED for this address, so the plan
 * is offered instead (docs/decisions.md#one-subscription).
 */
export function checkoutMode(offer: CheckoutOfferResponse | null, trialRefused: boolean): CheckoutMode {
  if (offer?.account === 'signed-in' && offer.offer === 'subscriber') return 'subscriber';
  if (offer?.account === 'signed-in' && offer.offer === 'plan') return 'plan';
  return trialRefused ? 'plan' : 'trial';
}

/** The billing address as the checkout compares it: the session's, else what was typed. */
export function billingAddressOf(facts: Pick<CheckoutFacts, 'session' | 'typed'>): { billingEmail: string; validEmail: string | null; signedInAsBilling: boolean } {
  const billingEmail = (facts.session?.email ?? facts.typed).trim().toLowerCase();
  const validEmail = isValidEmailAddress(billingEmail) ? billingEmail : null;
  return { billingEmail, validEmail, signedInAsBilling: validEmail !== null && facts.session?.email.toLowerCase() === validEmail };
}

/**
 * docs/decisions.md#billing-proof: the address needs its code when it has an account the buyer is
 * not signed in as, when it is the address being looked up, or when the server asked for it at
 * payment; 'account' unless only the lookup makes it needed.
 */
function proofFor(facts: CheckoutFacts, offer: CheckoutOfferResponse | null): ProofReason | null {
  const { validEmail, signedInAsBilling } = billingAddressOf(facts);
  if (!validEmail || signedInAsBilling) return null;
  const ownAddress = facts.kind === 'email' && facts.target !== null && validEmail === facts.target.trim().toLowerCase();
  const accountAsks = offer?.account === 'sign-in-required' || facts.refusals.proofForcedFor === validEmail;
  if (!accountAsks && !ownAddress) return null;
  return offer?.account === 'sign-in-required' || !ownAddress ? 'account' : 'own-address';
}

function trialRefused(facts: CheckoutFacts, validEmail: string | null): boolean {
  return facts.refusals.trialRefusedFor !== null && facts.refusals.trialRefusedFor === validEmail;
}

/**
 * The SECURE CHECKOUT's rules (docs/product.md#payment-stage; docs/decisions.md#prices-and-credits,
 * docs/decisions.md#billing-proof, docs/decisions.md#one-subscription): from what is known about
 * the buyer, the address and the offer, what the card shows and what it allows.
 */
export function decideCheckout(facts: CheckoutFacts): CheckoutDecision {
  const { billingEmail, validEmail, signedInAsBilling } = billingAddressOf(facts);
  const { offer, session, refusals } = facts;
  const mode = checkoutMode(offer, trialRefused(facts, validEmail));
  const credits = !signedInAsBilling || !session ? 0 : offer?.account === 'signed-in' ? offer.credits : session.credits;
  let panel: CheckoutPanel = 'card';
  if (facts.config !== 'ready') panel = facts.config === 'loading' ? 'loading' : 'config-error';
  else if (facts.openedSignedIn && signedInAsBilling && facts.checking && !offer) panel = 'checking-offer';
  else if (mode === 'subscriber' && offer?.account === 'signed-in') panel = 'subscriber';
  return {
    panel,
    card: facts.signInAs ? 'sign-in' : facts.payments ? 'form' : 'unpayable',
    billingEmail,
    validEmail,
    lockedEmail: session?.email ?? null,
    signedInAsBilling,
    proof: proofFor(facts, offer),
    proven: signedInAsBilling && refusals.provenFor === validEmail,
    mode,
    sells: mode === 'plan' ? 'plan' : 'trial',
    notice: refusals.notice && refusals.notice.email === validEmail ? refusals.notice.kind : null,
    credits,
    creditOffered: facts.target !== null && session !== null && credits > 0,
  };
}

/** What the card form charges today (docs/decisions.md#price-catalogue): the trial's fee, or the chosen plan's full price. */
export function cardPrice(catalogue: PriceCatalogue, plan: PlanChoice, sells: 'trial' | 'plan'): { amount: number; currency: Currency } {
  const currency = catalogue.displayCurrency;
  return { amount: sells === 'plan' ? catalogue.plans[plan].price[currency] : catalogue.trial.price[currency], currency };
}

const NOTICE_FOR: Record<CheckoutMode, NoticeKind> = { trial: 'changed', plan: 'planOffer', subscriber: 'subscriber' };

/** On submit, with the offer asked again: pay, go to the code proof, or show what changed instead. */
export type SubmitDecision = { action: 'pay' } | { action: 'proof' } | { action: 'changed'; refusals: CheckoutRefusals };

export function decideSubmit(facts: CheckoutFacts, fresh: CheckoutOfferResponse | null): SubmitDecision {
  if (proofFor(facts, fresh)) return { action: 'proof' };
  const { validEmail } = billingAddressOf(facts);
  const before = checkoutMode(facts.offer, trialRefused(facts, validEmail));
  const next = checkoutMode(fresh, trialRefused(facts, validEmail));
  if (!fresh || next === before) return { action: 'pay' };
  const notice = validEmail ? { email: validEmail, kind: NOTICE_FOR[next] } : facts.refusals.notice;
  return { action: 'changed', refusals: { ...facts.refusals, notice } };
}

/** A refusal the checkout answers itself: what it remembers, and whether it asks the offer again or moves to the code. */
export interface RefusalDecision {
  refusals: CheckoutRefusals;
  refresh: boolean;
  focusProof: boolean;
}

/**
 * create-subscription refused with `code` (nothing was charged): TRIAL_ALREADY_USED offers the plan,
 * SIGN_IN_REQUIRED asks for the code proof, SUBSCRIPTION_EXISTS shows the subscriber's purchase.
 * Null: not the checkout's to answer (the form shows the payment problem).
 */
export function decideRefusal(facts: CheckoutFacts, code: string): RefusalDecision | null {
  const { validEmail } = billingAddressOf(facts);
  if (!validEmail) return null;
  const { refusals } = facts;
  switch (code) {
    case 'TRIAL_ALREADY_USED':
      return { refusals: { ...refusals, trialRefusedFor: validEmail, notice: { email: validEmail, kind: 'trialUsed' } }, refresh: false, focusProof: false };
    case 'SIGN_IN_REQUIRED':
      return { refusals: { ...refusals, proofForcedFor: validEmail }, refresh: true, focusProof: true };
    case 'SUBSCRIPTION_EXISTS':
      return { refusals: { ...refusals, notice: { email: validEmail, kind: 'subscriber' } }, refresh: true, focusProof: false };
    default:
      return null;
  }
}
