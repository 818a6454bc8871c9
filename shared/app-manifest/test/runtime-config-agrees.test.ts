import fs from 'node:fs';
import path from 'node:path';
import { RuntimeConfig } from '@mailscout/contracts';
import { APP_MANIFEST, runtimeRemotes } from '../src';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The shell's deployed runtime configuration stays a JSON file (the edge and the dev server serve
 * it as it is, and a release changes it without a build); it must say what the manifest says.
 */
describe('shell/public/runtime-config.json', () => {
  it('lists every remote of the manifest with its routes and its dev-server manifest URL', () => {
    const file = path.join(ROOT, APP_MANIFEST.host.dir, 'public', 'runtime-config.json');
    const config = RuntimeConfig.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const expected = runtimeRemotes((name) => {
      const port = APP_MANIFEST.remotes.find((remote) => remote.name === name)!.port;
      return `http://localhost:${port}/mf-manifest.json`;
    });
    expect(config.remotes).toEqual(expected);
  });
});
