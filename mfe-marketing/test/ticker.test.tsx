import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { renderWithProviders } from '@mailscout/test-kit/web';
import { LatestResultsTicker } from '../src/ticker/latest-results-ticker';
import { TICKER_REFRESH_MS } from '../src/ticker/use-recent-lookups';
import { json, mockApi } from './render-marketing';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const providers = ['gmail', 'outlook', 'yahoo', 'other'] as const;
const domains = ['gmail.com', 'outlook.com', 'yahoo.com', '•••.de'];

/**
 * Twelve feed entries as the server sends them, newest first: opaque ids, the local part fully
 * masked, a company's domain hidden, and only a coarse period (the first five today).
 */
const feed = Array.from({ length: 12 }, (_, index) => ({
  id: `id-${String.fromCharCode(97 + index)}`,
  maskedEmail: `•••@${domains[index % 4]}`,
  provider: providers[index % 4],
  period: index < 5 ? ('today' as const) : ('this-week' as const),
}));

const renderTicker = () =>
  renderWithProviders(<LatestResultsTicker />, { router: false });

/** Lets the mocked feed's promise chain settle inside one act (timers are fake, so no setTimeout). */
async function flush(advanceMs = 0) {
  await act(async () => {
    if (advanceMs) jest.advanceTimersByTime(advanceMs);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

const items = () => screen.getAllByTestId('ticker-item');
const emails = () => items().map((item) => item.querySelector('.mk-ticker__email')?.textContent);
const periods = () => items().map((item) => item.querySelector('.mk-ticker__period')?.textContent);
const rowsOf = (entries: readonly { maskedEmail: string }[]) => entries.map((entry) => entry.maskedEmail);

beforeEach(async () => {
  jest.useFakeTimers({ now: NOW });
  await i18n.changeLanguage('en');
});
afterEach(() => jest.useRealTimers());

describe('latest-results ticker (docs/product.md#data, docs/product.md#constants; docs/decisions.md#ticker)', () => {
  it('shows 8 real entries with provider icon and period; the newer ones arrive one by one every 5 s in the server’s order', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: feed }) });
    renderTicker();
    await flush();
    expect(items()).toHaveLength(8);
    // The oldest eight first (feed[4] … feed[11]), newest of them on top; the four newer ones are still to come.
    expect(emails()).toEqual(rowsOf(feed.slice(4)));
    expect(periods()).toEqual(['today', ...Array(7).fill('this week')]);
    const first = items()[0]!;
    expect(within(first).getByRole('img', { name: 'Gmail' })).toBeInTheDocument();
    expect(within(items()[3]!).getByRole('img', { name: 'Other email provider' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4999));
    expect(periods()).toEqual(['today', ...Array(7).fill('this week')]);
    act(() => jest.advanceTimersByTime(1));
    // feed[3] (•••@•••.de, today) joined the top; feed[11] left.
    expect(emails()[0]).toBe('•••@•••.de');
    expect(periods().slice(0, 2)).toEqual(['today', 'today']);
    expect(items()).toHaveLength(8);

    act(() => jest.advanceTimersByTime(15_000));
    expect(emails()).toEqual(rowsOf(feed.slice(0, 8)));
    expect(periods()).toEqual([...Array(5).fill('today'), ...Array(3).fill('this week')]);
    // Nothing more to show: the list stays as it is.
    act(() => jest.advanceTimersByTime(10_000));
    expect(emails()).toEqual(rowsOf(feed.slice(0, 8)));
  });

  it('shows no exact time and nothing of the local part', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: feed.slice(0, 8) }) });
    const { container } = renderTicker();
    await flush();
    expect(container.querySelector('time')).toBeNull();
    expect(container).not.toHaveTextContent(/\d{1,2}:\d{2}|ago|min|hour/i);
    for (const email of emails()) expect(email).toMatch(/^•••@/);
  });

  it('in German: heute / diese Woche', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/recent-lookups': () => json({ items: [feed[0], feed[3], feed[5], feed[7]] }) });
    renderTicker();
    await flush();
    expect(screen.getByRole('heading', { name: 'Neueste Ergebnisse' })).toBeInTheDocument();
    expect(periods()).toEqual(['heute', 'heute', 'diese Woche', 'diese Woche']);
    expect(emails()).toEqual(['•••@gmail.com', '•••@•••.de', '•••@outlook.com', '•••@•••.de']);
    expect(within(items()[1]!).getByRole('img', { name: 'Anderer E-Mail-Anbieter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktualisierung anhalten' })).toBeInTheDocument();
  });

  it('pausing stops the updates (WCAG 2.2.2)', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: feed }) });
    renderTicker();
    await flush();
    const pause = screen.getByRole('button', { name: 'Pause updates' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(20_000));
    expect(emails()[0]).toBe('•••@gmail.com');
    fireEvent.click(pause);
    act(() => jest.advanceTimersByTime(5000));
    expect(emails()[0]).toBe('•••@•••.de');
  });

  it('picks up lookups completed later from the refreshed feed, told apart by id and the server’s order', async () => {
    let served = feed.slice(0, 8);
    mockApi({ '/api/recent-lookups': () => json({ items: served }) });
    renderTicker();
    await flush();
    expect(emails()[0]).toBe('•••@gmail.com');
    // Two new lookups on top; an unknown entry below the known ones is older and is not replayed;
    // an entry that is a day older now reads 'this week'.
    const newer = [
      { id: 'new-2', maskedEmail: '•••@yahoo.de', provider: 'yahoo' as const, period: 'today' as const },
      { id: 'new-1', maskedEmail: '•••@•••.com', provider: 'other' as const, period: 'today' as const },
    ];
    const older = { id: 'older', maskedEmail: '•••@hotmail.com', provider: 'outlook' as const, period: 'this-week' as const };
    served = [...newer, ...feed.slice(0, 7).map((entry) => (entry.id === 'id-a' ? { ...entry, period: 'this-week' as const } : entry)), older];
    await flush(TICKER_REFRESH_MS);
    // The refresh ran after twelve steps: the two new ones arrive at the next two steps, oldest first.
    expect(emails()[0]).toBe('•••@gmail.com');
    expect(periods()[0]).toBe('this week');
    act(() => jest.advanceTimersByTime(5000));
    expect(emails()[0]).toBe('•••@•••.com');
    act(() => jest.advanceTimersByTime(5000));
    expect(emails().slice(0, 3)).toEqual(['•••@yahoo.de', '•••@•••.com', '•••@gmail.com']);
    act(() => jest.advanceTimersByTime(20_000));
    expect(emails()).not.toContain('•••@hotmail.com');
    expect(items()).toHaveLength(8);
  });

  it('the same id twice is one entry; a refresh with nothing new changes nothing', async () => {
    let served = [feed[0]!, feed[0]!, feed[1]!];
    mockApi({ '/api/recent-lookups': () => json({ items: served }) });
    renderTicker();
    await flush();
    expect(emails()).toEqual(['•••@gmail.com', '•••@outlook.com']);
    served = [feed[0]!, feed[1]!];
    await flush(TICKER_REFRESH_MS);
    act(() => jest.advanceTimersByTime(10_000));
    expect(emails()).toEqual(['•••@gmail.com', '•••@outlook.com']);
  });

  it.each([
    ['an address that is not masked', 'jane@example.com'],
    ['an address with its first letter', 'j•••@gmail.com'],
  ])('never shows %s', async (_label, maskedEmail) => {
    mockApi({ '/api/recent-lookups': () => json({ items: [{ ...feed[0], id: 'leak', maskedEmail }, feed[1]] }) });
    renderTicker();
    await flush();
    expect(emails()).toEqual(['•••@outlook.com']);
    expect(document.body).not.toHaveTextContent(maskedEmail);
  });

  it.each([
    ['the feed is empty', () => json({ items: [] })],
    ['the endpoint does not exist (404)', undefined],
    ['the server fails (500)', () => json({ error: 'INTERNAL_ERROR', message: 'x' }, 500)],
    ['the answer is not the expected shape', () => json({ entries: feed })],
    ['an entry has no period (an older server)', () => json({ items: [{ maskedEmail: 'j•••@gmail.com', provider: 'gmail', at: new Date(NOW).toISOString() }] })],
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('is hidden entirely when %s', async (_label, handler) => {
    const fetchMock = mockApi(handler ? { '/api/recent-lookups': handler } : {});
    const { container } = renderTicker();
    await flush();
    expect(fetchMock).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
