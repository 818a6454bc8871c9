import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { BrowserCheck } from '../src/check-release';
import { readHistory } from '../src/history';
import { fixtureRelease, fixtureShell, passingBrowser, removeTempDirs, tempDir, writeFiles } from './release-fixtures';

afterAll(removeTempDirs);

const BASE = 'http://cdn.test/releases';

/** A repository with one remote's sources, a live shell, a runtime configuration and a store. */
function workspace(browserCheck: BrowserCheck = passingBrowser) {
  const root = writeFiles(tempDir('release-ws-'), {
    'pnpm-workspace.yaml': 'packages: []\n',
    'mfe-funnel/app.build.ts': 'export default {};\n',
    'mfe-funnel/package.json': JSON.stringify({ name: '@mailscout/mfe-funnel', version: '1.2.0' }),
    'mfe-funnel/release.json': JSON.stringify({ sizeBudgetKb: 50 }),
    'mfe-funnel/src/i18n/translations.ts': "export const funnelTranslations = { en: { title: 'Search' }, de: { title: 'Suche' } };\n",
    'config/runtime-config.json': JSON.stringify({
      apiBaseUrl: '',
      remotes: [
        { name: 'marketing', manifestUrl: 'http://localhost:3001/mf-manifest.json', routes: ['/'] },
        { name: 'funnel', manifestUrl: 'http://localhost:3002/mf-manifest.json', routes: ['/email-scan'] },
      ],
    }),
  });
  const shellDir = fixtureShell();
  const env = { RELEASE_STORE: 'store', RELEASE_BASE_URL: BASE, RUNTIME_CONFIG_FILE: 'config/runtime-config.json', SHELL_DIST: shellDir, USER: 'tester' };
  const out: string[] = [];
  const err: string[] = [];
  /** The "production build": a good fixture release, the same bytes whatever the label (as the funnel's). */
  const build = (_remoteDir: string, outDir: string) => {
    fs.cpSync(fixtureRelease(), outDir, { recursive: true });
    for (const file of ['translations.json', 'release-info.json']) fs.rmSync(path.join(outDir, file));
  };
  const run = async (...argv: string[]) => {
    out.length = 0;
    err.length = 0;
    const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env, cwd: root, build, browserCheck });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const config = () => JSON.parse(fs.readFileSync(path.join(root, 'config/runtime-config.json'), 'utf8')) as { remotes: Array<{ name: string; manifestUrl: string; canary?: { manifestUrl: string; share: number } }> };
  const funnel = () => config().remotes.find((r) => r.name === 'funnel')!;
  return { root, run, funnel, historyFile: path.join(root, 'store', 'history.jsonl') };
}

async function built(ws: ReturnType<typeof workspace>, label?: string) {
  const result = await ws.run('build', 'funnel', ...(label ? ['--label', label] : []));
  expect(result.code).toBe(0);
  return result.out.split('\n').pop()!;
}

describe('pnpm release', () => {
  it('build: adds the build to the store under <version>+<content hash>, once, with its namespace and budget', async () => {
    const ws = workspace();
    const first = await built(ws);
    expect(first).toMatch(/^1\.2\.0\+[0-9a-f]{10}$/);
    const dir = path.join(ws.root, 'store', 'funnel', first);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'translations.json'), 'utf8'))).toEqual({ namespace: 'funnel', en: { title: 'Search' }, de: { title: 'Suche' } });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'release-info.json'), 'utf8'))).toMatchObject({ remote: 'funnel', release: first, version: '1.2.0', sizeBudgetKb: 50 });
    // Immutable and content-addressed: the same build is the same release, untouched; a change is another.
    const before = fs.statSync(path.join(dir, 'release-info.json')).mtimeMs;
    const again = await ws.run('build', 'funnel');
    expect(again.out).toContain(`${first} already in`);
    expect(fs.statSync(path.join(dir, 'release-info.json')).mtimeMs).toBe(before);
    const labelled = await built(ws, 'v2');
    expect(labelled).not.toBe(first);
    expect(fs.readFileSync(path.join(ws.root, 'store', 'funnel', labelled, 'build-label.txt'), 'utf8')).toBe('v2\n');
    expect(fs.readdirSync(path.join(ws.root, 'store', 'funnel')).sort()).toEqual([first, labelled].sort());
  });

  it('build: refuses an unknown remote with a clear message', async () => {
    const result = await workspace().run('build', 'checkout');
    expect(result.code).toBe(1);
    expect(result.err).toContain('unknown remote "checkout": expected a folder mfe-checkout/ with an app.build.ts');
  });

  it('check: reports each rule and refuses a broken release with exit code 1', async () => {
    const ws = workspace();
    const good = await built(ws);
    const ok = await ws.run('check', 'funnel', good);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`funnel ${good}: passes the gate`);
    fs.writeFileSync(path.join(ws.root, 'store', 'funnel', good, 'translations.json'), JSON.stringify({ namespace: 'funnel', en: { title: 'Search' }, de: {} }));
    const refused = await ws.run('check', 'funnel', good);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('FAIL translations en/de');
    expect(refused.out).toContain('1 key(s) of funnel have no German text: title');
  });

  it('promote, canary, rollback and status: the configuration is rewritten whole and the history kept', async () => {
    const ws = workspace();
    const v1 = await built(ws);
    const v2 = await built(ws, 'v2');

    expect((await ws.run('promote', 'funnel', v1, '--by', 'alice')).code).toBe(0);
    expect(ws.funnel()).toEqual({ name: 'funnel', manifestUrl: `${BASE}/funnel/${v1}/mf-manifest.json`, routes: ['/email-scan'] });

    expect((await ws.run('promote', 'funnel', v2, '--canary', '50%')).out).toBe(`funnel ${v2} is the canary for 50 % of visitors`);
    expect(ws.funnel().manifestUrl).toBe(`${BASE}/funnel/${v1}/mf-manifest.json`);
    expect(ws.funnel().canary).toEqual({ manifestUrl: `${BASE}/funnel/${v2}/mf-manifest.json`, share: 50 });

    const status = await ws.run('status');
    expect(status.out).toMatch(new RegExp(`^funnel: ${v1.replace('+', '\\+')}; canary ${v2.replace('+', '\\+')} for 50 % of visitors since \\S+ by tester$`, 'm'));
    expect(status.out).toContain('marketing: http://localhost:3001/mf-manifest.json (not promoted with the release command)');

    // Rolling back withdraws the canary, then the promotion before it.
    expect((await ws.run('rollback', 'funnel')).out).toBe(`funnel is back to ${v1}`);
    expect(ws.funnel().canary).toBeUndefined();
    expect((await ws.run('status')).out).toMatch(new RegExp(`^funnel: ${v1.replace('+', '\\+')} since \\S+ by tester$`, 'm'));
    expect((await ws.run('rollback', 'funnel')).out).toBe('funnel is back to http://localhost:3002/mf-manifest.json');
    expect(ws.funnel().manifestUrl).toBe('http://localhost:3002/mf-manifest.json');
    const nothing = await ws.run('rollback', 'funnel');
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('nothing to roll back for funnel');

    expect(readHistory(ws.historyFile).map((e) => [e.action, e.by, e.release])).toEqual([
      ['promote', 'alice', v1],
      ['canary', 'tester', v2],
      ['rollback', 'tester', v1],
      ['rollback', 'tester', undefined],
    ]);
    // Written by rename: no temporary file is left beside the configuration.
    expect(fs.readdirSync(path.join(ws.root, 'config'))).toEqual(['runtime-config.json']);
  });

  it('promote: refuses a release the gate refuses, leaving the configuration as it was', async () => {
    const ws = workspace();
    const release = await built(ws);
    fs.rmSync(path.join(ws.root, 'store', 'funnel', release, 'remoteEntry.js'));
    const before = ws.funnel();
    const result = await ws.run('promote', 'funnel', release);
    expect(result.code).toBe(1);
    expect(result.err).toContain('REFUSED');
    expect(result.err).toContain('the remote entry remoteEntry.js is missing from the release');
    expect(ws.funnel()).toEqual(before);
    expect(readHistory(ws.historyFile)).toEqual([]);
  });

  it('promote: refuses a canary share outside 1–99 and a release not in the store', async () => {
    const ws = workspace();
    const release = await built(ws);
    expect((await ws.run('promote', 'funnel', release, '--canary', '100')).err).toContain('--canary takes a whole percentage from 1 to 99');
    expect((await ws.run('promote', 'funnel', '1.2.0+0000000000')).err).toContain('funnel has no release 1.2.0+0000000000');
    expect((await ws.run('promote', 'funnel', 'latest')).err).toContain('"latest" is not a release id');
  });

  it('prints the usage for an unknown command', async () => {
    const result = await workspace().run('deploy');
    expect(result.code).toBe(2);
    expect(result.err).toContain('usage: pnpm release <command>');
  });
});

describe('pnpm release with RELEASE_LOG_FORMAT=json (docs/deploy.md#logs)', () => {
  it('writes every line, and the end of the command, as JSON log lines in the one shape', async () => {
    const { Writable } = await import('node:stream');
    const { processLogger } = await import('@mailscout/logging');
    const { jsonLogIo } = await import('../src/cli');
    let text = '';
    const io = jsonLogIo(
      processLogger('release', {
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            text += chunk.toString();
            done();
          },
        }),
      }),
    );
    const ws = workspace();
    const startedAt = Date.now();
    // A remote named like an address: the error line quotes it, masked.
    const argv = ['build', 'ada@example.com'];
    const code = await runCli(argv, { out: io.out, err: io.err, env: { RELEASE_STORE: 'store', RELEASE_BASE_URL: BASE, RUNTIME_CONFIG_FILE: 'config/runtime-config.json', SHELL_DIST: fixtureShell(), USER: 'tester' }, cwd: ws.root });
    expect(code).toBe(1);
    io.finished(argv, code, startedAt);
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatchObject({ process: 'release', level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    expect(lines[0]).toMatchObject({ level: 'error', msg: expect.stringContaining('unknown remote "a•••@example.com"') });
    expect(lines.at(-1)).toMatchObject({ level: 'error', route: 'build', status: 1, durationMs: expect.any(Number) });
    expect(text).not.toContain('ada@example.com');
  });
});
