import { APP_MANIFEST } from '../src';
import { emailScanPath, PAGES, phoneScanPath, reportPath } from '../src/page-paths';

describe('page paths (docs/architecture.md#remote-routes)', () => {
  const routes = APP_MANIFEST.remotes.flatMap((remote) => remote.routes);

  it('name every route of the manifest once, and nothing else', () => {
    expect([...Object.values(PAGES)].sort()).toEqual([...routes].sort());
  });

  it('build the parameterised pages with their values encoded', () => {
    expect(emailScanPath('anna+news@example.com')).toBe('/email-scan?email=anna%2Bnews%40example.com');
    expect(phoneScanPath('+44 20 7946 0958')).toBe('/phone-scan?phone=%2B44%2020%207946%200958');
    expect(reportPath('a/b c')).toBe('/reports/a%2Fb%20c');
  });
});
