import type { CheckoutOfferResponse } from '@mailscout/contracts';
import { cardPrice, checkoutMode, decideCheckout, decideRefusal, decideSubmit, NO_REFUSALS, type CheckoutDecision, type CheckoutFacts } from '../../src/flow/decide-checkout';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

// The checkout's rules without React (docs/product.md#payment-stage, docs/decisions.md#billing-proof,
// docs/decisions.md#one-subscription): each row one rule, each a case that fails when the rule changes.

const { catalogue } = testPublicConfig();
const TARGET = 'jane@example.com';
const BUYER = 'buyer@example.com';

const NEW: CheckoutOfferResponse = { account: 'new', offer: 'trial' };
const SIGN_IN: CheckoutOfferResponse = { account: 'sign-in-required' };
const signedIn = (offer: 'trial' | 'plan' | 'subscriber', credits = 0): CheckoutOfferResponse => ({
  account: 'signed-in',
  offer,
  credits,
  plan: offer === 'subscriber' ? 'weekly' : null,
  canChangeToMonthly: offer === 'subscriber',
  card: null,
});

const facts = (over: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  kind: 'email',
  target: TARGET,
  session: null,
  openedSignedIn: false,
  typed: BUYER,
  offer: null,
  checking: false,
  refusals: NO_REFUSALS,
  config: 'ready',
  payments: true,
  signInAs: null,
  ...over,
});

const session = (email = BUYER, credits = 0) => ({ email, credits });

describe('decideCheckout', () => {
  const cases: [string, Partial<CheckoutFacts>, Partial<CheckoutDecision>][] = [
    // What the card's body is.
    ['the configuration still loading shows the spinner', { config: 'loading' }, { panel: 'loading' }],
    ['a configuration that failed shows the retry', { config: 'error' }, { panel: 'config-error' }],
    ['a buyer signed in from the start waits for the offer', { session: session(), openedSignedIn: true, checking: true }, { panel: 'checking-offer' }],
    ['a buyer who signed in inside the checkout keeps the card form while the offer is asked', { session: session(), checking: true }, { panel: 'card' }],
    ['an offer that answered ends the wait', { session: session(), openedSignedIn: true, checking: true, offer: signedIn('trial') }, { panel: 'card', mode: 'trial' }],
    ['a subscriber gets the saved-card purchase, never a second trial', { session: session(), offer: signedIn('subscriber') }, { panel: 'subscriber', mode: 'subscriber' }],
    ['an unknown offer shows the trial', {}, { panel: 'card', mode: 'trial', sells: 'trial' }],
    ['an account that had its trial is offered the plan', { session: session(), offer: signedIn('plan') }, { mode: 'plan', sells: 'plan' }],
    ['TRIAL_ALREADY_USED for this address offers the plan', { refusals: { ...NO_REFUSALS, trialRefusedFor: BUYER } }, { mode: 'plan', sells: 'plan' }],
    ['TRIAL_ALREADY_USED for another address does not', { refusals: { ...NO_REFUSALS, trialRefusedFor: 'other@example.com' } }, { mode: 'trial' }],
    // Below the order summary.
    ['paid while signed out shows the sign-in prompt', { signInAs: BUYER }, { card: 'sign-in' }],
    ['no payment provider: nothing can be paid', { payments: false }, { card: 'unpayable' }],
    ['otherwise the card form', {}, { card: 'form' }],
    // The billing address.
    ['the typed address, trimmed and lower-cased', { typed: '  Buyer@Example.COM ' }, { billingEmail: BUYER, validEmail: BUYER, lockedEmail: null }],
    ['a typed non-address is no billing address yet', { typed: 'buyer@' }, { validEmail: null, proof: null }],
    ['a session fixes the billing email to its own', { session: session('Me@Example.com'), typed: BUYER }, { billingEmail: 'me@example.com', lockedEmail: 'Me@Example.com', signedInAsBilling: true }],
    // The code proof (docs/decisions.md#billing-proof).
    ['a new address needs no proof', { offer: NEW }, { proof: null }],
    ['an address with an account needs its code', { offer: SIGN_IN }, { proof: 'account' }],
    ['the looked-up address needs its code', { typed: 'Jane@Example.com', offer: NEW }, { proof: 'own-address' }],
    ['the looked-up address with an account: the account is the reason', { typed: TARGET, offer: SIGN_IN }, { proof: 'account' }],
    ['a phone report never makes the address its own', { kind: 'phone', target: '+4915123456789', typed: BUYER, offer: NEW }, { proof: null }],
    ['a sign-up (no target) never makes the address its own', { target: null, typed: TARGET, offer: NEW }, { proof: null }],
    ['SIGN_IN_REQUIRED at payment asks for the code for that address', { offer: NEW, refusals: { ...NO_REFUSALS, proofForcedFor: BUYER } }, { proof: 'account' }],
    ['signed in as the billing address: no proof', { session: session(TARGET), offer: signedIn('trial') }, { proof: null }],
    ['proven inside this checkout: the "Signed in as" note', { session: session(), offer: signedIn('trial'), refusals: { ...NO_REFUSALS, provenFor: BUYER } }, { proven: true }],
    ['proven for another address: no note', { session: session(), refusals: { ...NO_REFUSALS, provenFor: 'other@example.com' } }, { proven: false }],
    // Notices, each bound to its address.
    ['a notice for this address is shown', { refusals: { ...NO_REFUSALS, notice: { email: BUYER, kind: 'trialUsed' } } }, { notice: 'trialUsed' }],
    ['a notice for another address is not', { refusals: { ...NO_REFUSALS, notice: { email: 'other@example.com', kind: 'trialUsed' } } }, { notice: null }],
    // Credits (docs/decisions.md#prices-and-credits).
    ['the server’s count once it answered', { session: session(BUYER, 1), offer: signedIn('trial', 3) }, { credits: 3, creditOffered: true }],
    ['the session’s count until then', { session: session(BUYER, 2) }, { credits: 2, creditOffered: true }],
    ['no credits, no credit offered', { session: session(BUYER, 0), offer: signedIn('trial', 0) }, { credits: 0, creditOffered: false }],
    ['a sign-up has no report to use a credit on', { target: null, session: session(BUYER, 2) }, { credits: 2, creditOffered: false }],
    ['signed out: no credits', { typed: BUYER }, { credits: 0, creditOffered: false }],
  ];

  it.each(cases)('%s', (_name, over, expected) => {
    expect(decideCheckout(facts(over))).toMatchObject(expected);
  });
});

describe('checkoutMode', () => {
  it.each<[CheckoutOfferResponse | null, boolean, string]>([
    [null, false, 'trial'],
    [null, true, 'plan'],
    [NEW, false, 'trial'],
    [SIGN_IN, false, 'trial'],
    [signedIn('plan'), false, 'plan'],
    [signedIn('subscriber'), true, 'subscriber'],
  ])('offer %j, trial refused %s → %s', (offer, refused, mode) => {
    expect(checkoutMode(offer, refused)).toBe(mode);
  });
});

describe('decideSubmit: the offer asked again on submit', () => {
  it.each<[string, Partial<CheckoutFacts>, CheckoutOfferResponse | null, ReturnType<typeof decideSubmit>['action'], string | null]>([
    ['the same offer pays', { offer: NEW }, NEW, 'pay', null],
    ['an unanswered question pays (the server decides)', { offer: NEW }, null, 'pay', null],
    ['an account found now goes to the code', { offer: NEW }, SIGN_IN, 'proof', null],
    ['the looked-up address goes to the code', { typed: TARGET, offer: NEW }, NEW, 'proof', null],
    ['the plan offered now says so', { session: session(), offer: signedIn('trial') }, signedIn('plan'), 'changed', 'planOffer'],
    ['a subscription found now says so', { session: session(), offer: signedIn('trial') }, signedIn('subscriber'), 'changed', 'subscriber'],
    ['back to the trial says it changed', { session: session(), offer: signedIn('plan') }, NEW, 'changed', 'changed'],
  ])('%s', (_name, over, fresh, action, notice) => {
    const decided = decideSubmit(facts(over), fresh);
    expect(decided.action).toBe(action);
    if (decided.action === 'changed') expect(decided.refusals.notice).toEqual({ email: BUYER, kind: notice });
  });
});

describe('decideRefusal: what create-subscription refused', () => {
  it('TRIAL_ALREADY_USED offers the plan and says why, without asking again', () => {
    expect(decideRefusal(facts(), 'TRIAL_ALREADY_USED')).toEqual({
      refusals: { ...NO_REFUSALS, trialRefusedFor: BUYER, notice: { email: BUYER, kind: 'trialUsed' } },
      refresh: false,
      focusProof: false,
    });
  });

  it('SIGN_IN_REQUIRED asks for the code and the offer again', () => {
    expect(decideRefusal(facts(), 'SIGN_IN_REQUIRED')).toEqual({ refusals: { ...NO_REFUSALS, proofForcedFor: BUYER }, refresh: true, focusProof: true });
  });

  it('SUBSCRIPTION_EXISTS says the account subscribes and asks the offer again', () => {
    expect(decideRefusal(facts(), 'SUBSCRIPTION_EXISTS')).toEqual({ refusals: { ...NO_REFUSALS, notice: { email: BUYER, kind: 'subscriber' } }, refresh: true, focusProof: false });
  });

  it.each([
    ['another code is the form’s to show', facts(), 'CARD_DECLINED'],
    ['without a billing address nothing is remembered', facts({ typed: 'buyer@' }), 'TRIAL_ALREADY_USED'],
  ])('%s', (_name, given, code) => {
    expect(decideRefusal(given, code)).toBeNull();
  });
});

describe('cardPrice', () => {
  it('charges the trial fee for the trial and the plan’s price for the plan', () => {
    const currency = catalogue.displayCurrency;
    expect(cardPrice(catalogue, 'weekly', 'trial')).toEqual({ amount: catalogue.trial.price[currency], currency });
    expect(cardPrice(catalogue, 'monthly', 'plan')).toEqual({ amount: catalogue.plans.monthly.price[currency], currency });
    expect(catalogue.trial.price[currency]).not.toBe(catalogue.plans.monthly.price[currency]);
  });
});
