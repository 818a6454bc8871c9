import fs from 'node:fs';
import path from 'node:path';
import { APP_MANIFEST } from '../src';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * A remote keeps its own routes module (it is released on its own), so nothing generates it from
 * the manifest; this reads each one and fails when it renders a path the manifest does not give
 * it, or misses one the manifest does (the shell would send visitors to a remote that 404s).
 */
function ownedPaths(source: string): string[] {
  const paths = new Set<string>();
  for (const route of source.split('<Route').slice(1)) {
    const declared = /^[^<]*?\bpath="([^"]+)"/.exec(route)?.[1];
    if (declared === undefined) {
      if (/^\s+index\b/.test(route)) paths.add('/');
      continue;
    }
    if (declared === '*') continue;
    // "/account/*" and "/reports/:scanId" are owned through their first segment, as the runtime configuration lists them.
    paths.add(`/${declared.split('/')[1]}`);
  }
  return [...paths].sort();
}

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

describe.each(APP_MANIFEST.remotes)('the $name remote', (remote) => {
  it('renders exactly the routes the manifest gives it', () => {
    const source = fs.readFileSync(path.join(ROOT, remote.dir, 'src', 'expose', 'routes.tsx'), 'utf8');
    expect(ownedPaths(source)).toEqual([...remote.routes].sort());
  });

  it('registers the translation namespaces the manifest lists for it', () => {
    const registered = sourcesOf(path.join(ROOT, remote.dir, 'src')).flatMap((source) => [...source.matchAll(/registerNamespace\('([a-z0-9_]+)'/g)].map((match) => match[1]));
    expect([...new Set(registered)].sort()).toEqual([...remote.namespaces].sort());
  });
});

describe('the route reader', () => {
  it('reads index, nested and parameter routes and ignores the catch-all', () => {
    const source = '<Routes><Route index element={<A />} /><Route path="/account/*" element={<B />} />\n<Route\n  path="/reports/:id"\n  element={<C />}\n/><Route path="*" element={<D />} /></Routes>';
    expect(ownedPaths(source)).toEqual(['/', '/account', '/reports']);
  });
});
