import fs from 'node:fs';
import path from 'node:path';
import { checkContentIntegrity } from '../src/gate/content-integrity';
import { addToStore } from '../src/release-store';
import { fixtureRelease, removeTempDirs, tempDir } from './release-fixtures';

afterAll(removeTempDirs);

/** A fixture build (no operator metadata: the store writes its own). */
function build() {
  const dir = fixtureRelease();
  fs.rmSync(path.join(dir, 'release-info.json'));
  return dir;
}

/** Every file of a folder with its bytes, to show nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else out[child] = fs.readFileSync(path.join(dir, child), 'base64');
    }
  };
  walk('');
  return out;
}

describe('a release is what its id says (docs/deploy.md#release-store)', () => {
  it('keeps every file’s hash in the operator metadata and passes the check untouched', () => {
    const store = tempDir('integrity-');
    const { release, dir } = addToStore(store, build(), { remote: 'funnel', version: '1.0.0' });
    const info = JSON.parse(fs.readFileSync(path.join(dir, 'release-info.json'), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(info.files).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'routes.0a1b2c3d4e.css', 'routes.0a1b2c3d4e.js', 'translations.json']);
    expect(checkContentIntegrity(dir, 'funnel', release)).toMatchObject({ ok: true, reasons: [] });
  });

  it('refuses a chunk changed in the store, naming it, and the same files under a made-up id', () => {
    const store = tempDir('integrity-');
    const { release, dir } = addToStore(store, build(), { remote: 'funnel', version: '1.0.0' });
    const madeUp = path.join(store, 'funnel', '1.0.0+deadbeef01');
    fs.cpSync(dir, madeUp, { recursive: true });
    fs.appendFileSync(path.join(madeUp, 'routes.0a1b2c3d4e.js'), '/* changed */');
    fs.writeFileSync(path.join(madeUp, 'extra.js'), 'self.x = 1;');
    const result = checkContentIntegrity(madeUp, 'funnel', '1.0.0+deadbeef01');
    expect(result.ok).toBe(false);
    expect(result.reasons).toEqual([
      expect.stringMatching(/^the files hash to [0-9a-f]{10}, not to the deadbeef01 its id names$/),
      'differing from the files recorded when it was added: extra.js (added), routes.0a1b2c3d4e.js (changed)',
      `release-info.json describes funnel ${release}, not funnel 1.0.0+deadbeef01: a release copied to another place`,
    ]);
    // In place, under its own id: the file is named too.
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'this is not javascript (((');
    expect(checkContentIntegrity(dir, 'funnel', release).reasons[1]).toBe('differing from the files recorded when it was added: remoteEntry.js (changed)');
  });

  it('refuses a link inside a release (served as whatever it points at, never hashed)', () => {
    const store = tempDir('integrity-');
    const { release, dir } = addToStore(store, build(), { remote: 'funnel', version: '1.0.0' });
    fs.symlinkSync('/etc/hostname', path.join(dir, 'hostname.js'));
    expect(checkContentIntegrity(dir, 'funnel', release).reasons).toEqual(['hostname.js: not plain files (a link would be served as whatever it points at, unhashed)']);
    const linked = build();
    fs.symlinkSync('/etc/hostname', path.join(linked, 'hostname.js'));
    expect(() => addToStore(tempDir(), linked, { remote: 'funnel', version: '1.0.0' })).toThrow('the build holds hostname.js, which is not a plain file');
  });

  it('is immutable: the same build again writes nothing; a second upload under an id whose copy differs is refused', () => {
    const store = tempDir('integrity-');
    const first = addToStore(store, build(), { remote: 'funnel', version: '1.0.0' });
    const before = snapshot(store);
    expect(addToStore(store, build(), { remote: 'funnel', version: '1.0.0' })).toEqual({ ...first, created: false });
    expect(snapshot(store)).toEqual(before);

    // The copy in the store was changed: uploading the build under its id again does not repair or replace it.
    fs.appendFileSync(path.join(first.dir, 'routes.0a1b2c3d4e.js'), '/* changed */');
    const damaged = snapshot(store);
    expect(() => addToStore(store, build(), { remote: 'funnel', version: '1.0.0' })).toThrow(
      `${first.release} is already in the store with other content (routes.0a1b2c3d4e.js (changed)): a release is never replaced or changed`,
    );
    expect(snapshot(store)).toEqual(damaged);
    const claiming = build();
    fs.writeFileSync(path.join(claiming, 'release-info.json'), '{}');
    expect(() => addToStore(tempDir(), claiming, { remote: 'funnel', version: '1.0.0' })).toThrow('the build holds a release-info.json');
  });
});
