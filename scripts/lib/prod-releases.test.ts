import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRelease, runCli, verifyLiveReleases, type ReleaseSettings } from '@mailscout/release';
import { missingBuilds, remoteBuildDir, SHELL_BUILD_DIR } from './builds';
import { releasesForTopology } from './prod-releases';
import { writeProdRuntimeConfig } from './prod-runtime-config';
import { ROOT } from './services';

/**
 * docs/deploy.md#release-store: the releases start:prod adds are the ones `pnpm release build`
 * makes (one function), complete, and the live set it writes verifies as a promotion would check
 * it, in the browser beside the live shell. A release damaged in the store is no longer kept live
 * and `release verify` names it.
 */
jest.setTimeout(240_000);

const STORE_URL = 'http://localhost:8081';
let dir: string;
let settings: ReleaseSettings;
let topology: Awaited<ReturnType<typeof releasesForTopology>>;

beforeAll(async () => {
  // The real builds, as start:prod takes them (`pnpm test` builds before Jest).
  if (missingBuilds().length > 0) throw new Error(`these tests take the production builds (missing: ${missingBuilds().join(', ')}): run \`pnpm build\` first`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-releases-'));
  const store = path.join(dir, 'store');
  const configFile = path.join(dir, 'runtime-config.json');
  topology = await releasesForTopology(ROOT, store, STORE_URL);
  writeProdRuntimeConfig(SHELL_BUILD_DIR, configFile, topology.manifestUrls, topology.inStore);
  settings = { root: ROOT, store, baseUrl: STORE_URL, configFile, shellDir: SHELL_BUILD_DIR, historyFile: path.join(store, 'history.jsonl') };
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the releases pnpm start:prod adds', () => {
  it('are complete, and the very release `pnpm release build` makes of the same build', async () => {
    for (const [remote, url] of Object.entries(topology.manifestUrls)) {
      const release = url.split('/').at(-2)!;
      const files = fs.readdirSync(path.join(settings.store, remote, release));
      expect([remote, files.includes('translations.json'), files.includes('release-info.json')]).toEqual([remote, true, true]);
    }
    const built = await buildRelease(settings, 'funnel', { runBuild: (_remoteDir, out) => fs.cpSync(remoteBuildDir('funnel'), out, { recursive: true }) });
    expect(built.created).toBe(false);
    expect(topology.manifestUrls.funnel).toBe(`${STORE_URL}/funnel/${built.release}/mf-manifest.json`);
  });

  it('verify clean, each live release checked in the browser beside the live shell', async () => {
    const started = Date.now();
    const results = await verifyLiveReleases(settings);
    expect(results.map((r) => [r.remote, r.role, r.ok, r.reasons])).toEqual(['marketing', 'funnel', 'account', 'legal'].map((remote) => [remote, 'live', true, []]));
    for (const result of results) expect(result.verdict?.rules.map((r) => r.rule)).toContain('loads in the live shell');
    console.info(`release verify of the four live remotes: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('a live release damaged in the store fails verify with its reason, breaks the others’ pages too (the shell loads every remote’s entry), and is not kept live at the next start', async () => {
    const release = topology.manifestUrls.legal!.split('/').at(-2)!;
    const entry = path.join(settings.store, 'legal', release, 'remoteEntry.js');
    const original = fs.readFileSync(entry);
    fs.writeFileSync(entry, 'this is not javascript (((');
    try {
      const lines: string[] = [];
      const env = { RELEASE_STORE: settings.store, RELEASE_BASE_URL: STORE_URL, RUNTIME_CONFIG_FILE: settings.configFile, SHELL_DIST: SHELL_BUILD_DIR };
      const code = await runCli(['verify'], { out: (l) => lines.push(l), err: (l) => lines.push(l), env, cwd: ROOT });
      const out = lines.join('\n');
      expect(code).toBe(1);
      expect(out).toContain(`FAIL legal ${release} (live)`);
      expect(out).toContain('content matches its id: differing from the files recorded when it was added: remoteEntry.js (changed)');
      // The shell initialises sharing with every live remote: the broken entry throws on every
      // page, and each other remote's reason names it.
      for (const remote of ['marketing', 'funnel', 'account']) {
        const block = out.split('\n').slice(out.split('\n').findIndex((l) => l.startsWith(`FAIL ${remote} `)));
        expect([remote, block[1]]).toEqual([remote, expect.stringContaining(`(in ${STORE_URL}/legal/${release}/remoteEntry.js)`)]);
      }
      expect(out).toContain('4 of 4 live releases fail: see above');
      expect(topology.inStore(topology.manifestUrls.legal!)).toBe(false);
      expect(topology.inStore(topology.manifestUrls.funnel!)).toBe(true);
    } finally {
      fs.writeFileSync(entry, original);
    }
  });
});
