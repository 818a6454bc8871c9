import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { affectedPackages, ownerOf } from './affected-packages';
import { CITATIONS_FOLDER, COMPOSITION_SPECS, planAffected } from './affected-plan';
import { readWorkspacePackages, workspaceGlobs, type WorkspacePackage } from './workspace-packages';

// A small copy of the workspace's shape: the root, an API, the edge, contracts, ui, two remotes and e2e.
const PACKAGES: WorkspacePackage[] = [
  { name: 'mailscout', dir: '.', uses: ['@mailscout/edge'] },
  { name: '@mailscout/contracts', dir: 'shared/contracts', uses: [] },
  { name: '@mailscout/ui', dir: 'shared/ui', uses: [] },
  { name: '@mailscout/shell', dir: 'shell', uses: ['@mailscout/contracts', '@mailscout/ui'] },
  { name: '@mailscout/mfe-account', dir: 'mfe-account', uses: ['@mailscout/contracts', '@mailscout/ui'] },
  { name: '@mailscout/mfe-funnel', dir: 'mfe-funnel', uses: ['@mailscout/contracts'] },
  { name: '@mailscout/api', dir: 'services/api', uses: ['@mailscout/contracts', '@mailscout/embedded-mongo'] },
  { name: '@mailscout/embedded-mongo', dir: 'services/embedded-mongo', uses: [] },
  { name: '@mailscout/edge', dir: 'services/edge', uses: ['@mailscout/contracts'] },
  { name: '@mailscout/e2e', dir: 'e2e', uses: ['@mailscout/edge', '@mailscout/embedded-mongo'] },
];

const names = (files: string[]) => affectedPackages(files, PACKAGES).packages.map((pkg) => pkg.dir);

describe('which packages a change affects', () => {
  it('a change in mfe-account alone affects mfe-account only (nothing depends on a remote)', () => {
    expect(names(['mfe-account/src/my-data/my-data.tsx'])).toEqual(['mfe-account']);
  });

  it('a change in contracts affects everything that uses it, directly or through another package', () => {
    const affected = affectedPackages(['shared/contracts/src/report.ts'], PACKAGES).packages;
    expect(affected.map((pkg) => pkg.dir)).toEqual(['.', 'shared/contracts', 'shell', 'mfe-account', 'mfe-funnel', 'services/api', 'services/edge', 'e2e']);
    expect(affected.find((pkg) => pkg.dir === 'shared/contracts')?.reason).toBe('changed: shared/contracts/src/report.ts');
    // The root uses the edge, which uses contracts: the nearest affected dependency is named.
    expect(affected.find((pkg) => pkg.dir === '.')?.reason).toBe('uses @mailscout/edge');
  });

  it('a change in a service affects its dependents but no remote', () => {
    expect(names(['services/embedded-mongo/src/server.ts'])).toEqual(['services/api', 'services/embedded-mongo', 'e2e']);
  });

  it('documentation runs nothing, and is reported as ignored', () => {
    const affected = affectedPackages(['README.md', 'docs/deploy.md', 'mfe-account/README.md'], PACKAGES);
    expect(affected.packages).toEqual([]);
    expect(affected.ignored).toHaveLength(3);
  });

  it('files outside every package belong to the root (its scripts)', () => {
    expect(ownerOf('scripts/start.ts', PACKAGES)?.dir).toBe('.');
    expect(ownerOf('shared/contracts/package.json', PACKAGES)?.dir).toBe('shared/contracts');
    expect(ownerOf('mfe-accounting/x.ts', PACKAGES)?.dir).toBe('.'); // a prefix of a name is not its folder
    expect(names(['scripts/test-affected.ts'])).toEqual(['.']);
  });

  it('the shared test setup affects every package', () => {
    expect(names(['jest.config.mjs'])).toHaveLength(PACKAGES.length);
    expect(names(['test/setup-web.ts'])).toHaveLength(PACKAGES.length);
  });

  it('the lockfile alone is the root’s, as in pnpm', () => {
    expect(names(['pnpm-lock.yaml'])).toEqual(['.']);
  });
});

describe('what runs for the affected packages', () => {
  const plan = (files: string[]) => planAffected(affectedPackages(files, PACKAGES).packages, files);

  it('mfe-account alone: its tests, the contracts check and the composition e2e, not the whole suite', () => {
    const result = plan(['mfe-account/src/account/account-page.tsx']);
    expect(result.jest).toEqual({ projects: ['web'], folders: ['mfe-account/', 'shared/contracts/'] });
    expect(result.contracts).toMatch(/mfe-account/);
    expect(result.e2e).toEqual(COMPOSITION_SPECS);
  });

  it('a service alone: its tests and its dependents’, no contracts check and no e2e', () => {
    const result = plan(['services/embedded-mongo/src/server.ts']);
    expect(result.jest).toEqual({ projects: ['node'], folders: ['services/api/', 'services/embedded-mongo/'] });
    expect(result.contracts).toBeNull();
    expect(result.e2e).toEqual([]);
  });

  it('the edge composes pages, so it counts as front end', () => {
    const result = plan(['services/edge/src/serve-app.ts']);
    expect(result.e2e).toEqual(COMPOSITION_SPECS);
    expect(result.jest?.folders).toEqual(['scripts/', 'services/edge/', 'shared/contracts/']);
  });

  it('a changed spec runs itself (and the composition specs, since e2e changed)', () => {
    const result = plan(['e2e/tests/prod-topology.spec.ts']);
    expect(result.e2e).toEqual([...COMPOSITION_SPECS, 'tests/prod-topology.spec.ts']);
    expect(result.jest).toBeNull();
  });

  it('documentation outside docs/ alone runs nothing', () => {
    expect(plan(['README.md', 'shell/README.md'])).toEqual({ jest: null, contracts: null, e2e: [], e2eReason: null, citations: null });
  });

  it('a change in docs/ runs the citation check and nothing else (code cites its anchors)', () => {
    expect(plan(['docs/deploy.md'])).toEqual({
      jest: { projects: ['node'], folders: [CITATIONS_FOLDER] },
      contracts: null,
      e2e: [],
      e2eReason: null,
      citations: 'docs changed: docs/deploy.md',
    });
  });

  it('a change in docs/ beside the root scripts runs their tests once', () => {
    expect(plan(['docs/deploy.md', 'scripts/start.ts']).jest?.folders).toEqual(['scripts/']);
  });
});

describe('reading the workspace', () => {
  it('reads the package globs of pnpm-workspace.yaml', () => {
    expect(workspaceGlobs("packages:\n  - shell\n  - 'mfe-*'\n  - services/*\n\ncatalog:\n  react: 19\n")).toEqual(['shell', 'mfe-*', 'services/*']);
  });

  it('finds each package and only its workspace dependencies', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    const write = (dir: string, manifest: object) => {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(manifest));
    };
    fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages:\n  - mfe-*\n  - shared/*\n');
    write('.', { name: 'root' });
    write('shared/ui', { name: '@x/ui', dependencies: { react: '19' } });
    write('mfe-a', { name: '@x/a', dependencies: { '@x/ui': 'workspace:*', react: '19' } });
    fs.mkdirSync(path.join(root, 'mfe-notes')); // no package.json: not a package
    expect(readWorkspacePackages(root)).toEqual([
      { name: 'root', dir: '.', uses: [] },
      { name: '@x/a', dir: 'mfe-a', uses: ['@x/ui'] },
      { name: '@x/ui', dir: 'shared/ui', uses: [] },
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
