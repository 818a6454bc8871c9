import { act, screen } from '@testing-library/react';
import { STREAM_MAX_MOVES, STREAM_MOVE_MS } from '../../src/api/event-stream';
import { ProcessingStage } from '../../src/scan/processing-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { json, callsTo, mockApi, renderPage, results } from '../checkout/helpers';
import { settleOnFakeClock as settle } from '@mailscout/test-kit/web';
import { FakeEventSource } from '../funnel/fake-event-source';
import { advance, onFakeClockWithStreams, sourceState, TARGET_RESULTS, TARGET_STATUS } from './stream-stage-harness';

/**
 * docs/deploy.md#graceful-shutdown: an API instance that shuts down closes its event streams
 * asking each client to reconnect (`event: close` with `reconnect: true` and `retryMs`). The
 * scan's page reconnects after that wait — through the load balancer, to an instance that
 * stays — instead of falling back to polling, and still sees the scan finish.
 */

onFakeClockWithStreams();

const STATUS = TARGET_STATUS;
const RESULTS = TARGET_RESULTS;
const source = sourceState;

function renderStage() {
  const report = results('target@example.org', {}, 1);
  const fetchMock = mockApi({
    '/api/start-scan': () => json({ scan_id: 'scan-1' }),
    [STATUS]: () => json({ scanId: 'scan-1', status: 'completed', sources: [source('local-checks', 'found'), source('gravatar', 'found')] }),
    [RESULTS]: () => json(report),
  });
  const onComplete = jest.fn();
  renderPage(
    <CheckoutProvider kind="email" target="target@example.org" billingEmail="buyer@example.com">
      <ProcessingStage onComplete={onComplete} onError={jest.fn()} />
    </CheckoutProvider>,
  );
  return { fetchMock, report, onComplete };
}

describe('the scan when its instance shuts down', () => {
  it('reconnects after the wait the server asked for, without polling, and still sees the scan finish', async () => {
    const { fetchMock, report, onComplete } = renderStage();
    await settle();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('source', source('local-checks', 'found'));
    first.moveByServer(1200);
    expect(first.closed).toBe(true);
    await advance(1199);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/scans/scan-1/events');
    second.open();
    // The new instance sends the job's state again: nothing is counted twice.
    second.emit('source', source('local-checks', 'found'));
    second.emit('source', source('gravatar', 'found'));
    expect(screen.getByRole('status')).toHaveTextContent('2 sources have answered so far.');
    second.emit('results', report);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
  });

  it('is not counted as a drop: two drops and a restart still reconnect', async () => {
    renderStage();
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail();
    await advance(1000);
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail();
    await advance(2000);
    FakeEventSource.latest().open();
    FakeEventSource.latest().moveByServer(1000);
    await advance(1000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it(`falls back to polling after ${STREAM_MAX_MOVES} restarts in a row with nothing in between, and without a wait uses its own`, async () => {
    const { fetchMock, report, onComplete } = renderStage();
    await settle();
    for (let move = 1; move <= STREAM_MAX_MOVES; move++) {
      FakeEventSource.latest().open();
      act(() => {
        FakeEventSource.latest().listeners.get('close')?.forEach((listener) => listener(new MessageEvent('close', { data: JSON.stringify({ reason: 'shutdown', reconnect: true }) })));
      });
      await advance(STREAM_MOVE_MS);
      expect(FakeEventSource.instances).toHaveLength(move + 1);
    }
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
    FakeEventSource.latest().open();
    FakeEventSource.latest().moveByServer(1000);
    await settle();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(onComplete).toHaveBeenCalledWith(report, 'scan-1');
    await advance(10_000);
    expect(FakeEventSource.instances).toHaveLength(STREAM_MAX_MOVES + 1);
  });

  it('a close without reconnect (an older API) falls back to polling as before', async () => {
    const { fetchMock } = renderStage();
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().closeByServer('shutdown');
    await settle();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
