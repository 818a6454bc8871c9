import { AppManifest, APP_MANIFEST, REMOTE_NAMES, remoteApp, runtimeRemotes } from '../src';
import { APPS } from '../src/apps';

describe('app manifest', () => {
  it('is valid as written', () => {
    expect(AppManifest.safeParse(APPS).success).toBe(true);
    expect(REMOTE_NAMES).toEqual(APP_MANIFEST.remotes.map((remote) => remote.name));
  });

  it('refuses a path owned by two remotes, and a port used twice', () => {
    const twice = { ...APPS, remotes: [...APPS.remotes, { name: 'extra', dir: 'mfe-extra', port: 3001, routes: ['/terms'], namespaces: ['extra'] }] };
    const result = AppManifest.safeParse(twice);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['route /terms appears twice in the app manifest', 'port 3001 appears twice in the app manifest']));
  });

  it('gives the runtime configuration every remote with its routes', () => {
    const remotes = runtimeRemotes((name) => `https://cdn.example/${name}/mf-manifest.json`);
    expect(remotes.map((remote) => remote.name)).toEqual(['marketing', 'funnel', 'account', 'legal']);
    expect(remotes[1]).toEqual({ name: 'funnel', manifestUrl: 'https://cdn.example/funnel/mf-manifest.json', routes: remoteApp('funnel').routes });
  });
});
