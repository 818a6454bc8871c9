import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@mailscout/i18n';
import { LatestResultsTicker } from '../src/ticker/latest-results-ticker';
import { TICKER_REFRESH_MS } from '../src/ticker/use-recent-lookups';
import { json, mockApi } from './render-marketing';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const providers = ['gmail', 'outlook', 'yahoo', 'other'] as const;

/** Twelve real-looking feed entries, newest first: 10 s, 90 s, 3 min, … ago. */
const AGES_S = [10, 90, 180, 300, 600, 1200, 1800, 2400, 3000, 3600, 7200, 10800];
const feed = AGES_S.map((age, index) => ({
  maskedEmail: `${String.fromCharCode(97 + index)}•••@${['gmail.com', 'outlook.com', 'yahoo.com', 'example.org'][index % 4]}`,
  provider: providers[index % 4],
  at: new Date(NOW - age * 1000).toISOString(),
}));

const renderTicker = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LatestResultsTicker />
    </I18nextProvider>,
  );

/** Lets the mocked feed's promise chain settle inside one act (timers are fake, so no setTimeout). */
async function flush(advanceMs = 0) {
  await act(async () => {
    if (advanceMs) jest.advanceTimersByTime(advanceMs);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

const emails = () => screen.getAllByTestId('ticker-item').map((item) => item.querySelector('.mk-ticker__email')?.textContent);

beforeEach(async () => {
  jest.useFakeTimers({ now: NOW });
  await i18n.changeLanguage('en');
});
afterEach(() => jest.useRealTimers());

describe('latest-results ticker (spec §3, §9; DECISIONS §1)', () => {
  it('shows 8 real entries with provider icon and relative time; a new one arrives every 5 s while there are more', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: [...feed].reverse() }) });
    renderTicker();
    await flush();
    expect(screen.getAllByTestId('ticker-item')).toHaveLength(8);
    // The oldest eight first, newest of them on top; the four newer ones are still to come.
    expect(emails()).toEqual(['e•••@gmail.com', 'f•••@outlook.com', 'g•••@yahoo.com', 'h•••@example.org', 'i•••@gmail.com', 'j•••@outlook.com', 'k•••@yahoo.com', 'l•••@example.org']);
    const first = screen.getAllByTestId('ticker-item')[0]!;
    expect(within(first).getByRole('img', { name: 'Gmail' })).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', feed[4]!.at);

    act(() => jest.advanceTimersByTime(4999));
    expect(emails()[0]).toBe('e•••@gmail.com');
    act(() => jest.advanceTimersByTime(1));
    expect(emails()[0]).toBe('d•••@example.org');
    expect(screen.getAllByTestId('ticker-item')).toHaveLength(8);
    expect(emails()).not.toContain('l•••@example.org');

    act(() => jest.advanceTimersByTime(15_000));
    expect(emails().slice(0, 4)).toEqual(['a•••@gmail.com', 'b•••@outlook.com', 'c•••@yahoo.com', 'd•••@example.org']);
    // Nothing more to show: the list stays as it is.
    act(() => jest.advanceTimersByTime(10_000));
    expect(emails()[0]).toBe('a•••@gmail.com');
  });

  it('relative times: a few seconds ago, 1 min ago, {{count}} mins ago, hours', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: feed.slice(0, 8) }) });
    renderTicker();
    await flush();
    const times = screen.getAllByTestId('ticker-item').map((item) => item.querySelector('time')?.textContent);
    expect(times).toEqual(['a few seconds ago', '1 min ago', '3 mins ago', '5 mins ago', '10 mins ago', '20 mins ago', '30 mins ago', '40 mins ago']);
    // The clock moves on with each step.
    await flush(60_000);
    expect(screen.getAllByTestId('ticker-item')[0]!.querySelector('time')).toHaveTextContent('1 min ago');
  });

  it('relative times in German', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/recent-lookups': () => json({ items: [feed[0], feed[1], feed[2], feed[10]] }) });
    renderTicker();
    await flush();
    const times = screen.getAllByTestId('ticker-item').map((item) => item.querySelector('time')?.textContent);
    expect(times).toEqual(['vor wenigen Sekunden', 'vor 1 Min.', 'vor 3 Min.', 'vor 2 Stunden']);
  });

  it('pausing stops the updates (WCAG 2.2.2)', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: feed }) });
    renderTicker();
    await flush();
    const pause = screen.getByRole('button', { name: 'Pause updates' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(20_000));
    expect(emails()[0]).toBe('e•••@gmail.com');
    fireEvent.click(pause);
    act(() => jest.advanceTimersByTime(5000));
    expect(emails()[0]).toBe('d•••@example.org');
  });

  it('picks up lookups completed later from the refreshed feed', async () => {
    let items = feed.slice(0, 8);
    mockApi({ '/api/recent-lookups': () => json({ items }) });
    renderTicker();
    await flush();
    expect(emails()[0]).toBe('a•••@gmail.com');
    items = [{ maskedEmail: 'z•••@gmail.com', provider: 'gmail', at: new Date(NOW + 30_000).toISOString() }, ...items];
    await flush(TICKER_REFRESH_MS);
    act(() => jest.advanceTimersByTime(5000));
    expect(emails()[0]).toBe('z•••@gmail.com');
    expect(screen.getAllByTestId('ticker-item')).toHaveLength(8);
  });

  it('never shows an address that is not masked', async () => {
    mockApi({ '/api/recent-lookups': () => json({ items: [{ maskedEmail: 'jane@example.com', provider: 'other', at: feed[0]!.at }, feed[1]] }) });
    renderTicker();
    await flush();
    expect(emails()).toEqual(['b•••@outlook.com']);
    expect(document.body).not.toHaveTextContent('jane@example.com');
  });

  it.each([
    ['the feed is empty', () => json({ items: [] })],
    ['the endpoint does not exist (404)', undefined],
    ['the server fails (500)', () => json({ error: 'INTERNAL_ERROR', message: 'x' }, 500)],
    ['the answer is not the expected shape', () => json({ entries: feed })],
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
