import { screen } from '@testing-library/react';
import { callsTo, json, location, mockApi, renderFunnel, resetPage, settle } from './render-funnel';

beforeEach(resetPage);
afterEach(() => jest.useRealTimers());

// docs/decisions.md#international-addresses: an address at a Unicode domain goes through the funnel as people read it.
describe('the funnel with an international domain', () => {
  it('keeps joerg@müller.de, shows it in Unicode and asks the lookup for it', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    renderFunnel([`/email-scan?email=${encodeURIComponent('Joerg@Müller.de')}`]);
    await settle();
    expect(location()).toMatch(/^\/email-scan\?/);
    expect(screen.getByText('joerg@müller.de')).toBeInTheDocument();
    // The API stores and compares the punycode form (its Email schema turns one into the other).
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'joerg@müller.de' }]);
  });
});
