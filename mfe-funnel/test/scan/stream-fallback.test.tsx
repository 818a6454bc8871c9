import { renderHook, screen } from '@testing-library/react';
import { sessionStore } from '@mailscout/auth';
import { STREAM_RECONNECT_MS } from '../../src/api/event-stream';
import { PREVIEW_POLL_MS, usePreviewStream } from '../../src/funnel/use-preview-stream';
import { ProcessingStage } from '../../src/scan/processing-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { SCAN_POLL_MS } from '../../src/scan/use-scan';
import { json, callsTo, mockApi, renderPage, results } from '../checkout/helpers';
import { settleOnFakeClock as settle } from '@mailscout/test-kit/web';
import { FakeEventSource } from '../funnel/fake-event-source';
import { advance, onFakeClockWithStreams, sourceState, TARGET_RESULTS, TARGET_STATUS } from './stream-stage-harness';
import { emailPreview } from '../funnel/fixtures';

/**
 * docs/architecture.md#event-streams: the API caps open event streams (429 per client, 503 overall) and closes idle
 * ones. The funnel then polls every 5 s as the original does (docs/product.md#states), showing the same
 * progress; a stream that drops is reconnected twice before polling takes over.
 */

onFakeClockWithStreams();

const STATUS = TARGET_STATUS;
const RESULTS = TARGET_RESULTS;
const source = sourceState;

function renderStage() {
  const onComplete = jest.fn();
  const onError = jest.fn();
  renderPage(
    <CheckoutProvider kind="email" target="target@example.org" billingEmail="buyer@example.com">
      <ProcessingStage onComplete={onComplete} onError={onError} />
    </CheckoutProvider>,
  );
  return { onComplete, onError };
}

/** The scan's status answers in turn (the last one repeats), then its results. */
function scanApi(statuses: Array<{ status: string; sources: ReturnType<typeof source>[] }>, report = results('target@example.org', {}, 1)) {
  const fetchMock = mockApi({
    '/api/start-scan': () => json({ scan_id: 'scan-1' }),
    [STATUS]: () => json({ scanId: 'scan-1', ...(statuses.length > 1 ? statuses.shift()! : statuses[0]!) }),
    [RESULTS]: () => json(report),
  });
  return { fetchMock, report };
}

describe('the scan when its event stream is refused (429/503)', () => {
  it('polls the status every 5 s, shows each answered source as the stream would, then completes with the results', async () => {
    const { fetchMock, report } = scanApi([
      { status: 'running', sources: [source('local-checks', 'found'), source('gravatar', 'pending'), source('hibp', 'pending')] },
      { status: 'running', sources: [source('local-checks', 'found'), source('gravatar', 'found'), source('hibp', 'pending')] },
      { status: 'completed', sources: [source('local-checks', 'found'), source('gravatar', 'found'), source('hibp', 'not_found')] },
    ]);
    const { onComplete, onError } = renderStage();
    await settle();
    const stream = FakeEventSource.latest();
    // The server answered 429: the stream never opened.
    stream.fail();
    await settle();
    expect(stream.closed).toBe(true);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 source has answered so far.');
    // No second stream: a refusal is not retried.
    expect(FakeEventSource.instances).toHaveLength(1);

    await advance(SCAN_POLL_MS - 1);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    await advance(1);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 sources have answered so far.');

    await advance(SCAN_POLL_MS);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(3);
    expect(callsTo(fetchMock, RESULTS)).toHaveLength(1);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(onError).not.toHaveBeenCalled();
    expect(sessionStore.getUser()?.credits).toBe(1);
    await advance(3 * SCAN_POLL_MS);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(3);
  });

  it('keeps the progress the stream already showed, and counts each source once', async () => {
    const { fetchMock } = scanApi([{ status: 'running', sources: [source('local-checks', 'found'), source('gravatar', 'found'), source('hibp', 'pending')] }]);
    renderStage();
    await settle();
    const stream = FakeEventSource.latest();
    stream.open();
    stream.emit('source', source('local-checks', 'found'));
    expect(screen.getByRole('status')).toHaveTextContent('1 source has answered so far.');
    // The server closes the idle stream: polling at once.
    stream.closeByServer('idle');
    await settle();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('2 sources have answered so far.');
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('the scan when its open stream drops', () => {
  it('reconnects after 1 s and 2 s without polling; the third drop falls back to polling every 5 s', async () => {
    const { fetchMock, report } = scanApi([{ status: 'completed', sources: [source('hibp', 'found')] }]);
    const { onComplete } = renderStage();
    await settle();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('source', source('local-checks', 'found'));
    first.fail();
    expect(first.closed).toBe(true);
    await advance(STREAM_RECONNECT_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/scans/scan-1/events');
    second.open();
    // The reconnected stream repeats what was sent; the count does not double.
    second.emit('source', source('local-checks', 'found'));
    second.emit('source', source('gravatar', 'found'));
    expect(screen.getByRole('status')).toHaveTextContent('2 sources have answered so far.');
    second.fail();
    await advance(2 * STREAM_RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    const third = FakeEventSource.latest();
    third.open();
    third.fail();
    await settle();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(screen.getByRole('status')).toHaveTextContent('3 sources have answered so far.');
    await advance(10 * STREAM_RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('a reconnected stream can still deliver the results', async () => {
    const { fetchMock, report } = scanApi([{ status: 'running', sources: [] }]);
    const { onComplete } = renderStage();
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail();
    await advance(STREAM_RECONNECT_MS);
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('results', report);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
  });
});

describe('the free preview when its event stream is refused', () => {
  it('polls GET /api/previews/{id} every 5 s with the same per-source progress until it completes', async () => {
    const running = emailPreview({ status: 'running', emailChecks: null }, { gravatar: 'pending', github: 'pending', hibp: 'pending', records: 'pending' });
    const halfway = emailPreview({ status: 'running' }, { github: 'pending', records: 'pending' });
    const done = emailPreview();
    const answers = [running, halfway, done];
    const fetchMock = mockApi({ '/api/previews/pv-1': () => json(answers.length > 1 ? answers.shift()! : answers[0]!) });
    const { result } = renderHook(() => usePreviewStream('pv-1'));
    expect(result.current.connection).toBe('live');
    FakeEventSource.latest().fail();
    await settle();
    expect(result.current.connection).toBe('polling');
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(1);
    expect(result.current.sources).toMatchObject({ 'local-checks': 'found', gravatar: 'pending' });

    await advance(PREVIEW_POLL_MS - 1);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(1);
    await advance(1);
    expect(result.current.sources).toMatchObject({ 'local-checks': 'found', gravatar: 'found', hibp: 'found', github: 'pending' });

    await advance(PREVIEW_POLL_MS);
    expect(result.current.preview?.status).toBe('completed');
    expect(Object.values(result.current.sources)).not.toContain('pending');
    await advance(3 * PREVIEW_POLL_MS);
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(3);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reconnects a dropped preview stream before it polls', async () => {
    const fetchMock = mockApi({ '/api/previews/pv-1': () => json(emailPreview()) });
    const { result } = renderHook(() => usePreviewStream('pv-1'));
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail();
    await advance(STREAM_RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(result.current.connection).toBe('live');
    FakeEventSource.latest().emit('preview', emailPreview());
    expect(result.current.preview?.status).toBe('completed');
    expect(callsTo(fetchMock, '/api/previews/pv-1')).toHaveLength(0);
  });
});
