import { testPublicConfig } from '@mailscout/test-kit/fixtures';
import { cardFormProblems, firstProblem } from '../../src/flow/card-form-rules';
import { subscriberOffer, subscriberPay } from '../../src/flow/subscriber-purchase-rules';

// The card form's and the subscriber's purchase rules without React (docs/product.md#validation,
// docs/decisions.md#saved-card): each row one rule.

const { catalogue } = testPublicConfig();
const currency = catalogue.displayCurrency;
const present = <T,>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the test catalogue lacks it');
  return value;
};
const firstPack = present(catalogue.packs[0]);
const FILLED = { billingEmail: 'buyer@example.com', nameOnCard: 'Jane Buyer', agreed: true };

describe('cardFormProblems', () => {
  it.each<[string, Partial<typeof FILLED>, ReturnType<typeof cardFormProblems>, string | null]>([
    ['a filled form has none', {}, {}, null],
    ['an empty billing email is required', { billingEmail: '' }, { email: 'required' }, 'email'],
    ['blanks alone are empty', { billingEmail: '   ' }, { email: 'required' }, 'email'],
    ['a non-address is invalid', { billingEmail: 'buyer@' }, { email: 'invalidEmail' }, 'email'],
    ['surrounding blanks are no problem', { billingEmail: ' Buyer@Example.com ' }, {}, null],
    ['the name on the card is required', { nameOnCard: ' ' }, { name: 'required' }, 'name'],
    ['the terms must be ticked', { agreed: false }, { terms: 'termsRequired' }, 'terms'],
    ['every problem at once, focus on the first in the form', { billingEmail: '', nameOnCard: '', agreed: false }, { email: 'required', name: 'required', terms: 'termsRequired' }, 'email'],
    ['name and terms: focus on the name', { nameOnCard: '', agreed: false }, { name: 'required', terms: 'termsRequired' }, 'name'],
  ])('%s', (_name, over, problems, first) => {
    const found = cardFormProblems({ ...FILLED, ...over });
    expect(found).toEqual(problems);
    expect(firstProblem(found)).toBe(first);
  });
});

describe('the subscriber’s purchase', () => {
  it('offers the packs the purchase route sells, the smallest first, and the monthly plan only on weekly', () => {
    const onWeekly = subscriberOffer(catalogue, true);
    expect(onWeekly.packs.map((pack) => pack.id)).toEqual(['pack_10', 'pack_25', 'pack_50'].filter((id) => catalogue.packs.some((pack) => pack.id === id)));
    expect(onWeekly.packs.length).toBeGreaterThan(0);
    expect(onWeekly.initial).toBe(present(onWeekly.packs[0]).id);
    expect(onWeekly.monthly).toBe(true);
    expect(subscriberOffer(catalogue, false).monthly).toBe(false);
  });

  it('leaves out a pack the purchase route does not sell', () => {
    const extra = { ...catalogue, packs: [{ ...firstPack, id: 'pack_pdf' }, ...catalogue.packs] };
    expect(subscriberOffer(extra, false).packs.map((pack) => pack.id)).not.toContain('pack_pdf');
  });

  it('chooses the monthly plan when no pack is sold', () => {
    expect(subscriberOffer({ ...catalogue, packs: [{ ...firstPack, id: 'pack_pdf' }] }, true).initial).toBe('monthly');
  });

  const offer = subscriberOffer(catalogue, true);
  const pack = present(offer.packs[0]);
  it.each<[string, 'monthly' | 'pack', boolean, ReturnType<typeof subscriberPay>]>([
    ['a pack with the saved card', 'pack', true, { amount: pack.price[currency], label: 'payPack', note: 'packNote', blocked: false }],
    ['a pack without a saved card cannot be paid', 'pack', false, { amount: pack.price[currency], label: 'payPackNoCard', note: 'packNote', blocked: true }],
    ['the monthly plan at its price', 'monthly', true, { amount: catalogue.plans.monthly.price[currency], label: 'payMonthly', note: 'monthlyNote', blocked: false }],
    ['the monthly plan without a card cannot be paid', 'monthly', false, { amount: catalogue.plans.monthly.price[currency], label: 'payMonthly', note: 'monthlyNote', blocked: true }],
  ])('%s', (_name, chosen, hasCard, expected) => {
    expect(subscriberPay(catalogue, offer, chosen === 'monthly' ? 'monthly' : pack.id, hasCard)).toEqual(expected);
  });
});
