import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserCheck } from '../src/check-release';
import { ruleResult } from '../src/gate/rule-result';

/** Folders made by the tests; removed after each file's tests. */
const made: string[] = [];

export function tempDir(prefix = 'release-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

type Shared = { name: string; version: string; requiredVersion: string | false; singleton: boolean };

export const SHELL_SHARED: Shared[] = [
  ['react', '19.3.1'],
  ['react-dom', '19.3.1'],
  ['react-dom/client', '19.3.1'],
  ['react/jsx-runtime', '19.3.1'],
  ['react-router-dom', '7.18.5'],
  ['i18next', '25.9.0'],
  ['react-i18next', '16.6.6'],
  ['@mailscout/auth', '1.0.0'],
  ['@mailscout/i18n', '1.0.0'],
  ['@mailscout/ui', '1.0.0'],
  ['@mailscout/api-client', '1.0.0'],
  ['@mailscout/contracts', '1.0.0'],
].map(([name, version]) => ({ name: name!, version: version!, requiredVersion: `^${version}`, singleton: true }));

export interface FixtureOptions {
  name?: string;
  shared?: Shared[];
  exposes?: unknown[];
  /** Extra files, or files replaced (an empty string writes an empty file). */
  files?: Record<string, string>;
  /** Files of the good release left out. */
  omit?: string[];
  translations?: { en: object; de: object };
  sizeBudgetKb?: number;
  prerender?: boolean;
}

export const TRANSLATIONS = { en: { title: 'Search', nested: { cta: 'Start' } }, de: { title: 'Suche', nested: { cta: 'Starten' } } };

/** A small release that passes every rule; each option breaks it in one way. */
export function fixtureRelease(options: FixtureOptions = {}): string {
  const dir = tempDir('release-fixture-');
  const manifest = {
    id: options.name ?? 'funnel',
    name: options.name ?? 'funnel',
    metaData: { name: options.name ?? 'funnel', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: options.shared ?? SHELL_SHARED,
    remotes: [],
    exposes: options.exposes ?? [{ id: 'funnel:routes', name: 'routes', path: './routes', assets: { js: { sync: ['routes.0a1b2c3d4e.js'], async: [] }, css: { sync: ['routes.0a1b2c3d4e.css'], async: [] } } }],
  };
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': 'var funnel=1;',
    // A classic script, as the browser loads a remote's chunks (the gate parses every one).
    'routes.0a1b2c3d4e.js': 'self.funnelRoutes = function Routes() { return null; };',
    'routes.0a1b2c3d4e.css': '.a{color:red}',
    'translations.json': JSON.stringify({ namespace: 'funnel', ...(options.translations ?? TRANSLATIONS) }),
    'release-info.json': JSON.stringify({ remote: 'funnel', release: '1.0.0+abcdef1234', version: '1.0.0', hash: 'abcdef1234', builtAt: '2026-01-01T00:00:00.000Z', ...(options.sizeBudgetKb ? { sizeBudgetKb: options.sizeBudgetKb } : {}) }),
    ...(options.prerender
      ? {
          'prerender-manifest.json': JSON.stringify({
            remote: 'funnel',
            release: '1.0.0+ff',
            pages: [
              { path: '/', language: 'en', file: 'prerender/en/index.html', title: 'Home' },
              { path: '/', language: 'de', file: 'prerender/de/index.html', title: 'Start' },
            ],
          }),
          'prerender/en/index.html': '<h1>Home</h1>',
          'prerender/de/index.html': '<h1>Start</h1>',
        }
      : {}),
    ...options.files,
  };
  for (const name of options.omit ?? []) delete files[name];
  return writeFiles(dir, files);
}

/** The live shell's build: only its federation manifest matters to the gate. */
export function fixtureShell(shared: Shared[] = SHELL_SHARED): string {
  return writeFiles(tempDir('shell-fixture-'), { 'mf-manifest.json': JSON.stringify({ id: 'shell', name: 'shell', metaData: { name: 'shell' }, shared, exposes: [] }) });
}

/**
 * The browser part of the gate, standing in for tests of the command's bookkeeping with fixture
 * releases no browser could load. The real check runs on real builds (damaged-candidates.test.ts).
 */
export const passingBrowser: BrowserCheck = async () => [ruleResult('loads in the live shell', [], ['stand-in'])];
