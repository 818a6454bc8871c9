import { fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { ProcessingStage } from '../../src/scan/processing-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { SCAN_POLL_MS } from '../../src/scan/use-scan';
import { settleOnFakeClock as settle } from '@mailscout/test-kit/web';
import { FakeEventSource } from '../funnel/fake-event-source';
import { advance, onFakeClockWithStreams } from './stream-stage-harness';
import { apiError, callsTo, json, mockApi, renderPage, results, type Handler } from '../checkout/helpers';

onFakeClockWithStreams();

function renderStage(kind: 'email' | 'phone' = 'email', target = 'target@example.org') {
  const onComplete = jest.fn();
  const onError = jest.fn();
  renderPage(
    <CheckoutProvider kind={kind} target={target} billingEmail="buyer@example.com">
      <ProcessingStage onComplete={onComplete} onError={onError} />
    </CheckoutProvider>,
  );
  return { onComplete, onError };
}

const started: Handler = () => json({ scan_id: 'scan-1' });
const dialogText = (details: string) =>
  `There was a problem completing the scan for target@example.org. Details: ${details} Please try again later or contact support if the issue persists.`;

describe('processing (docs/product.md#processing, docs/product.md#states scan polling, docs/product.md#api-calls)', () => {
  it("says 'Running final scan...', starts the scan once with a request id, and follows its events", async () => {
    const fetchMock = mockApi({ '/api/start-scan': started });
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Running final scan...' })).toBeInTheDocument();
    await settle();
    // StrictMode runs the effect twice; one request goes out.
    const bodies = callsTo(fetchMock, '/api/start-scan') as Array<Record<string, unknown>>;
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ email: 'target@example.org', billingEmail: 'buyer@example.com', userEmail: 'jane.doe@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/scans/scan-1/events');
    expect(stream.init).toEqual({ withCredentials: true });
    expect(FakeEventSource.instances.filter((instance) => !instance.closed)).toHaveLength(1);
  });

  it('a phone scan sends the number as `phone`', async () => {
    const fetchMock = mockApi({ '/api/start-scan': started });
    renderStage('phone', '+4915123456789');
    await settle();
    expect(callsTo(fetchMock, '/api/start-scan')[0]).toMatchObject({ phone: '+4915123456789' });
  });

  it('the results event completes the scan and updates the credits in the session', async () => {
    mockApi({ '/api/start-scan': started });
    const { onComplete, onError } = renderStage();
    await settle();
    const stream = FakeEventSource.latest();
    stream.emit('status', { status: 'running' });
    stream.emit('source', { source: 'gravatar', state: 'found', at: '2026-11-22T12:00:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent('1 source has answered so far.');
    stream.emit('source', { source: 'hibp', state: 'not_found', at: '2026-11-22T12:00:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent('2 sources have answered so far.');
    const report = results('target@example.org', {}, 1);
    stream.emit('results', report);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(sessionStore.getUser()?.credits).toBe(1);
    expect(stream.closed).toBe(true);
  });

  it("a failed event: the blocking 'Scan Error' dialog; only Close leaves it, and it calls onError", async () => {
    mockApi({ '/api/start-scan': started });
    const { onComplete, onError } = renderStage();
    await settle();
    FakeEventSource.latest().emit('failed', { message: 'Scan failed' });
    const dialog = screen.getByRole('dialog', { name: 'Scan Error' });
    expect(dialog).toHaveTextContent(dialogText('Scan failed'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Scan Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onError).toHaveBeenCalledWith('Scan failed');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a failed event with the server’s reason shows that reason', async () => {
    mockApi({ '/api/start-scan': started });
    renderStage();
    await settle();
    FakeEventSource.latest().emit('failed', { message: 'The scan could not be completed.' });
    expect(screen.getByRole('dialog')).toHaveTextContent(dialogText('The scan could not be completed.'));
  });

  it.each([
    ['402 without credit: the server’s text', () => apiError(402, 'NO_CREDITS', 'No credits available. Please purchase credits to continue.'), 'No credits available. Please purchase credits to continue.'],
    ['a non-OK answer without text', () => json({}, 500), 'HTTP error! status: 500'],
    ['an error field only', () => json({ error: 'Scan refused' }, 400), 'Scan refused'],
    ['no scan id', () => json({}), 'No scan ID received from server'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'A network error occurred. Please try again.'],
  ])('start-scan fails (%s): Scan Error dialog', async (_name, answer, details) => {
    mockApi({ '/api/start-scan': answer as Handler });
    const { onError } = renderStage();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Scan Error' })).toHaveTextContent(dialogText(details));
    expect(FakeEventSource.instances).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onError).toHaveBeenCalledWith(details);
  });

  it('a refused start names its reference in the dialog and hands it on with the error (docs/decisions.md#error-reference)', async () => {
    const refused = () =>
      new Response(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: 'This lookup is being started already. Please try again in a moment.' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-0123456789abcdef' },
      });
    mockApi({ '/api/start-scan': refused });
    const { onError } = renderStage();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Scan Error' });
    expect(dialog).toHaveTextContent('Reference: req-0123456789abcdef');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onError).toHaveBeenCalledWith('This lookup is being started already. Please try again in a moment.', 'req-0123456789abcdef');
  });

  it('falls back to polling every 5 s when the event stream fails: running, then completed → results', async () => {
    const statuses = ['running', 'completed'];
    const report = results('target@example.org', {}, 0);
    const fetchMock = mockApi({
      '/api/start-scan': started,
      '/api/scan-status/target%40example.org': () => json({ status: statuses.shift() ?? 'completed', scanId: 'scan-1', sources: [] }),
      '/api/scan-results/target%40example.org': () => json(report),
    });
    const { onComplete } = renderStage();
    await settle();
    FakeEventSource.latest().fail();
    await settle();
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(1);
    await advance(SCAN_POLL_MS - 100);
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(1);
    expect(onComplete).not.toHaveBeenCalled();
    await advance(100);
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/scan-results/target%40example.org')).toHaveLength(1);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(sessionStore.getUser()?.credits).toBe(0);
  });

  it('polls when the browser has no EventSource', async () => {
    FakeEventSource.uninstall();
    const fetchMock = mockApi({
      '/api/start-scan': started,
      '/api/scan-status/target%40example.org': () => json({ status: 'completed', scanId: 'scan-1', sources: [] }),
      '/api/scan-results/target%40example.org': () => json(results('target@example.org')),
    });
    const { onComplete } = renderStage();
    await settle();
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(1);
    expect(onComplete).toHaveBeenCalled();
  });

  it('a stream that ends without a readable report asks for it', async () => {
    const fetchMock = mockApi({
      '/api/start-scan': started,
      '/api/scan-status/target%40example.org': () => json({ status: 'completed', scanId: 'scan-1', sources: [] }),
      '/api/scan-results/target%40example.org': () => json(results('target@example.org')),
    });
    const { onComplete } = renderStage();
    await settle();
    FakeEventSource.latest().emit('end', {});
    await settle();
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(1);
    expect(onComplete).toHaveBeenCalled();
  });

  it.each([
    ['status failed', { '/api/scan-status/target%40example.org': () => json({ status: 'failed', scanId: 'scan-1', sources: [] }) }, 'Scan failed'],
    ['the status call fails', { '/api/scan-status/target%40example.org': () => json({}, 500) }, 'Failed to fetch scan status'],
    [
      'the results call fails',
      { '/api/scan-status/target%40example.org': () => json({ status: 'completed', scanId: 'scan-1', sources: [] }), '/api/scan-results/target%40example.org': () => Promise.reject(new TypeError('offline')) },
      'Failed to fetch scan results',
    ],
    ['the scan expired', { '/api/scan-status/target%40example.org': () => apiError(404, 'SCAN_NOT_FOUND', 'No scan was found for this address. It may have expired.') }, 'No scan was found for this address. It may have expired.'],
  ])('polling: %s → Scan Error dialog, polling ends', async (_name, handlers, details) => {
    const fetchMock = mockApi({ '/api/start-scan': started, ...(handlers as Record<string, Handler>) });
    renderStage();
    await settle();
    FakeEventSource.latest().fail();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Scan Error' })).toHaveTextContent(dialogText(details));
    const polls = callsTo(fetchMock, '/api/scan-status/target%40example.org').length;
    await advance(3 * SCAN_POLL_MS);
    expect(callsTo(fetchMock, '/api/scan-status/target%40example.org')).toHaveLength(polls);
  });

  it('German: „Führe letzten Scan durch...“ and the dialog in German', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/start-scan': () => json({}, 503) });
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Führe letzten Scan durch...' })).toBeInTheDocument();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Scan-Fehler' });
    expect(dialog).toHaveTextContent('Beim Abschluss des Scans für target@example.org ist ein Problem aufgetreten. Details: HTTP-Fehler! Status: 503');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
