import { act, screen } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { renderWithProviders } from '@mailscout/test-kit/web';
import { LatestResultsTicker } from '../src/ticker/latest-results-ticker';
import { json, mockApi } from './render-marketing';

/** Three lookups of company addresses at .com, as the demo makes them: the counts are what tell them apart. */
const feed = [
  { id: 'id-a', maskedEmail: '•••@•••.com', provider: 'other', period: 'today', sourcesWithData: 4, sourcesAsked: 9, lookups: 3 },
  { id: 'id-b', maskedEmail: '•••@•••.com', provider: 'other', period: 'today', sourcesWithData: 0, sourcesAsked: 9, lookups: 1 },
  { id: 'id-c', maskedEmail: '•••@•••.com', provider: 'other', period: 'this-week', sourcesWithData: 1, sourcesAsked: 1, lookups: 1 },
  // A server that sends no counts: no line is made up for it.
  { id: 'id-d', maskedEmail: '•••@gmail.com', provider: 'gmail', period: 'this-week' },
];

async function renderTicker() {
  mockApi({ '/api/recent-lookups': () => json({ items: feed }) });
  renderWithProviders(<LatestResultsTicker />, { router: false });
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
  return screen.getAllByTestId('ticker-item').map((item) => item.querySelector('.mk-ticker__details')?.textContent ?? null);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// docs/decisions.md#ticker: rows are told apart by what the real lookups found, never by invented detail.
describe('latest-results ticker: what each lookup found', () => {
  it('says how many sources found something and how often the address was looked up', async () => {
    await i18n.changeLanguage('en');
    expect(await renderTicker()).toEqual(['results from 4 of 9 sources · looked up 3 times', 'no results from 9 sources', 'results from 1 of 1 source', null]);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    expect(await renderTicker()).toEqual(['Treffer aus 4 von 9 Quellen · 3-mal gesucht', 'keine Treffer aus 9 Quellen', 'Treffer aus 1 von 1 Quelle', null]);
  });
});
