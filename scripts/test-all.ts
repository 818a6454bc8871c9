import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/services';

/**
 * `pnpm test`: lint, type checks, production builds (once), unit/component/API tests (one Jest
 * run, some of which use the builds), then the Playwright suite against those builds. Ends with
 * one line of totals.
 */
interface Totals {
  passed: number;
  failed: number;
}
const totals: Totals = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      console.log(`◀ ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

/** A check that is not a test runner counts as one test. */
async function check(label: string, command: string, args: string[]): Promise<void> {
  const ok = await run(label, command, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function jest(): Promise<void> {
  const out = path.join(ROOT, 'test-results', 'jest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  const ok = await run('unit, component and API tests (Jest)', 'pnpm', ['exec', 'jest', '--json', `--outputFile=${out}`]);
  const result = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(out);
  if (!result) {
    totals.failed += 1;
    failures.push('jest (no report)');
    return;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  if (!ok) failures.push('jest');
}

async function e2e(): Promise<void> {
  const out = path.join(ROOT, 'e2e', 'test-results', 'results.json');
  fs.rmSync(out, { force: true });
  const ok = await run('end-to-end tests (Playwright, Chromium)', 'pnpm', ['--filter', '@mailscout/e2e', 'test'], { E2E_SKIP_BUILD: '1' });
  const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  if (!result) {
    totals.failed += 1;
    failures.push('e2e (no report)');
    return;
  }
  totals.passed += result.stats.expected + result.stats.flaky;
  totals.failed += result.stats.unexpected;
  if (!ok) failures.push('e2e');
}

async function main() {
  const started = Date.now();
  const serviceConfigs = fs
    .readdirSync(path.join(ROOT, 'services'))
    .map((dir) => path.join('services', dir, 'tsconfig.json'))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));

  // Lint and type checks are light; run them side by side on the two cores.
  await Promise.all([
    check('lint (ESLint, architecture boundaries)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']),
    (async () => {
      await check('type check (apps and shared packages)', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
      for (const config of serviceConfigs) await check(`type check (${path.dirname(config)})`, 'pnpm', ['exec', 'tsc', '-p', config]);
    })(),
  ]);
  // docs/decisions.md#sources: every declared profile site against its fixtures (offline, against the stand-in).
  await check('username pivot self-test (pnpm sources:selftest)', 'pnpm', ['sources:selftest']);
  // The builds come before Jest: the release gate's tests (services/release, prod-releases) take
  // the real remotes' builds, as `pnpm release build` and start:prod do.
  const built = await run('production builds', 'pnpm', ['build']);
  if (!built) {
    totals.failed += 1;
    failures.push('build');
  }
  await jest();
  if (built) await e2e();

  console.log(`\nTook ${((Date.now() - started) / 60000).toFixed(1)} min.${failures.length ? ` Failed: ${failures.join(', ')}` : ''}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

void main();
