import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * docs/architecture.md#scans-end: deadlines that a garbage collection cannot take away. The probe runs in a child
 * process started with `--expose-gc` (so this file needs no special Jest flags and the plain
 * `jest` run executes it): twenty hung runs of the real networked sources plus a source that
 * ignores its signal, with full collections forced between start and deadline.
 */
function probe(env: Record<string, string>): Promise<{ runs: number; slowestMs: number; states: string[]; openAtEnd: number; openAfter: number; oldPatternFired: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--require', require.resolve('tsx/cjs'), path.join(__dirname, '../fixtures', 'gc-deadline-probe.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`probe exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!));
    });
  });
}

const DEADLINE_MS = 1_500;

describe.each(['hang', 'trickle'])('a GC between start and deadline, the service %ss', (fault) => {
  it('every run still ends by its deadline plus one second, and no connection outlives the pool\'s idle timeout', async () => {
    const result = await probe({ PROBE_FAULT: fault, PROBE_DEADLINE_MS: String(DEADLINE_MS), PROBE_RUNS: '20', PROBE_OLD: fault === 'hang' ? '1' : '0' });
    expect(result.runs).toBe(20);
    expect(result.slowestMs).toBeLessThanOrEqual(DEADLINE_MS + 1_000);
    expect(result.states).toEqual(['timeout']);
    expect(result.openAfter).toBe(0);
    // For the record (not asserted: it depends on the collector): how many of 50 deadlines of the
    // old pattern fired after a forced GC.
    if (result.oldPatternFired !== null) console.info(`old AbortSignal.any(AbortSignal.timeout) pattern: ${result.oldPatternFired} of 50 fired after GC`);
  }, 30_000);
});
