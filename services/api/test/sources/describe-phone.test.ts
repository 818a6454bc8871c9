import { describePhone } from '../../src/sources/phone/describe-phone';

describe('phone numbers described offline (docs/decisions.md#phone-lookups)', () => {
  it('reads a UK mobile number in national form', () => {
    expect(describePhone('07400 123456')).toMatchObject({ valid: true, e164: '+447400123456', country: 'GB', lineType: 'MOBILE', carrier: null });
  });

  it('reads international numbers and their line type', () => {
    expect(describePhone('+49 30 901820')).toMatchObject({ valid: true, country: 'DE', lineType: 'FIXED_LINE' });
    expect(describePhone('+43 664 1234567')).toMatchObject({ valid: true, country: 'AT', lineType: 'MOBILE' });
  });

  it.each(['', 'not a number', '+44 12', '+999 123456789'])('refuses %p', (input) => {
    expect(describePhone(input)).toEqual({ valid: false, e164: null, country: null, lineType: null, international: null, carrier: null });
  });
});
