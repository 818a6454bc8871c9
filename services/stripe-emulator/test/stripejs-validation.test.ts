import { brandOf, checkCard, checkExpiry, firstError, formatExpiry, formatNumber, cardDetails } from '../src/stripejs/browser/card-validation';
import { formEncode } from '../src/stripejs/browser/form-encode';

// The stand-in's pure browser modules, checked without a browser.
describe('Stripe.js stand-in: card checks', () => {
  const now = new Date(2030, 5, 15);
  const input = (number: string, expiry = '12 / 34', cvc = '123', postalCode = '') => ({ number, expiry, cvc, postalCode });

  it('detects brands and formats numbers and expiry dates as Elements does', () => {
    expect(brandOf('4242')).toBe('visa');
    expect(brandOf('5555')).toBe('mastercard');
    expect(brandOf('3782')).toBe('amex');
    expect(formatNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1234')).toBe('12 / 34');
  });

  it('reports incomplete fields only when left or submitted, impossible ones at once', () => {
    const partial = checkCard(input('4242', '', '', ''), { postalCode: false, now });
    expect(partial).toMatchObject({ brand: 'visa', empty: false, complete: false });
    expect(firstError(partial, { submit: false, left: () => false })).toBeUndefined();
    expect(firstError(partial, { submit: false, left: (field) => field === 'number' })).toBe('incomplete_number');
    expect(firstError(partial, { submit: true, left: () => false })).toBe('incomplete_number');
    expect(firstError(checkCard(input('4242424242424241'), { postalCode: false, now }), { submit: false, left: () => false })).toBe('invalid_number');
    expect(checkExpiry('12 / 29', now)).toEqual({ state: 'invalid', code: 'invalid_expiry_year_past' });
    expect(checkExpiry('05 / 30', now)).toEqual({ state: 'invalid', code: 'invalid_expiry_month_past' });
    expect(checkExpiry('13', now)).toEqual({ state: 'invalid', code: 'invalid_expiry_month' });
    const amexShortCvc = checkCard(input('378282246310005', '12 / 34', '123'), { postalCode: false, now });
    expect(firstError(amexShortCvc, { submit: true, left: () => false })).toBe('incomplete_cvc');
    const noZip = checkCard(input('4242424242424242'), { postalCode: true, now });
    expect(firstError(noZip, { submit: true, left: () => false })).toBe('incomplete_zip');
    expect(checkCard(input('4242 4242 4242 4242'), { postalCode: false, now }).complete).toBe(true);
    expect(cardDetails(input('4242 4242 4242 4242'))).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' });
  });

  it('form-encodes nested parameters with brackets, as Stripe.js sends them', () => {
    expect(formEncode({ key: 'pk_test_1', payment_method_data: { type: 'card', card: { number: '4242' }, billing_details: { name: 'A B', email: undefined } }, expand: ['payment_method'] })).toBe(
      'key=pk_test_1&payment_method_data%5Btype%5D=card&payment_method_data%5Bcard%5D%5Bnumber%5D=4242&payment_method_data%5Bbilling_details%5D%5Bname%5D=A%20B&expand%5B0%5D=payment_method',
    );
  });
});
