import crypto from 'node:crypto';
import { runGate } from '../src/gate/run-gate';
import { fixtureRelease, fixtureShell, removeTempDirs, SHELL_SHARED } from './release-fixtures';

afterAll(removeTempDirs);

function verdict(releaseDir: string, shellDir = fixtureShell()) {
  return runGate({ remote: 'funnel', releaseDir, shellDir });
}

function reasonsOf(releaseDir: string, rule: string, shellDir?: string) {
  const result = verdict(releaseDir, shellDir).rules.find((r) => r.rule === rule);
  if (!result) throw new Error(`no rule ${rule}`);
  return result.reasons;
}

const withShared = (name: string, change: object) => SHELL_SHARED.map((s) => (s.name === name ? { ...s, ...change } : s));

describe('the release gate', () => {
  it('passes a release that keeps every rule', () => {
    const result = verdict(fixtureRelease({ sizeBudgetKb: 10, prerender: true }));
    expect(result.rules.filter((r) => !r.ok)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  describe('(a) shared singletons', () => {
    it('refuses a range the live shell’s version does not satisfy', () => {
      const reasons = reasonsOf(fixtureRelease({ shared: withShared('react', { version: '20.0.0', requiredVersion: '^20.0.0' }) }), 'shared singletons');
      expect(reasons).toContain('react: the release requires ^20.0.0 but the live shell provides 19.3.1');
      expect(reasons).toContain('react: the release brings 20.0.0, outside the live shell\'s range ^19.3.1');
    });

    it('refuses a second copy: a singleton bundled instead of shared, or shared without singleton', () => {
      const bundled = SHELL_SHARED.filter((s) => s.name !== 'react-router-dom');
      expect(reasonsOf(fixtureRelease({ shared: bundled }), 'shared singletons')).toEqual([
        'react-router-dom is not shared: the release bundles its own copy, a second one beside the shell\'s 7.18.5',
      ]);
      expect(reasonsOf(fixtureRelease({ shared: withShared('i18next', { singleton: false }) }), 'shared singletons')).toEqual([
        'i18next is shared without singleton: true, so a second copy can load',
      ]);
    });

    it('refuses a workspace package without a usable requiredVersion', () => {
      expect(reasonsOf(fixtureRelease({ shared: withShared('@mailscout/auth', { requiredVersion: false }) }), 'shared singletons')).toEqual([
        '@mailscout/auth: the release declares no usable requiredVersion (false), so a mismatch would go unnoticed',
      ]);
    });

    it('accepts a workspace package the remote does not use (not every remote calls the API)', () => {
      expect(reasonsOf(fixtureRelease({ shared: SHELL_SHARED.filter((s) => s.name !== '@mailscout/api-client') }), 'shared singletons')).toEqual([]);
    });
  });

  describe('(b) the exposed ./routes', () => {
    it('refuses a release that does not expose ./routes', () => {
      const reasons = reasonsOf(fixtureRelease({ exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['routes.0a1b2c3d4e.js'] } } }] }), 'exposed ./routes');
      expect(reasons).toEqual(['./routes is not exposed (the release exposes ./App); the shell renders a remote only through it']);
    });

    it('refuses a release whose routes chunk or entry is missing, or which names itself otherwise', () => {
      const reasons = reasonsOf(fixtureRelease({ name: 'checkout', omit: ['routes.0a1b2c3d4e.js', 'remoteEntry.js'] }), 'exposed ./routes');
      expect(reasons).toEqual([
        'the federation name is "checkout", but the shell loads it as "funnel"',
        'the remote entry remoteEntry.js is missing from the release',
        './routes loads routes.0a1b2c3d4e.js, which is missing from the release',
      ]);
    });
  });

  describe('(c) translations', () => {
    it('refuses a key missing in German, or blank, and one missing in English', () => {
      const reasons = reasonsOf(
        fixtureRelease({ translations: { en: { title: 'Search', nested: { cta: 'Start', help: 'Help' } }, de: { title: ' ', nested: { cta: 'Starten' }, extra: 'Nur Deutsch' } } }),
        'translations en/de',
      );
      expect(reasons).toEqual(['2 key(s) of funnel have no German text: title, nested.help', '1 key(s) of funnel have no English text: extra']);
    });

    it('refuses a release without its extracted namespace', () => {
      expect(reasonsOf(fixtureRelease({ omit: ['translations.json'] }), 'translations en/de')[0]).toMatch(/has no translations.json/);
    });
  });

  describe('(d) size budget', () => {
    it('refuses entry plus route chunks over the budget the remote declares, saying by how much', () => {
      // Random bytes hardly compress: about 6 kB gzip against a 2 kB budget.
      const noise = crypto.randomBytes(4500).toString('base64');
      const reasons = reasonsOf(fixtureRelease({ sizeBudgetKb: 2, files: { 'routes.0a1b2c3d4e.js': noise } }), 'size budget');
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^entry \+ route chunks are \d+\.\d kB gzip, over the declared budget of 2 kB by \d+\.\d kB$/);
      expect(reasonsOf(fixtureRelease({ sizeBudgetKb: 20, files: { 'routes.0a1b2c3d4e.js': noise } }), 'size budget')).toEqual([]);
    });
  });

  describe('(e) prerendered pages', () => {
    it('refuses a missing or empty fragment, and a page without German', () => {
      const dir = fixtureRelease({
        prerender: true,
        files: {
          'prerender/en/index.html': '   ',
          'prerender-manifest.json': JSON.stringify({
            remote: 'funnel',
            release: 'x',
            pages: [
              { path: '/', language: 'en', file: 'prerender/en/index.html', title: 'Home' },
              { path: '/', language: 'de', file: 'prerender/de/index.html', title: 'Start' },
              { path: '/faq', language: 'en', file: 'prerender/en/faq.html', title: 'FAQ' },
            ],
          }),
        },
      });
      expect(reasonsOf(dir, 'prerendered pages')).toEqual([
        '/ (en): fragment prerender/en/index.html is empty',
        '/faq (en): fragment prerender/en/faq.html is missing',
        '/faq has no de fragment',
      ]);
    });
  });

  it('gives every reason at once, and a release without a manifest one clear reason', () => {
    const result = verdict(fixtureRelease({ omit: ['translations.json', 'remoteEntry.js'] }));
    expect(result.ok).toBe(false);
    expect(result.rules.filter((r) => !r.ok).map((r) => r.rule)).toEqual(['exposed ./routes', 'translations en/de']);
    const empty = verdict(fixtureRelease({ omit: ['mf-manifest.json'] }));
    expect(empty.rules[0]?.reasons[0]).toMatch(/^the release: no mf-manifest.json in /);
  });
});
