import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appPort, defineApp } from '../src/app-definition';
import { APP_BUILD_FILE, loadAppBuild } from '../src/load-app-build';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe("an app's build description", () => {
  it('is the app.build.ts of the folder the CLI runs in', () => {
    expect(APP_BUILD_FILE).toBe('app.build.ts');
    expect(fs.existsSync(path.join(ROOT, 'mfe-legal', APP_BUILD_FILE))).toBe(true);
  });

  it('names the folder when there is none', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-app-'));
    await expect(loadAppBuild(empty)).rejects.toThrow(`no app.build.ts in ${empty}`);
    fs.rmSync(empty, { recursive: true });
  });

  it("takes the dev port from the app manifest unless the app or the environment names one", () => {
    expect(appPort(defineApp({ name: 'legal', kind: 'remote', dir: '/x' }))).toBe(3004);
    expect(appPort(defineApp({ name: 'monolith', kind: 'host', dir: '/x', port: 0 }))).toBe(0);
    process.env.LEGAL_PORT = '3504';
    try {
      expect(appPort(defineApp({ name: 'legal', kind: 'remote', dir: '/x' }))).toBe(3504);
    } finally {
      delete process.env.LEGAL_PORT;
    }
    expect(() => appPort(defineApp({ name: 'unknown', kind: 'remote', dir: '/x' }))).toThrow('unknown: no dev-server port');
  });
});
