import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { FakeEventSource } from './fake-event-source';
import { emailPreview, phonePreview, progress } from './fixtures';
import { advance, apiError, callsTo, json, location, locationState, mockApi, renderFunnel, resetPage, settle } from './render-funnel';
import { PREVIEW_POLL_MS } from '../../src/funnel/use-preview-stream';

beforeEach(resetPage);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const percent = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const item = (id: string) => screen.getByTestId(`item-${id}`);
const states = (section: string) => within(screen.getByTestId(`section-${section}`)).getAllByRole('listitem').map((li) => li.getAttribute('data-state'));
const lookupOk = () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' });

/** /scan-process leads straight to the progress screen once the warning is confirmed. */
async function openProgress(handlers = {}) {
  const fetchMock = mockApi({ '/api/email-lookup': lookupOk, ...handlers });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderFunnel(['/', { pathname: '/scan-process', state: { email: 'jane@example.com' } }]);
  await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
  await settle();
  return { fetchMock, user };
}

describe('progress screen (spec §2, DECISIONS §1)', () => {
  it('starts at 0% with the loading text, five sections in order and six items each', async () => {
    await openProgress();
    expect(screen.getByRole('heading', { level: 1, name: 'Initiating email lookup...' })).toBeInTheDocument();
    expect(percent()).toBe(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'Collecting data',
      'Protecting security and identifying data leaks',
      'Searching social media',
      'Searching chat apps',
      'Searching dating sites',
    ]);
    for (const section of ['collecting', 'security', 'social', 'chat', 'dating']) expect(states(section)).toHaveLength(6);
    expect(item('validity')).toHaveAttribute('data-state', 'active');
  });

  it('nothing ticks without an answer: no invented progress', async () => {
    await openProgress();
    await advance(30_000, 1000);
    expect(percent()).toBe(0);
    expect(item('validity')).toHaveAttribute('data-state', 'active');
  });

  it('items tick when their source answers, at least 250 ms apart; the percentage follows', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/previews/pv-1/events');
    stream.emit('source', progress('local-checks', 'found'));
    await advance(249);
    expect(item('validity')).toHaveAttribute('data-state', 'active');
    await advance(1);
    expect(item('validity')).toHaveAttribute('data-state', 'found');
    expect(item('validity')).toHaveTextContent('Found');
    await advance(500);
    // The three local-checks items are done; public records waits for the records source.
    expect(states('collecting')).toEqual(['found', 'found', 'found', 'active', 'waiting', 'waiting']);
    expect(percent()).toBe(10);
    await advance(5000, 500);
    expect(percent()).toBe(10);
    stream.emit('source', progress('records', 'not_found'));
    stream.emit('source', progress('gravatar', 'error'));
    stream.emit('source', progress('github', 'found'));
    await advance(750);
    expect(states('collecting')).toEqual(['found', 'found', 'found', 'not_found', 'unavailable', 'found']);
    expect(item('publicRecords')).toHaveTextContent('Nothing found');
    expect(item('publicProfiles')).toHaveTextContent('Unavailable');
    expect(percent()).toBe(20);
  });

  it('a section advances only when all its items are done', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    for (const source of ['local-checks', 'gravatar', 'github', 'records'] as const) stream.emit('source', progress(source, 'found'));
    await advance(3000);
    // The security section waits for the breach source; the later sections do not start.
    expect(states('collecting').every((s) => s === 'found')).toBe(true);
    expect(states('security')[0]).toBe('active');
    expect(states('social')).toEqual(Array(6).fill('waiting'));
    expect(screen.getByTestId('section-security')).toHaveAttribute('aria-current', 'step');
    expect(percent()).toBe(20);
  });

  it('error, timeout, rate-limited and disabled sources read unavailable, never "nothing found"', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    stream.emit('source', progress('local-checks', 'timeout'));
    stream.emit('source', progress('records', 'rate_limited'));
    stream.emit('source', progress('gravatar', 'error'));
    stream.emit('source', progress('github', 'not_found'));
    stream.emit('source', progress('hibp', 'disabled'));
    await advance(4000);
    expect(states('collecting')).toEqual(['unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'not_found']);
    expect(states('security')).toEqual(Array(6).fill('unavailable'));
  });

  it('announces each tick in a live region', async () => {
    await openProgress();
    FakeEventSource.latest().emit('source', progress('local-checks', 'found'));
    await advance(250);
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.textContent);
    expect(live).toHaveTextContent('Validating the address: Found');
  });

  it('at 100%: every item done, the preview hints as counts, and the age gate', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({}, { hibp: 'found', records: 'not_found' }));
    await advance(30 * 250 - 50);
    expect(percent()).toBe(97);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(50);
    expect(percent()).toBe(100);
    expect(screen.getByRole('heading', { level: 1, name: 'Lookup complete' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'AGE VERIFICATION REQUIRED' });
    expect(dialog).toHaveTextContent('You must be 18 years or older to continue.');
    expect(within(dialog).getByRole('button', { name: 'Exit' })).toHaveFocus();
    expect(screen.getByTestId('hint-ownerName')).toHaveTextContent('Owner nameFound');
    expect(screen.getByTestId('hint-serviceProvider')).toHaveTextContent('Service providerexample.com');
    expect(screen.getByTestId('hint-socialProfiles')).toHaveTextContent('Social media profiles2');
    expect(screen.getByTestId('hint-addressRecords')).toHaveTextContent('Address records1');
    expect(screen.getByTestId('hint-breaches')).toHaveTextContent('Data breaches3');
    expect(screen.getByTestId('hint-location')).toHaveTextContent('LocationNot found');
  });

  it('the breach count is unavailable when the breach source was not asked (no key)', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({}, { hibp: 'disabled' }));
    await advance(30 * 250);
    expect(screen.getByTestId('hint-breaches')).toHaveTextContent('Data breachesUnavailable');
  });

  it('age gate: YES continues (here to /payment with the scan email in state)', async () => {
    const { user } = await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(30 * 250);
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(location()).toBe('/payment');
    expect(locationState()).toEqual({ email: 'jane@example.com' });
  });

  it('age gate: Exit goes back in history', async () => {
    const { user } = await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(30 * 250);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(location()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('the stream failing falls back to polling the preview every 5 s (spec §4) until it completes', async () => {
    let answers = 0;
    const { fetchMock } = await openProgress({
      '/api/previews/pv-1': () => {
        answers += 1;
        return json(
          answers < 3
            ? emailPreview({ status: 'running', emailChecks: null }, { gravatar: 'pending', github: 'pending', hibp: 'pending', records: 'pending' })
            : emailPreview(),
        );
      },
    });
    const stream = FakeEventSource.latest();
    stream.fail();
    expect(stream.closed).toBe(true);
    await settle();
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(1);
    await advance(1000);
    // local-checks answered in the first poll: its three items tick.
    expect(percent()).toBe(10);
    await advance(PREVIEW_POLL_MS - 1000);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(2);
    await advance(PREVIEW_POLL_MS);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(3);
    await advance(30 * 250);
    expect(percent()).toBe(100);
    await advance(PREVIEW_POLL_MS * 4);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(3);
  });

  it('without EventSource at all, it polls', async () => {
    FakeEventSource.uninstall();
    const { fetchMock } = await openProgress({ '/api/previews/pv-1': () => json(emailPreview()) });
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(1);
    await advance(30 * 250);
    expect(percent()).toBe(100);
  });

  it('a preview that expired (404 while polling): pending items read unavailable, with a notice', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openProgress({ '/api/previews/pv-1': () => apiError(404, 'PREVIEW_NOT_FOUND', 'This lookup has expired. Please search again.') });
    FakeEventSource.latest().emit('source', progress('local-checks', 'found'));
    FakeEventSource.latest().fail();
    await settle();
    expect(screen.getByText('Some sources could not be reached right now; their items are marked unavailable.')).toBeInTheDocument();
    await advance(30 * 250);
    expect(percent()).toBe(100);
    expect(states('collecting')).toEqual(['found', 'found', 'found', 'unavailable', 'unavailable', 'unavailable']);
    expect(screen.getByRole('dialog', { name: 'AGE VERIFICATION REQUIRED' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/email-lookup': lookupOk });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFunnel([{ pathname: '/scan-process', state: { email: 'jane@example.com' } }]);
    await user.click(screen.getByRole('button', { name: 'ICH VERSTEHE' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Suche wird gestartet...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Suche' })).toBeInTheDocument();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(30 * 250);
    const dialog = screen.getByRole('dialog', { name: 'ALTERSPRÜFUNG ERFORDERLICH' });
    expect(dialog).toHaveTextContent('Sie müssen mindestens 18 Jahre alt sein, um fortzufahren.');
    expect(within(dialog).getByRole('button', { name: 'JA, ICH BIN 18 ODER ÄLTER' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verlassen' })).toBeInTheDocument();
    expect(item('breachedAccounts')).toHaveTextContent('Betroffene KontenGefunden');
  });
});

describe('phone progress', () => {
  it('the phone wording; checks no source makes for phone numbers read unavailable; hints without breaches', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockApi({ '/api/phone-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-2' }) });
    renderFunnel(['/phone-scan?phone=%2B4915123456789']);
    await settle();
    FakeEventSource.latest().emit('preview', phonePreview({}, { 'phone-numbering': 'found', records: 'not_found' }));
    await advance(5 * 800 + 1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Initiating phone lookup...' })).toBeInTheDocument();
    expect(item('validity')).toHaveTextContent('Validating the number');
    await advance(30 * 250);
    expect(states('collecting')).toEqual(['found', 'found', 'found', 'not_found', 'not_found', 'not_found']);
    expect(states('security')).toEqual(Array(6).fill('unavailable'));
    expect(states('social')).toEqual(['unavailable', 'unavailable', 'unavailable', 'unavailable', 'not_found', 'not_found']);
    expect(screen.getByTestId('hint-serviceProvider')).toHaveTextContent('CountryGermany');
    expect(screen.getByTestId('hint-phone')).toHaveTextContent('Other phone numbersNot found');
    expect(screen.queryByTestId('hint-breaches')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'AGE VERIFICATION REQUIRED' })).toBeInTheDocument();
  });
});
