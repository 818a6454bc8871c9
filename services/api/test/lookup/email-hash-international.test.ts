import { emailHasher, normaliseEmail } from '../../src/store/email-hash';

// docs/decisions.md#international-addresses: one address for every hash and suppression check, however it was written.
describe('the API’s one form of an address', () => {
  it('takes a Unicode domain and its punycode form as the same address', () => {
    const hash = emailHasher('s'.repeat(48));
    expect(normaliseEmail('Joerg@Müller.de')).toBe('joerg@xn--mller-kva.de');
    expect(hash('joerg@müller.de')).toBe(hash('JOERG@xn--mller-kva.de'));
    expect(hash('joerg@müller.de')).not.toBe(hash('joerg@mueller.de'));
  });

  it('keeps text that is no address trimmed and lower-cased, as before', () => {
    expect(normaliseEmail('  Not An Address ')).toBe('not an address');
  });
});
