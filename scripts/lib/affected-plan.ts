import type { AffectedPackage } from './affected-packages';

export type JestProject = 'web' | 'node';

/** What `pnpm test:affected` runs, each part with the reason it was chosen. */
export interface AffectedPlan {
  /** Jest, limited to these packages' folders (paths from the root, ending in '/'). */
  jest: { projects: JestProject[]; folders: string[] } | null;
  /** The contracts check: the contracts' own tests and the type check of every app against them. */
  contracts: string | null;
  /** Playwright specs, relative to e2e/. */
  e2e: string[];
  e2eReason: string | null;
  /** Why the citation check (scripts/docs) runs though documentation runs nothing else, if it does. */
  citations: string | null;
}

/** The check that every `docs/<file>.md#<anchor>` cited in the code still exists (docs/conventions.md#comments-and-names). */
export const CITATIONS_FOLDER = 'scripts/docs/';

/** The end-to-end specs that compose the product from every remote (docs/architecture.md#prerendered-pages). */
export const COMPOSITION_SPECS = ['tests/composition.spec.ts', 'tests/server-composition.spec.ts'];

/**
 * Which Jest project runs a package's tests (jest.config.mjs): services and the root's scripts
 * run in node, the apps and shared packages in jsdom; e2e has no Jest tests.
 */
export function jestProjectOf(dir: string): JestProject | null {
  if (dir === 'e2e') return null;
  if (dir === '.' || dir.startsWith('services/')) return 'node';
  return 'web';
}

/** Whether a package ends up in the browser: the shell, the remotes, shared packages, and the edge that composes pages. */
export function isFrontEnd(dir: string): boolean {
  return dir === 'shell' || dir.startsWith('mfe-') || dir.startsWith('shared/') || dir === 'services/edge';
}

/** The root's tests are its scripts'; every other package's are under its folder. */
const testFolderOf = (dir: string) => (dir === '.' ? 'scripts/' : `${dir}/`);

export function planAffected(packages: readonly AffectedPackage[], changedFiles: readonly string[]): AffectedPlan {
  const withJest = packages.filter((pkg) => jestProjectOf(pkg.dir));
  const frontEnd = packages.filter((pkg) => isFrontEnd(pkg.dir));
  const contracts = packages.find((pkg) => pkg.dir === 'shared/contracts');
  const contractsReason = contracts ? 'shared/contracts is affected' : frontEnd.length > 0 ? `front-end packages affected: ${frontEnd.map((pkg) => pkg.dir).join(', ')}` : null;

  const folders = withJest.map((pkg) => testFolderOf(pkg.dir));
  const projects = new Set(withJest.map((pkg) => jestProjectOf(pkg.dir) as JestProject));
  if (contractsReason && !folders.includes('shared/contracts/')) {
    folders.push('shared/contracts/');
    projects.add('web');
  }

  // Specs changed in the diff run too, so a team's new journey is tried before it lands.
  const changedSpecs = changedFiles.filter((file) => /^e2e\/tests\/.+\.spec\.ts$/.test(file)).map((file) => file.slice('e2e/'.length));
  const e2eChanged = packages.some((pkg) => pkg.dir === 'e2e' && pkg.reason.startsWith('changed'));
  const e2e = [...new Set([...(frontEnd.length > 0 || e2eChanged ? COMPOSITION_SPECS : []), ...changedSpecs])];
  const e2eReason = frontEnd.length > 0 ? `front-end packages affected: ${frontEnd.map((pkg) => pkg.dir).join(', ')}` : e2eChanged ? 'e2e changed' : null;

  // Code cites docs/ by file and anchor: a documentation change can break a citation, so it runs
  // the citation check (and only that) even though it runs no package's tests.
  const changedDocs = changedFiles.filter((file) => file.startsWith('docs/'));
  const citations = changedDocs.length > 0 ? `docs changed: ${changedDocs.join(', ')}` : null;
  if (citations && !folders.includes('scripts/') && !folders.includes(CITATIONS_FOLDER)) {
    folders.push(CITATIONS_FOLDER);
    projects.add('node');
  }

  return {
    jest: folders.length > 0 ? { projects: (['web', 'node'] as const).filter((p) => projects.has(p)), folders: folders.sort() } : null,
    contracts: contractsReason,
    e2e,
    e2eReason,
    citations,
  };
}
