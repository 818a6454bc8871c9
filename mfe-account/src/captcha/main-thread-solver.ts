import { sha, solveChallenge, type Challenge } from 'altcha/lib';

type SolverMessage =
  | { type: 'work'; challenge: Challenge; counterMode?: 'uint32' | 'string'; counterStart?: number; counterStep?: number; timeout?: number }
  | { type: 'abort' };

/**
 * Stands in for ALTCHA's Web Worker and solves the proof of work on the page's own thread.
 * Workers are not possible here: the shell's Content Security Policy allows no `blob:` workers
 * (the widget's bundled ones), and a worker file from this remote's origin is cross-origin to
 * the page, which browsers refuse. The API's challenges are SHA-256 with a small counter (the
 * API's captcha plugin), and the solver yields to the page every 200 ms, so it stays responsive.
 * It speaks the widget's worker protocol: `work` / `abort` in, the solution (or `{error}`) out.
 */
class MainThreadSolver extends EventTarget {
  private controller: AbortController | undefined;

  postMessage(message: SolverMessage): void {
    if (message.type === 'abort') {
      this.controller?.abort();
      return;
    }
    const { type: _type, ...work } = message;
    const controller = new AbortController();
    this.controller = controller;
    solveChallenge({ ...work, controller, deriveKey: sha.deriveKey }).then(
      (solution) => this.dispatchEvent(new MessageEvent('message', { data: solution })),
      (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { error: error instanceof Error ? error.message : String(error) } })),
    );
  }

  terminate(): void {
    this.controller?.abort();
  }
}

/** The SHA algorithms the widget may be asked for, each solved on the main thread. */
export function registerMainThreadSolvers(algorithms: Map<string, () => Worker | Promise<Worker>>): void {
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    algorithms.set(algorithm, () => new MainThreadSolver() as unknown as Worker);
  }
}
