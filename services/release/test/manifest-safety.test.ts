import fs from 'node:fs';
import path from 'node:path';
import { checkManifestSafety } from '../src/gate/manifest-safety';
import { checkScriptsParse } from '../src/gate/scripts-parse';
import { fixtureRelease, removeTempDirs } from './release-fixtures';

afterAll(removeTempDirs);

const STORE = 'http://cdn.test/releases';
const RELEASE = '1.0.0+0123456789';

/** The parts of the fixture's federation manifest the tests change. */
interface Manifest {
  id: string;
  metaData: Record<string, unknown> & { publicPath?: string };
  exposes: Array<{ id: string; name: string; path: string; assets: { js?: { sync: string[]; async: string[] } } }>;
  remotes: unknown[];
}

/** The fixture's federation manifest with one change. */
function withManifest(change: (manifest: Manifest) => void, remote = 'funnel') {
  const dir = fixtureRelease();
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  return checkManifestSafety({ remote, release: RELEASE, releaseDir: dir, storeBaseUrl: STORE }).reasons;
}

describe('safe manifests (docs/deploy.md#release-store)', () => {
  it('accepts publicPath "auto", a relative one and the release’s own URL', () => {
    expect(withManifest(() => undefined)).toEqual([]);
    expect(withManifest((m) => (m.metaData.publicPath = './'))).toEqual([]);
    expect(withManifest((m) => (m.metaData.publicPath = `${STORE}/funnel/${RELEASE}/`))).toEqual([]);
  });

  it('refuses a publicPath outside the release, and code that finds it', () => {
    expect(withManifest((m) => (m.metaData.publicPath = 'http://evil.example/'))).toEqual([
      `metaData.publicPath is "http://evil.example/": the code must come from the release's own folder ("auto", a relative path or ${STORE}/funnel/${RELEASE}/), not from elsewhere`,
    ]);
    expect(withManifest((m) => (m.metaData.publicPath = `${STORE}/funnel/1.0.0+9999999999/`))[0]).toMatch(/^metaData.publicPath is "http:\/\/cdn.test\/releases\/funnel\/1.0.0\+9999999999\/"/);
    expect(withManifest((m) => (m.metaData.publicPath = '../marketing/'))[0]).toMatch(/^metaData.publicPath is "..\/marketing\/"/);
    expect(withManifest((m) => (m.metaData.getPublicPath = 'return "http://evil.example/"'))).toEqual([
      'metaData.getPublicPath is code the runtime would run to find the files; a release is served from its own folder (publicPath "auto")',
    ]);
  });

  it('refuses any URL off the store’s origin, and files named outside the release or missing', () => {
    expect(
      withManifest((m) => {
        m.metaData.types = { path: '', name: '', zip: '//evil.example/types.zip', api: 'javascript:alert(1)' };
        m.exposes[0]!.assets.js!.async = ['../marketing/chunk.js', 'https://evil.example/x.js', 'lazy.0a1b2c3d4e.js'];
      }),
    ).toEqual([
      "metaData.types.zip is //evil.example/types.zip, outside the store's origin http://cdn.test",
      "metaData.types.api is javascript:alert(1), outside the store's origin http://cdn.test",
      "exposes[0].assets.js.async[1] is https://evil.example/x.js, outside the store's origin http://cdn.test",
      'exposes[0].assets.js.async[0] names ../marketing/chunk.js, which is not a file inside the release',
      'exposes[0].assets.js.async[1] names https://evil.example/x.js, which is not a file inside the release',
      'exposes[0].assets.js.async[2] names lazy.0a1b2c3d4e.js, which is not in the release',
    ]);
  });

  it('refuses another federation identity, modules the shell does not load, and remotes of its own', () => {
    expect(
      withManifest((m) => {
        m.id = 'marketing';
        m.metaData.globalName = 'shell';
        m.exposes.push({ id: 'funnel:admin', name: 'admin', path: './admin', assets: {} });
        m.remotes = [{ federationContainerName: 'legal', entry: `${STORE}/legal/x/mf-manifest.json` }];
      }),
    ).toEqual([
      'id is "marketing", not "funnel": the release would load as another remote',
      'metaData.globalName is "shell", not "funnel": the release would load as another remote',
      'exposes ./admin: funnel exposes only ./routes, the modules the shell loads from it',
      'loads other remotes (legal): a remote never loads another (docs/conventions.md#boundaries)',
    ]);
    expect(withManifest(() => undefined, 'account')).toContain('does not expose ./cancel-dialog, which the shell loads from account');
  });

  it('refuses a prerender manifest whose renderer or fragments are outside the release (the edge runs the renderer)', () => {
    const dir = fixtureRelease({ prerender: true });
    const file = path.join(dir, 'prerender-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { renderer?: string; pages: Array<{ file: string }> };
    manifest.renderer = 'http://evil.example/render.cjs';
    manifest.pages[0]!.file = '/etc/passwd';
    fs.writeFileSync(file, JSON.stringify(manifest));
    expect(checkManifestSafety({ remote: 'funnel', release: RELEASE, releaseDir: dir, storeBaseUrl: STORE }).reasons).toEqual([
      'prerender-manifest.json names the renderer http://evil.example/render.cjs, outside the release: the edge would run code from there',
      'prerender-manifest.json pages[0] names the fragment /etc/passwd, outside the release',
    ]);
  });
});

describe('every script parses, none is run', () => {
  it('refuses a script that is not JavaScript, naming it; a CommonJS bundle parses as Node wraps it', () => {
    const dir = fixtureRelease({
      files: { 'remoteEntry.js': 'this is not javascript (((', 'server/prerender.cjs': 'return module.exports;', 'ran.js': 'globalThis.__gateRan = true;' },
    });
    const result = checkScriptsParse(dir);
    expect(result.reasons).toEqual([expect.stringMatching(/^remoteEntry\.js does not parse: Unexpected identifier/)]);
    expect((globalThis as { __gateRan?: boolean }).__gateRan).toBeUndefined();
  });
});
