/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';

// The helper installs process-wide handlers: each case runs it in a process of its own.
const TSX_CLI = require.resolve('tsx/cli');
const FIXTURE = path.join(__dirname, 'fixtures', 'shutdown-process.ts');

function start(mode: 'finish' | 'hang' | 'fail', boundMs: number) {
  const child = spawn(process.execPath, [TSX_CLI, FIXTURE, mode, String(boundMs)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const seen = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of seen) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        seen.delete(check);
        resolve();
      };
      seen.add(check);
      void exited.then(() => (output.includes(text) ? resolve() : reject(new Error(`exited before saying ${text}:\n${output}`))));
      check();
    });
  return { child, exited, said, output: () => output };
}

const lines = (output: string) => output.split('\n').filter((line) => line.startsWith('step: '));

describe('gracefulShutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('on %s reports draining, runs every step in order and exits 0', async (signal) => {
    const fixture = start('finish', 10_000);
    await fixture.said('ready');
    fixture.child.kill(signal);
    expect(await fixture.exited).toBe(0);
    expect(lines(fixture.output())).toEqual(['step: draining', 'step: first', 'step: second', 'step: last']);
    expect(fixture.output()).toContain(`fixture: shutting down (${signal})`);
  });

  it('runs the later steps after one fails, and exits 1', async () => {
    const fixture = start('fail', 10_000);
    await fixture.said('ready');
    fixture.child.kill('SIGTERM');
    expect(await fixture.exited).toBe(1);
    expect(lines(fixture.output())).toEqual(['step: draining', 'step: first', 'step: last']);
    expect(fixture.output()).toContain("shutdown step 'second' failed (the second step broke)");
  });

  it('exits 1 once the bound has passed when a step does not finish', async () => {
    const fixture = start('hang', 1_000);
    await fixture.said('ready');
    const sent = Date.now();
    fixture.child.kill('SIGTERM');
    expect(await fixture.exited).toBe(1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1_000);
    expect(fixture.output()).toContain('fixture: shutdown did not finish within 1000 ms; exiting with code 1');
    expect(lines(fixture.output())).toEqual(['step: draining', 'step: first']);
  });

  it('exits 1 at once on a second signal', async () => {
    const fixture = start('hang', 60_000);
    await fixture.said('ready');
    fixture.child.kill('SIGTERM');
    await fixture.said('step: first');
    fixture.child.kill('SIGTERM');
    expect(await fixture.exited).toBe(1);
    expect(fixture.output()).toContain('second SIGTERM during shutdown');
  });
});
