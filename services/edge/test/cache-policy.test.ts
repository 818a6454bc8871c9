import { cacheControlFor } from '../src/cache-policy';
import { inlineScriptHashes } from '../src/shell-csp';

describe('preview cache policy', () => {
  it.each([
    ['dist/index.html', 'no-cache'],
    ['dist/runtime-config.json', 'no-cache'],
    ['dist/1.0.0/mf-manifest.json', 'no-cache'],
    ['dist/1.0.0/remoteEntry.js', 'no-cache'],
    ['dist/1.0.0/main.f82b24f2a2.js', 'public, max-age=31536000, immutable'],
    ['dist/1.0.0/__federation_expose_routes.4bbb241383.js', 'public, max-age=31536000, immutable'],
  ])('%s → %s', (file, policy) => {
    expect(cacheControlFor(file)).toBe(policy);
  });

  it('hashes inline scripts only', () => {
    const hashes = inlineScriptHashes('<script>a()</script><script src="/x.js"></script><script defer>b()</script>');
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });
});
