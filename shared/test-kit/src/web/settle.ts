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
