import { displayEmailAddress, Email, hasUnicodeLocalPart, normaliseEmailAddress } from '../src';

// docs/decisions.md#international-addresses
describe('international addresses', () => {
  it.each(['joerg@müller.de', 'Joerg@MÜLLER.de', 'joerg@xn--mller-kva.de', '  joerg@müller.de '])('%j: one canonical form, shown in Unicode', (typed) => {
    expect(normaliseEmailAddress(typed)).toBe('joerg@xn--mller-kva.de');
    expect(displayEmailAddress(typed)).toBe('joerg@müller.de');
    expect(Email.parse(typed)).toBe('joerg@xn--mller-kva.de');
  });

  it.each(['jörg@müller.de', 'jörg@xn--mller-kva.de', 'josé@example.com'])('refuses %j for its local part, and can say so', (typed) => {
    expect(normaliseEmailAddress(typed)).toBeNull();
    expect(displayEmailAddress(typed)).toBeNull();
    expect(Email.safeParse(typed).success).toBe(false);
    expect(hasUnicodeLocalPart(typed)).toBe(true);
  });

  it.each(['jane@example', 'joerg@müller.de', 'no-at-sign', 'ja\u200bne@example.com', 'ja\u0000ne@example.com', '\ud800@example.com', '\ufeffjane@example.com'])('%j is not refused for its local part', (typed) => {
    expect(hasUnicodeLocalPart(typed)).toBe(false);
  });
});
