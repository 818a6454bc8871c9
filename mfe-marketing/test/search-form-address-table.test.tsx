import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { resetToasts } from '@mailscout/ui';
import { TYPEABLE_EMAIL_CASES } from '../../shared/contracts/test/email-address-cases';
import { hasUnicodeLocalPart, validateEmail as validateSearchEmail } from '@mailscout/contracts';
import { callsTo, json, mockApi, renderMarketing } from './render-marketing';

beforeEach(async () => {
  publicConfigStore.reset();
  resetToasts();
  await i18n.changeLanguage('en');
});

const cases = TYPEABLE_EMAIL_CASES.map((c) => [c.why, c] as const);

// docs/product.md#validation: the home form gives the shared table's verdict, as the API and the funnel do.
describe('the home search form and the address table', () => {
  it.each(cases)('%s', async (_why, { input, canonical }) => {
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    await renderMarketing();
    fireEvent.change(screen.getByPlaceholderText('Enter an email address to look up'), { target: { value: input } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Now' }));
    if (canonical) {
      await waitFor(() => expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: canonical }]));
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    } else {
      // docs/decisions.md#international-addresses: a letter such as ä before the @ gets its own reason.
      const reason = hasUnicodeLocalPart(input) ? 'Addresses with letters such as ö or é before the @ cannot be looked up' : 'Please enter a valid email address';
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(callsTo(fetchMock, '/api/email-lookup')).toHaveLength(0);
    }
  });

  it.each(cases)('validateSearchEmail: %s', (_why, { input, canonical }) => {
    expect(validateSearchEmail(input)).toEqual(canonical ? { ok: true, email: canonical } : { ok: false, error: 'invalid' });
  });
});
