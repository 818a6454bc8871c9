import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli';
import { listFiles } from '../src/content-hash';
import { readHistory } from '../src/history';
import { addBuildToStore } from '../src/release-from-build';
import { findRepoRoot } from '../src/settings';
import { removeTempDirs, tempDir } from './release-fixtures';

/**
 * The product owner's damaged candidates (docs/deploy.md#release-store), made from the real funnel
 * build: each is refused by `check` and by `promote` (for everyone and as a canary), and neither
 * the store nor the runtime configuration nor the history changes. The build itself passes the
 * whole gate, the browser included, and goes live: the refusals are the damage's, not the gate's.
 */
jest.setTimeout(180_000);

const ROOT = findRepoRoot(__dirname);
const STORE_URL = 'http://localhost:8081';
const distOf = (remote: string) => path.join(ROOT, `mfe-${remote}`, 'dist', '1.0.0');

let store: string;
let configFile: string;
let live: string;
let run: (...argv: string[]) => Promise<{ code: number; out: string }>;

/** Every file of the store with its hash, and the configuration's bytes: what must not change. */
function state() {
  const files = Object.fromEntries(listFiles(store).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(store, f))).digest('hex')]));
  return { files, config: fs.readFileSync(configFile, 'utf8') };
}

/** A copy of the live release under a made-up id (as the product owner made them), then damaged. */
function copyAs(id: string, damage: (dir: string) => void): string {
  const dir = path.join(store, 'funnel', id);
  fs.cpSync(path.join(store, 'funnel', live), dir, { recursive: true });
  damage(dir);
  return id;
}

/** The damaged build added the documented way: its id is its content's, so only the other rules can refuse it. */
async function addedDamaged(damage: (dir: string) => void): Promise<string> {
  const build = tempDir('damaged-build-');
  fs.cpSync(distOf('funnel'), build, { recursive: true });
  damage(build);
  return (await addBuildToStore({ root: ROOT, store, remote: 'funnel', buildDir: build })).release;
}

const entryNotJs = (dir: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'this is not javascript (((');
const evilPublicPath = (dir: string) => {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: { publicPath: string } };
  manifest.metaData.publicPath = 'http://evil.example/';
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
};
const chunkOf = (dir: string) => fs.readdirSync(dir).find((f) => /^__federation_expose_routes\.[0-9a-f]+\.js$/.test(f))!;

beforeAll(async () => {
  // The real builds, as `pnpm release build` takes them (`pnpm test` builds before Jest).
  if (!fs.existsSync(distOf('funnel')) || !fs.existsSync(path.join(ROOT, 'shell', 'dist'))) throw new Error('these tests take the production builds: run `pnpm build` first');
  store = tempDir('damaged-store-');
  live = (await addBuildToStore({ root: ROOT, store, remote: 'funnel', buildDir: distOf('funnel') })).release;
  const shellConfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), 'utf8')) as { remotes: Array<{ name: string; manifestUrl: string }> };
  for (const remote of shellConfig.remotes) if (remote.name === 'funnel') remote.manifestUrl = `${STORE_URL}/funnel/${live}/mf-manifest.json`;
  configFile = path.join(tempDir('damaged-config-'), 'runtime-config.json');
  fs.writeFileSync(configFile, JSON.stringify(shellConfig, null, 2));
  const env = { RELEASE_STORE: store, RELEASE_BASE_URL: STORE_URL, RUNTIME_CONFIG_FILE: configFile, SHELL_DIST: path.join(ROOT, 'shell', 'dist'), USER: 'tester' };
  run = async (...argv) => {
    const lines: string[] = [];
    const code = await runCli(argv, { out: (l) => lines.push(l), err: (l) => lines.push(l), env, cwd: ROOT });
    return { code, out: lines.join('\n') };
  };
});

afterAll(removeTempDirs);

/** Refused by check and by promote (for everyone and as a canary), with nothing changed. */
async function refusedEverywhere(release: string, reasons: Array<string | RegExp>) {
  const before = state();
  const history = readHistory(path.join(store, 'history.jsonl')).length;
  for (const argv of [['check', 'funnel', release], ['promote', 'funnel', release], ['promote', 'funnel', release, '--canary', '10']]) {
    const result = await run(...argv);
    expect([argv.join(' '), result.code]).toEqual([argv.join(' '), 1]);
    expect(result.out).toContain(`funnel ${release}: REFUSED`);
    for (const reason of reasons) expect(result.out).toMatch(reason);
    // Refused before any browser: files that are not sound are never loaded.
    expect(result.out).not.toContain('loads in the live shell');
  }
  expect(state()).toEqual(before);
  expect(readHistory(path.join(store, 'history.jsonl'))).toHaveLength(history);
}

describe('damaged candidates of the real funnel build', () => {
  it('refuses one chunk’s bytes changed, under a made-up id, naming the chunk', async () => {
    let chunk = '';
    const id = copyAs('1.0.0+deadbeef01', (dir) => {
      chunk = chunkOf(dir);
      fs.appendFileSync(path.join(dir, chunk), '\n;self.__changed = 1;');
    });
    await refusedEverywhere(id, ['FAIL content matches its id', /the files hash to [0-9a-f]{10}, not to the deadbeef01 its id names/, `differing from the files recorded when it was added: ${chunk} (changed)`]);
  });

  it('refuses a remote entry that is not JavaScript: under a made-up id by its content, under its true id because it does not parse', async () => {
    await refusedEverywhere(copyAs('1.0.0+deadbeef02', entryNotJs), ['FAIL content matches its id', 'remoteEntry.js (changed)']);
    await refusedEverywhere(await addedDamaged(entryNotJs), ['ok   content matches its id', 'FAIL scripts parse', /remoteEntry\.js does not parse: Unexpected identifier/]);
  });

  it('refuses a manifest whose publicPath is another origin: under a made-up id by its content, under its true id as unsafe', async () => {
    await refusedEverywhere(copyAs('1.0.0+deadbeef03', evilPublicPath), ['FAIL content matches its id', 'mf-manifest.json (changed)']);
    await refusedEverywhere(await addedDamaged(evilPublicPath), [
      'ok   content matches its id',
      'FAIL safe manifest',
      `metaData.publicPath is "http://evil.example/": the code must come from the release's own folder ("auto", a relative path or ${STORE_URL}/funnel/`,
    ]);
  });

  it('refuses, by default and in the browser, a routes module that parses but throws when the shell loads it', async () => {
    const release = await addedDamaged((dir) => fs.writeFileSync(path.join(dir, chunkOf(dir)), "throw new Error('deliberately broken routes module');"));
    const before = state();
    for (const argv of [['check', 'funnel', release], ['promote', 'funnel', release, '--canary', '5']]) {
      const result = await run(...argv);
      expect([argv.join(' '), result.code]).toEqual([argv.join(' '), 1]);
      expect(result.out).toContain('ok   scripts parse');
      expect(result.out).toContain('FAIL loads in the live shell');
      expect(result.out).toContain('deliberately broken routes module');
    }
    expect(state()).toEqual(before);
  });

  it('still refuses the marketing build copied under funnel/ and names that are not a remote or a release', async () => {
    const marketing = (await addBuildToStore({ root: ROOT, store, remote: 'marketing', buildDir: distOf('marketing') })).release;
    fs.cpSync(path.join(store, 'marketing', marketing), path.join(store, 'funnel', marketing), { recursive: true });
    await refusedEverywhere(marketing, ['the federation name is "marketing", but the shell loads it as "funnel"', `release-info.json describes marketing ${marketing}, not funnel ${marketing}`]);
    expect((await run('check', '../funnel', live)).out).toContain('"../funnel" is not a remote\'s name');
    expect((await run('check', 'funnel', '../../etc')).out).toContain('"../../etc" is not a release id');
  });

  it('passes the build itself, browser included, and promotes it as a canary; rollback restores the configuration', async () => {
    const relabelled = await addedDamaged((dir) => fs.writeFileSync(path.join(dir, 'build-label.txt'), 'canary\n'));
    const before = fs.readFileSync(configFile, 'utf8');
    const started = Date.now();
    const checked = await run('check', 'funnel', relabelled);
    expect(checked.out).toContain('ok   loads in the live shell');
    expect([checked.code, checked.out]).toEqual([0, expect.stringContaining('passes the gate')]);
    // The default check of one remote, here, on a busy machine: well under a minute.
    expect(Date.now() - started).toBeLessThan(60_000);
    const promoted = await run('promote', 'funnel', relabelled, '--canary', '10');
    expect(promoted).toEqual({ code: 0, out: `funnel ${relabelled} is the canary for 10 % of visitors` });
    expect(fs.readFileSync(configFile, 'utf8')).not.toBe(before);
    expect((await run('rollback', 'funnel')).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(configFile, 'utf8'))).toEqual(JSON.parse(before));
  });
});
