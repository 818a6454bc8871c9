import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { resetToasts } from '@mailscout/ui';
import { callsTo, json, mockApi, renderMarketing } from './render-marketing';

beforeEach(() => {
  publicConfigStore.reset();
  resetToasts();
});

async function searchFor(text: string, language: 'en' | 'de' = 'en') {
  await i18n.changeLanguage(language);
  const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: '' }) });
  const user = userEvent.setup();
  await renderMarketing();
  await user.type(screen.getByRole('textbox', { name: language === 'en' ? 'Email address' : 'E-Mail-Adresse' }), text);
  await user.keyboard('{Enter}');
  await act(async () => undefined);
  return fetchMock;
}

// docs/decisions.md#international-addresses
describe('home search: international addresses', () => {
  it.each(['joerg@müller.de', 'joerg@xn--mller-kva.de'])('looks up %s in its canonical form and shows it in Unicode in the funnel', async (typed) => {
    const fetchMock = await searchFor(typed);
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'joerg@xn--mller-kva.de' }]);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/email-scan?email=${encodeURIComponent('joerg@müller.de')}`);
  });

  it('says why an address with a letter beyond ASCII before the @ is refused, nothing asked', async () => {
    const fetchMock = await searchFor('jörg@müller.de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Addresses with letters such as ö or é before the @ cannot be looked up; after the @ (müller.de) they can.');
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([]);
  });

  it('in German', async () => {
    await searchFor('jörg@müller.de', 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adressen mit Buchstaben wie ö oder é vor dem @ können wir nicht nachschlagen');
  });
});
