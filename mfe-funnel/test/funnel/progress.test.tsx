import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { FakeEventSource } from './fake-event-source';
import { emailPreview, noHints, phonePreview, progress } from './fixtures';
import { advance, apiError, callsTo, json, location, locationState, mockApi, renderFunnel, resetPage, settle } from './render-funnel';
import { PREVIEW_POLL_MS } from '../../src/funnel/use-preview-stream';

beforeEach(resetPage);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const percent = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const item = (id: string) => screen.getByTestId(`item-${id}`);
const label = (id: string) => item(id).querySelector('.fn-item__label')?.textContent;
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

const ALL = 30 * 250;

describe('progress screen (docs/product.md#progress, docs/decisions.md#progress-screen)', () => {
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
    expect(item('provider')).toHaveAttribute('data-state', 'active');
  });

  it('nothing ticks without an answer: no invented progress', async () => {
    await openProgress();
    await advance(30_000, 1000);
    expect(percent()).toBe(0);
    expect(item('provider')).toHaveAttribute('data-state', 'active');
  });

  it('"Found" only where the report will show a datum: a source that found something ticks only its categories', async () => {
    await openProgress();
    // Every networked source found something, but the records hold no age and no second email:
    // those items say "Nothing found", not "Found" (docs/decisions.md#progress-screen: no tick the report cannot back).
    FakeEventSource.latest().emit('preview', emailPreview({}, {}, { ages: 0, emails: 0, usernames: 1, photos: 1, exposedPasswords: 2, messengerAccounts: 1 }));
    await advance(ALL);
    expect(states('collecting')).toEqual(['found', 'found', 'found', 'not_found', 'found', 'not_found']);
    expect(states('security')).toEqual(['found', 'found', 'not_searched', 'not_searched', 'not_searched', 'not_searched']);
    expect(states('social')).toEqual(['found', 'found', 'found', 'not_searched', 'not_searched', 'not_searched']);
    expect(states('chat')).toEqual(['found', 'not_found', 'not_searched', 'not_searched', 'not_searched', 'not_searched']);
    expect(states('dating')).toEqual(Array(6).fill('not_searched'));
    expect(item('age')).toHaveTextContent('AgeNothing found');
  });

  it('not searched: neutral, with its reason; a section nothing searches says so once', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(ALL);
    expect(item('darkWebData')).toHaveTextContent('Dark-web dataNot searchedNo source in this service searches the dark web.');
    expect(item('suspiciousLogins')).toHaveTextContent('No source in this service can see sign-ins to accounts.');
    expect(item('darkWebData').querySelector('.fn-item__icon')).not.toHaveTextContent('✓');
    const dating = screen.getByTestId('section-dating');
    expect(dating).toHaveTextContent('No source in this service searches dating sites, so nothing here was searched.');
    expect(within(dating).getAllByText('Not searched')).toHaveLength(6);
    // No tick anywhere for a category nothing looks at.
    expect(dating.textContent).not.toContain('Found');
  });

  it('nothing found: every source of a category answered empty, shown as soon as they answered', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    for (const source of ['gravatar', 'github', 'records'] as const) stream.emit('source', progress(source, 'not_found'));
    // The first two items read the free checks, which come with the preview: they wait.
    await advance(2000);
    expect(item('provider')).toHaveAttribute('data-state', 'active');
    stream.emit('preview', emailPreview({ hints: { ...noHints, serviceProvider: 'example.com' } }, { gravatar: 'not_found', github: 'not_found', records: 'not_found', hibp: 'not_found' }));
    await advance(ALL);
    expect(states('collecting')).toEqual(['found', 'found', 'not_found', 'not_found', 'not_found', 'not_found']);
    expect(item('ownerName')).toHaveTextContent("Owner's nameNothing found");
    expect(states('security').slice(0, 2)).toEqual(['not_found', 'not_found']);
  });

  it('items tick in order at least 250 ms apart as answers arrive; the percentage follows', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    stream.emit('preview', emailPreview({ status: 'running' }, { gravatar: 'pending', github: 'pending', hibp: 'pending', records: 'pending' }));
    await advance(249);
    expect(item('provider')).toHaveAttribute('data-state', 'active');
    await advance(1);
    expect(item('provider')).toHaveAttribute('data-state', 'found');
    await advance(250);
    expect(states('collecting')).toEqual(['found', 'found', 'active', 'waiting', 'waiting', 'waiting']);
    await advance(5000, 500);
    // The owner's name waits for the name sources; nothing moves on a timer alone.
    expect(percent()).toBe(7);
    for (const source of ['gravatar', 'github', 'records'] as const) stream.emit('source', progress(source, 'not_found'));
    await advance(250);
    expect(item('ownerName')).toHaveAttribute('data-state', 'not_found');
    expect(percent()).toBe(10);
  });

  it('unavailable: a source of the category failed and nothing was found; never "nothing found"', async () => {
    await openProgress();
    const stream = FakeEventSource.latest();
    stream.emit('source', progress('gravatar', 'error'));
    stream.emit('source', progress('github', 'timeout'));
    stream.emit('source', progress('records', 'rate_limited'));
    stream.emit('source', progress('hibp', 'error'));
    stream.emit('preview', emailPreview({ hints: { ...noHints, serviceProvider: 'example.com' } }, { gravatar: 'error', github: 'timeout', records: 'rate_limited', hibp: 'error' }));
    await advance(ALL);
    expect(states('collecting')).toEqual(['found', 'found', 'unavailable', 'unavailable', 'unavailable', 'unavailable']);
    expect(states('security').slice(0, 2)).toEqual(['unavailable', 'unavailable']);
    expect(item('ownerName')).toHaveTextContent('Unavailable');
  });

  it('one source failing while another found data: found; while the other found nothing: unavailable', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({ hints: { ...noHints, ownerNameFound: true, serviceProvider: 'example.com' } }, { gravatar: 'error', github: 'not_found', records: 'found' }));
    await advance(ALL);
    expect(item('ownerName')).toHaveAttribute('data-state', 'found');
    expect(item('locations')).toHaveAttribute('data-state', 'unavailable');
  });

  it('a breach source without a key is not searched (not set up), never a tick', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({}, { hibp: 'disabled' }));
    await advance(ALL);
    expect(states('security').slice(0, 2)).toEqual(['not_searched', 'not_searched']);
    expect(item('breachedAccounts')).toHaveTextContent('Breached accountsNot searchedIts source is not set up on this service.');
    expect(screen.getByTestId('hint-breaches')).toHaveTextContent('Data breachesNot searched');
  });

  it('the mail server and the checklist\'s deliverability are one check', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({ emailChecks: { valid: true, type: 'business', role: false, deliverability: 'undeliverable' } }));
    await advance(ALL);
    expect(item('mailServer')).toHaveTextContent('Checking the mail serverNothing found');
  });

  it('a mail server DNS could not answer about is unavailable (deliverability "unknown")', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({ emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'unknown' } }));
    await advance(ALL);
    expect(item('mailServer')).toHaveAttribute('data-state', 'unavailable');
  });

  it('announces each tick in a live region', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(250);
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.textContent);
    expect(live).toHaveTextContent('Identifying the email provider: Found');
  });

  it('at 100%: every item done, the preview hints as the report\'s counts, and the age gate', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({ hints: { ...noHints, ownerNameFound: true, serviceProvider: 'example.com', socialProfiles: 2, addressRecords: 0, breaches: 3 } }, { records: 'not_found' }));
    await advance(ALL - 50);
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
    expect(screen.getByTestId('hint-places')).toHaveTextContent('Places0');
    // docs/decisions.md#preview-counts: places, and addresses other than the one searched.
    expect(label('locations')).toBe('Places');
    expect(label('emails')).toBe('Other email addresses');
    expect(screen.getByTestId('hint-breaches')).toHaveTextContent('Data breaches3');
    expect(screen.getByTestId('hint-location')).toHaveTextContent('LocationNot found');
  });

  it('hints and items agree: a hint whose sources failed says unavailable like its item', async () => {
    await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview({ hints: { ...noHints, serviceProvider: 'example.com' } }, { gravatar: 'error', github: 'not_found', records: 'not_found' }));
    await advance(ALL);
    expect(item('locations')).toHaveAttribute('data-state', 'unavailable');
    expect(screen.getByTestId('hint-places')).toHaveTextContent('PlacesUnavailable');
    expect(screen.getByTestId('hint-location')).toHaveTextContent('LocationUnavailable');
  });

  it('age gate: YES continues (here to /payment with the scan email in state)', async () => {
    const { user } = await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(ALL);
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(location()).toBe('/payment');
    expect(locationState()).toEqual({ email: 'jane@example.com' });
  });

  it('age gate: Exit goes back in history', async () => {
    const { user } = await openProgress();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(ALL);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(location()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('the stream failing falls back to polling the preview every 1.5 s until it completes', async () => {
    let answers = 0;
    const { fetchMock } = await openProgress({
      '/api/previews/pv-1': () => {
        answers += 1;
        return json(
          answers < 3
            ? emailPreview({ status: 'running' }, { gravatar: 'pending', github: 'pending', hibp: 'pending', records: 'pending' })
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
    // The free checks came with the first poll: their two items tick.
    expect(percent()).toBe(7);
    await advance(PREVIEW_POLL_MS - 1000);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(2);
    await advance(PREVIEW_POLL_MS);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(3);
    await advance(ALL);
    expect(percent()).toBe(100);
    await advance(PREVIEW_POLL_MS * 4);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(3);
  });

  it('without EventSource at all, it polls', async () => {
    FakeEventSource.uninstall();
    const { fetchMock } = await openProgress({ '/api/previews/pv-1': () => json(emailPreview()) });
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(1);
    await advance(ALL);
    expect(percent()).toBe(100);
  });

  it('a preview that expired (404 while polling): pending items read unavailable, with a notice', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeEventSource.uninstall();
    await openProgress({ '/api/previews/pv-1': () => apiError(404, 'PREVIEW_NOT_FOUND', 'This lookup has expired. Please search again.') });
    await settle();
    expect(screen.getByText('Some sources could not be reached right now; their items are marked unavailable.')).toBeInTheDocument();
    await advance(ALL);
    expect(percent()).toBe(100);
    // Nothing is known of the sources: every searched item is unavailable, never "Found"; what
    // no source looks for is still "Not searched".
    expect(states('collecting')).toEqual(Array(6).fill('unavailable'));
    expect(states('dating')).toEqual(Array(6).fill('not_searched'));
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
    FakeEventSource.latest().emit('preview', emailPreview({}, { hibp: 'disabled' }));
    await advance(ALL);
    const dialog = screen.getByRole('dialog', { name: 'ALTERSPRÜFUNG ERFORDERLICH' });
    expect(dialog).toHaveTextContent('Sie müssen mindestens 18 Jahre alt sein, um fortzufahren.');
    expect(within(dialog).getByRole('button', { name: 'JA, ICH BIN 18 ODER ÄLTER' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verlassen' })).toBeInTheDocument();
    expect(item('ownerName')).toHaveTextContent('Name des InhabersGefunden');
    expect(item('emails')).toHaveTextContent('Weitere E-Mail-AdressenNichts gefunden');
    expect(label('locations')).toBe('Orte');
    expect(item('breachedAccounts')).toHaveTextContent('Betroffene KontenNicht durchsuchtDie Quelle dafür ist bei diesem Dienst nicht eingerichtet.');
    expect(item('darkWebData')).toHaveTextContent('Keine Quelle dieses Dienstes durchsucht das Darknet.');
    expect(screen.getByTestId('section-dating')).toHaveTextContent('Keine Quelle dieses Dienstes durchsucht Dating-Seiten');
  });
});

describe('phone progress', () => {
  it('the phone wording; what no source checks for a number is not searched; hints without breaches', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockApi({ '/api/phone-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-2' }) });
    renderFunnel(['/phone-scan?phone=%2B4915123456789']);
    await settle();
    FakeEventSource.latest().emit('preview', phonePreview({}, { 'phone-numbering': 'found', records: 'not_found' }));
    await advance(5 * 800 + 1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Initiating phone lookup...' })).toBeInTheDocument();
    expect(item('provider')).toHaveTextContent('Identifying the country');
    await advance(ALL);
    expect(states('collecting')).toEqual(['found', 'found', 'not_found', 'not_found', 'not_found', 'not_found']);
    expect(states('security')).toEqual(Array(6).fill('not_searched'));
    expect(item('breachedAccounts')).toHaveTextContent('No source in this service checks phone numbers for this.');
    // Photos come from Gravatar and GitHub only, which take no numbers.
    expect(states('social')).toEqual(['not_found', 'not_found', 'not_searched', 'not_searched', 'not_searched', 'not_searched']);
    expect(screen.getByTestId('hint-serviceProvider')).toHaveTextContent('CountryGermany');
    expect(screen.getByTestId('hint-phone')).toHaveTextContent('Other phone numbersNot found');
    // The number searched is not another number (docs/decisions.md#preview-counts).
    expect(label('linkedPhoneNumbers')).toBe('Other phone numbers');
    expect(label('emails')).toBe('Email addresses');
    expect(screen.queryByTestId('hint-breaches')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'AGE VERIFICATION REQUIRED' })).toBeInTheDocument();
  });
});
