import { EMAIL_CASES, EMPTY_EMAIL_INPUTS } from '../../shared/contracts/test/email-address-cases';
import { validateEmail } from '@mailscout/contracts';

// docs/product.md#validation: the login, opt-out and cancel forms check addresses with validateEmail, which
// must give the shared table's verdict (and the canonical address the API will use).
describe('validateEmail (login, opt-out) and the address table', () => {
  it.each(EMAIL_CASES.map((c) => [c.why, c] as const))('%s', (_why, { input, canonical }) => {
    expect(validateEmail(input)).toEqual(canonical ? { ok: true, email: canonical } : { ok: false, error: 'invalid' });
  });

  it.each(EMPTY_EMAIL_INPUTS)('%j is required', (input) => {
    expect(validateEmail(input)).toEqual({ ok: false, error: 'required' });
  });
});
