import type { WorkspacePackage } from './workspace-packages';

/** A package picked for testing, and why: its own files changed, or it uses one that did. */
export interface AffectedPackage extends WorkspacePackage {
  reason: string;
}

export interface Affected {
  packages: AffectedPackage[];
  /** Changed files that no test can see (documentation). */
  ignored: string[];
}

/** Documentation changes run nothing (pnpm's `--changed-files-ignore-pattern`, set here once). */
const IGNORED = [/\.md$/i, /^docs\//, /^screenshots\//];

/**
 * Files that configure every package's tests or versions at once (Jest's projects and setup, the
 * compiler options, the workspace's catalog of singleton versions): a change affects every package.
 * The lockfile is not among them: as in pnpm it is the root's, and a package that adds a dependency
 * changes its own package.json too.
 */
const EVERYWHERE = [/^jest\.config\.[cm]?js$/, /^test\//, /^tsconfig(\.base)?\.json$/, /^pnpm-workspace\.yaml$/];

/** The package whose folder holds the file: the deepest one, the root ('.') for anything outside. */
export function ownerOf(file: string, packages: readonly WorkspacePackage[]): WorkspacePackage | undefined {
  let owner: WorkspacePackage | undefined;
  for (const pkg of packages) {
    const inside = pkg.dir === '.' || file.startsWith(`${pkg.dir}/`);
    if (inside && (!owner || owner.dir === '.' || pkg.dir.length > owner.dir.length)) owner = pkg;
  }
  return owner;
}

const describeFiles = (files: string[]) => (files.length > 2 ? `${files.slice(0, 2).join(', ')} and ${files.length - 2} more` : files.join(', '));

/**
 * The packages changed (their files are in the diff) and every package that depends on them,
 * directly or not: pnpm's `--filter "...[<base>]"`, computed from the package.json files.
 */
export function affectedPackages(changedFiles: readonly string[], packages: readonly WorkspacePackage[]): Affected {
  const ignored = changedFiles.filter((file) => IGNORED.some((pattern) => pattern.test(file)));
  const relevant = changedFiles.filter((file) => !ignored.includes(file));
  const reasons = new Map<string, string>();

  const everywhere = relevant.filter((file) => EVERYWHERE.some((pattern) => pattern.test(file)));
  if (everywhere.length > 0) {
    for (const pkg of packages) reasons.set(pkg.name, `${describeFiles(everywhere)} changed (configures every package)`);
  }

  const byOwner = new Map<string, string[]>();
  for (const file of relevant) {
    const owner = ownerOf(file, packages);
    if (owner) byOwner.set(owner.name, [...(byOwner.get(owner.name) ?? []), file]);
  }
  for (const [name, files] of byOwner) if (!reasons.has(name)) reasons.set(name, `changed: ${describeFiles(files)}`);

  // Dependents, breadth first, so each names the nearest changed package it uses.
  const queue = [...reasons.keys()];
  while (queue.length > 0) {
    const used = queue.shift() as string;
    for (const pkg of packages) {
      if (!reasons.has(pkg.name) && pkg.uses.includes(used)) {
        reasons.set(pkg.name, `uses ${used}`);
        queue.push(pkg.name);
      }
    }
  }

  return {
    packages: packages.filter((pkg) => reasons.has(pkg.name)).map((pkg) => ({ ...pkg, reason: reasons.get(pkg.name) as string })),
    ignored,
  };
}
