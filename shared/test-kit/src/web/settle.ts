import { act } from '@testing-library/react';

/**
 * Lets pending mocked API answers settle inside act (real timers): each round yields one macrotask,
 * so an answer's state update and the effects it starts (the next request) run before the test reads.
 */
export async function settle(rounds = 1): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * The same under Jest's fake clock, without moving it: several acts, because an answer's state
 * update starts its effects (the next request, the event stream) only when an act ends.
 */
export async function settleOnFakeClock(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}
