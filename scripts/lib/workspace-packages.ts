import fs from 'node:fs';
import path from 'node:path';

/** One package of the pnpm workspace, with the workspace packages it uses. */
export interface WorkspacePackage {
  name: string;
  /** Its folder relative to the repository root, with forward slashes ('.' for the root). */
  dir: string;
  /** Names of the workspace packages in its dependencies of any kind. */
  uses: string[];
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

/**
 * The `packages:` globs of pnpm-workspace.yaml. Only the forms this workspace uses are read
 * ('dir', 'dir/*', 'prefix-*'), which keeps a YAML parser out of the root scripts.
 */
export function workspaceGlobs(yaml: string): string[] {
  const globs: string[] = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) inPackages = true;
    else if (inPackages && /^\s+-\s+/.test(line)) globs.push(line.replace(/^\s+-\s+/, '').replace(/^['"]|['"]\s*$/g, '').trim());
    else if (inPackages && /^\S/.test(line)) inPackages = false;
  }
  return globs;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function expand(root: string, glob: string): string[] {
  const star = glob.indexOf('*');
  if (star < 0) return [glob];
  const parent = path.posix.dirname(glob.slice(0, star + 1));
  const pattern = new RegExp(`^${path.posix.basename(glob).split('*').map(escapeRegExp).join('.*')}$`);
  const base = parent === '.' ? root : path.join(root, parent);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
}

/** Every package of the workspace (the root included, as pnpm counts it) with its workspace dependencies. */
export function readWorkspacePackages(root: string): WorkspacePackage[] {
  const dirs = workspaceGlobs(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'))
    .flatMap((glob) => expand(root, glob))
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')));
  const manifests = ['.', ...dirs].map((dir) => ({ dir, manifest: readManifest(path.join(root, dir, 'package.json')) }));
  const names = new Set(manifests.map(({ manifest }) => manifest.name).filter((name): name is string => Boolean(name)));
  return manifests.map(({ dir, manifest }) => {
    const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies };
    return { name: manifest.name ?? dir, dir, uses: Object.keys(all).filter((name) => names.has(name) && name !== manifest.name).sort() };
  });
}
