/**
 * @jest-environment node
 */
// Web Crypto (crypto.subtle) is Node's own; jsdom has none.
import { createChallenge, sha } from 'altcha/lib';
import { registerMainThreadSolvers } from '../src/captcha/main-thread-solver';

describe('ALTCHA main-thread solver (the shell’s CSP allows no blob: workers)', () => {
  it('solves a challenge made as the API makes it, speaking the widget’s worker protocol', async () => {
    const algorithms = new Map<string, () => Worker | Promise<Worker>>();
    registerMainThreadSolvers(algorithms);
    expect([...algorithms.keys()]).toEqual(['SHA-256', 'SHA-384', 'SHA-512']);
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 300, deriveKey: sha.deriveKey, hmacSignatureSecret: 'secret' });
    const worker = await algorithms.get('SHA-256')!();
    const solution = await new Promise<{ counter: number; derivedKey: string }>((resolve) => {
      worker.addEventListener('message', (event) => resolve((event as MessageEvent).data));
      worker.postMessage({ type: 'work', challenge, counterStart: 0, counterStep: 1 });
    });
    expect(solution.counter).toBe(300);
    expect(solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
  });
});
