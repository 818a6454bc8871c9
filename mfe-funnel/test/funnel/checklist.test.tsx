import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { FakeEventSource } from './fake-event-source';
import { emailPreview, phonePreview, progress } from './fixtures';
import { advance, apiError, callsTo, json, lastToast, location, mockApi, renderFunnel, resetPage, settle } from './render-funnel';

beforeEach(resetPage);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const lookupOk = (previewId = 'pv-1') => () => json({ status: 'not-found', message: 'started', previewId });
const rows = () => screen.queryAllByTestId(/^check-/);
const row = (id: string) => screen.getByTestId(`check-${id}`);

/** Opens the email funnel; every reveal interval is the shortest (0.8 s) unless a test says otherwise. */
async function openEmailFunnel(email = 'jane@example.com', handlers = {}) {
  if (!jest.isMockFunction(Math.random)) jest.spyOn(Math, 'random').mockReturnValue(0);
  const fetchMock = mockApi({ '/api/email-lookup': lookupOk(), ...handlers });
  renderFunnel([`/email-scan?email=${encodeURIComponent(email)}`]);
  await settle();
  return fetchMock;
}

describe('verification checklist (docs/product.md#checklist, docs/decisions.md#verification-checklist)', () => {
  it('asks the lookup once, even under StrictMode, with the address lower-cased, and follows its preview', async () => {
    const fetchMock = await openEmailFunnel('  Jane.Doe@Example.COM ');
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'jane.doe@example.com' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying email address' })).toBeInTheDocument();
    expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
    const open = FakeEventSource.instances.filter((source) => !source.closed);
    expect(open).toHaveLength(1);
    expect(open[0]!.url).toBe('/api/previews/pv-1/events');
  });

  it('shows the first row when the stage opens, then the next ones at random 0.8–1.6 s intervals', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit('preview', emailPreview());
    expect(rows()).toHaveLength(1);
    await advance(799);
    expect(rows()).toHaveLength(1);
    await advance(1);
    expect(rows()).toHaveLength(2);
    await advance(799);
    expect(rows()).toHaveLength(2);
    await advance(1);
    expect(rows()).toHaveLength(3);
  });

  it('the first row is there before the lookup answers, saying it is being checked', async () => {
    await openEmailFunnel('jane@example.com', { '/api/email-lookup': () => new Promise(() => undefined) });
    expect(rows()).toHaveLength(1);
    expect(row('validEmail')).toHaveTextContent('Checking…');
  });

  it('the longest interval is about 1.6 s', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    await openEmailFunnel();
    FakeEventSource.latest().emit('preview', emailPreview());
    expect(rows()).toHaveLength(1);
    await advance(1598);
    expect(rows()).toHaveLength(1);
    await advance(1);
    expect(rows()).toHaveLength(2);
    await advance(1597);
    expect(rows()).toHaveLength(2);
    await advance(2);
    expect(rows()).toHaveLength(3);
  });

  it('shows the real checks: valid, type, disposable, role address, name (blurred, found) and deliverability', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit(
      'preview',
      emailPreview({ emailChecks: { valid: true, type: 'business', role: true, deliverability: 'undeliverable' } }),
    );
    await advance(5 * 800);
    expect(rows().map((r) => r.textContent)).toEqual([
      'Valid emailYes',
      'Email typeBusiness',
      'Disposable addressNo',
      'Role address (info@, admin@…)Yes',
      expect.stringContaining('Owner name'),
      'DeliverabilityUndeliverable',
    ]);
    const name = row('ownerName');
    expect(name).toHaveTextContent('Found (shown in the report)');
    expect(name.querySelector('.fn-blur')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a disposable address with unknown deliverability and no name found says so', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit(
      'preview',
      emailPreview({ emailChecks: { valid: true, type: 'disposable', role: false, deliverability: 'unknown' }, hints: { ...emailPreview().hints, ownerNameFound: false } }, { gravatar: 'not_found', github: 'not_found', records: 'not_found' }),
    );
    await advance(5 * 800);
    expect(row('emailType')).toHaveTextContent('Disposable');
    expect(row('disposable')).toHaveTextContent('Yes');
    expect(row('ownerName')).toHaveTextContent('Not found');
    expect(row('ownerName').querySelector('.fn-blur')).toBeNull();
    expect(row('deliverability')).toHaveTextContent('Unknown');
  });

  it('the name row is unavailable, not "not found", when every name source failed', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit('preview', emailPreview({ hints: { ...emailPreview().hints, ownerNameFound: false } }, { gravatar: 'error', github: 'timeout', records: 'rate_limited' }));
    await advance(5 * 800);
    expect(row('ownerName')).toHaveTextContent('Unavailable');
  });

  it('completes 1 s after the last row and moves on to the progress screen', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(5 * 800);
    expect(rows()).toHaveLength(6);
    await advance(999);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying email address' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Initiating email lookup...' })).toBeInTheDocument();
  });

  it('rows whose check is still running say so and hold completion until the preview answers', async () => {
    await openEmailFunnel();
    FakeEventSource.latest().emit('source', progress('local-checks', 'found'));
    await advance(5 * 800 + 3000);
    expect(rows()).toHaveLength(6);
    expect(row('validEmail')).toHaveTextContent('Checking…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying email address');
    FakeEventSource.latest().emit('preview', emailPreview());
    expect(row('validEmail')).toHaveTextContent('Yes');
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Initiating email lookup...');
  });

  it('a failed lookup is only logged: no toast, the rows read unavailable, never invented', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openEmailFunnel('jane@example.com', { '/api/email-lookup': () => apiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await advance(5 * 800);
    expect(rows()).toHaveLength(6);
    for (const r of rows()) expect(r).toHaveTextContent('Unavailable');
    expect(lastToast()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('lookup failed', 'An unexpected error occurred');
    expect(FakeEventSource.instances).toHaveLength(0);
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Initiating email lookup...');
  });

  it('opted-out: the funnel toast, and home', async () => {
    mockApi({ '/api/email-lookup': () => json({ status: 'opted-out', message: 'This email address has opted out.' }) });
    renderFunnel(['/', '/email-scan?email=jane%40example.com']);
    await settle();
    expect(location()).toBe('/');
    expect(lastToast()).toEqual({ title: 'Email Opted Out', description: 'This email has opted out of our service.', variant: 'destructive' });
  });

  it.each([
    ['/email-scan', 'No email address provided. Redirecting to home page...'],
    ['/email-scan?email=', 'No email address provided. Redirecting to home page...'],
    ['/phone-scan?phone=%20', 'No phone number provided. Redirecting to home page...'],
  ])('%s without its parameter: the message and home, nothing asked', async (path, message) => {
    const fetchMock = mockApi();
    renderFunnel([path]);
    await settle();
    expect(location()).toBe('/');
    expect(lastToast()?.title).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the missing-parameter message in German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    renderFunnel(['/email-scan']);
    await settle();
    expect(lastToast()?.title).toBe('Keine E-Mail-Adresse angegeben. Weiterleitung zur Startseite...');
  });

  it('an address that is not one goes home with the validation message, nothing asked', async () => {
    const fetchMock = mockApi();
    renderFunnel(['/email-scan?email=jane']);
    await settle();
    expect(location()).toBe('/');
    expect(lastToast()).toEqual({ title: 'Please check your input', description: 'Please enter a valid email address', variant: 'destructive' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every stage change', async () => {
    await openEmailFunnel();
    const scroll = window.scrollTo as jest.Mock;
    const before = scroll.mock.calls.length;
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(5 * 800 + 1000);
    expect(scroll.mock.calls.length).toBe(before + 1);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe('phone checklist', () => {
  it('shows a number in the one international format however it was typed; the API gets E.164 (docs/decisions.md#phone-numbers)', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = mockApi({ '/api/phone-lookup': lookupOk('pv-4') });
    renderFunnel(['/phone-scan?phone=0151-23456789']);
    await settle();
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([{ phone: '+4915123456789' }]);
    expect(screen.getByText('+49 1512 3456789', { exact: true })).toHaveClass('fn-target');
  });

  it('valid, country, line type, carrier (unknown without data) and name; with a back-to-home button', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = mockApi({ '/api/phone-lookup': lookupOk('pv-2') });
    renderFunnel(['/phone-scan?phone=%2B49%20151%2023456789']);
    await settle();
    // docs/decisions.md#phone-numbers: the number goes to the API in E.164.
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([{ phone: '+4915123456789' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying phone number' })).toBeInTheDocument();
    FakeEventSource.latest().emit('preview', phonePreview());
    await advance(4 * 800);
    expect(rows().map((r) => r.textContent)).toEqual(['Valid numberYes', 'CountryGermany', 'Line typeMobile', 'CarrierUnknown', 'Owner nameNot found']);
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  // docs/decisions.md#phone-numbers: a refused number is kept on the page and explained.
  const refusedField = (name = 'Phone number') => screen.getByRole('textbox', { name });

  it('a number the server refuses (400): kept, explained in the page language, never the server text', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/phone-lookup': () => apiError(400, 'INVALID_PHONE', 'Please enter a valid phone number.') });
    renderFunnel(['/', '/phone-scan?phone=%2B44%2020%207946%200123']);
    await settle();
    expect(location()).toMatch(/^\/phone-scan\?/);
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Nummer können wir nicht nachschlagen' })).toBeInTheDocument();
    expect(refusedField('Telefonnummer')).toHaveValue('+44 20 7946 0123');
    expect(screen.getByRole('alert')).toHaveTextContent('Das ist keine gültige Telefonnummer.');
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });

  it('an over-long number: refused before the API is asked, and kept', async () => {
    const fetchMock = mockApi();
    renderFunnel(['/', `/phone-scan?phone=${'1'.repeat(60)}`]);
    await settle();
    expect(location()).toMatch(/^\/phone-scan\?/);
    expect(refusedField()).toHaveValue('1'.repeat(60));
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a valid phone number.');
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([]);
  });

  it('a UK drama-range number typed nationally: kept and explained as the home form does; corrected, it is looked up in E.164', async () => {
    const fetchMock = mockApi({ '/api/phone-lookup': lookupOk('pv-3') });
    renderFunnel(['/', '/phone-scan?phone=07700%20900101']);
    await settle();
    expect(location()).toMatch(/^\/phone-scan\?/);
    expect(refusedField()).toHaveValue('07700 900101');
    expect(screen.getByRole('alert')).toHaveTextContent('+44 7700 900101 is not a number in use');
    expect(screen.getByRole('alert')).toHaveTextContent('read as a UK number');
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([]);

    fireEvent.change(refusedField(), { target: { value: '020 7946 0123' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search Phone' }));
    await settle();
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([{ phone: '+442079460123' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying phone number' })).toBeInTheDocument();
  });

  it('a national number is read in the language’s country: German in German', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = mockApi({ '/api/phone-lookup': lookupOk('pv-4') });
    renderFunnel(['/phone-scan?phone=030%20901820']);
    await settle();
    expect(callsTo(fetchMock, '/api/phone-lookup')).toEqual([{ phone: '+4930901820' }]);
  });

  it('German rows', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    await i18n.changeLanguage('de');
    mockApi({ '/api/phone-lookup': lookupOk('pv-2') });
    renderFunnel(['/phone-scan?phone=%2B4915123456789']);
    await settle();
    FakeEventSource.latest().emit('preview', phonePreview());
    await advance(4 * 800);
    expect(screen.getByRole('heading', { level: 1, name: 'Telefonnummer wird überprüft' })).toBeInTheDocument();
    expect(rows().map((r) => r.textContent)).toEqual(['Gültige NummerJa', 'LandDeutschland', 'AnschlussartMobilfunk', 'NetzbetreiberUnbekannt', 'Name des InhabersNicht gefunden']);
    expect(within(screen.getByRole('list', { name: 'Prüfergebnisse' })).getAllByRole('listitem')).toHaveLength(5);
  });
});
