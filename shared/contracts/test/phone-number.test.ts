import { checkPhoneNumber, formatPhoneNumber, phoneRegionForLanguage } from '../src/phone-number';

// docs/decisions.md#phone-numbers: one check for the home form, the funnel and the API.
describe('checkPhoneNumber', () => {
  it.each([
    ['+44 20 7946 0123', 'GB', '+442079460123', '+44 20 7946 0123'],
    ['0044 (0)20 7946-0123', 'DE', '+442079460123', '+44 20 7946 0123'],
    ['020 7946 0123', 'GB', '+442079460123', '+44 20 7946 0123'],
    ['07911 123456', 'GB', '+447911123456', '+44 7911 123456'],
    ['030 901820', 'DE', '+4930901820', '+49 30 901820'],
    ['0151 23456789', 'DE', '+4915123456789', '+49 1512 3456789'],
  ] as const)('accepts %s (read in %s) as %s', (typed, region, e164, international) => {
    expect(checkPhoneNumber(typed, region)).toEqual({ ok: true, e164, international });
  });

  it('reads a national number in the region of the language', () => {
    expect(checkPhoneNumber('030 901820', phoneRegionForLanguage('de'))).toMatchObject({ ok: true, e164: '+4930901820' });
    expect(checkPhoneNumber('020 7946 0123', phoneRegionForLanguage('en'))).toMatchObject({ ok: true, e164: '+442079460123' });
  });

  it('refuses a UK drama-range number as unallocated, saying how it was read', () => {
    expect(checkPhoneNumber('07700 900101', 'GB')).toEqual({
      ok: false,
      reason: 'unallocated',
      national: true,
      read: { international: '+44 7700 900101', callingCode: '44' },
    });
    expect(checkPhoneNumber('+44 7700 900101', 'DE')).toMatchObject({ ok: false, reason: 'unallocated', national: false });
  });

  it.each(['', '   '])('asks for a number when nothing is typed (%j)', (typed) => {
    expect(checkPhoneNumber(typed)).toEqual({ ok: false, reason: 'required', national: false });
  });

  it.each(['123', 'call 020 7946 0123', '+44 20 7946 0123 ext. 5', '1'.repeat(60), '+44 20 7946 0123 456 789'])('refuses %j as no phone number', (typed) => {
    expect(checkPhoneNumber(typed, 'GB')).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('phoneRegionForLanguage', () => {
  it.each([
    ['de', 'DE'],
    ['de-AT', 'DE'],
    ['en', 'GB'],
    ['en-US', 'GB'],
    [undefined, 'GB'],
  ] as const)('%s → %s', (language, region) => {
    expect(phoneRegionForLanguage(language)).toBe(region);
  });
});

describe('formatPhoneNumber', () => {
  it('shows an E.164 number grouped as its country writes it', () => {
    expect(formatPhoneNumber('+447700900101')).toBe('+44 7700 900101');
    expect(formatPhoneNumber('+4930901820')).toBe('+49 30 901820');
  });

  it('shows text that is no number unchanged', () => {
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });
});
