import { act } from '@testing-library/react';
import { settleOnFakeClock } from '@mailscout/test-kit/web';
import { AT, resetPage, signInAs } from '../checkout/helpers';
import { FakeEventSource } from '../funnel/fake-event-source';

/**
 * The processing stage on a fake clock with a fake EventSource, signed in with 2 credits: what the
 * stage's stream and polling tests share (docs/architecture.md#event-streams). Call once at the
 * top of a test file.
 */
export function onFakeClockWithStreams(): void {
  beforeEach(async () => {
    await resetPage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    FakeEventSource.install();
    signInAs('jane.doe@example.com', 2);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** Moves the fake clock and lets the answers it released settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await settleOnFakeClock();
}

export const TARGET_STATUS = '/api/scan-status/target%40example.org';
export const TARGET_RESULTS = '/api/scan-results/target%40example.org';

/** One source's state in a scan status answer. */
export const sourceState = (name: string, state: string) => ({ source: name, state, at: state === 'pending' ? null : AT });
