import { execFileSync } from 'node:child_process';

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function refExists(root: string, ref: string): boolean {
  try {
    git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** `--base <ref>` as given; otherwise origin/main when the clone has it, else the previous commit. */
export function defaultBase(root: string, given?: string): string {
  if (given) {
    if (!refExists(root, given)) throw new Error(`--base ${given}: no such commit in this clone`);
    return given;
  }
  return refExists(root, 'origin/main') ? 'origin/main' : 'HEAD~1';
}

/**
 * Files changed since the base, as pnpm's `[<ref>]` filter sees them: the diff from the base to the
 * working tree (commits since, and what is not committed yet) plus new files git does not ignore.
 */
export function changedFilesSince(root: string, base: string): string[] {
  const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  const diff = lines(git(root, ['diff', '--name-only', '--no-renames', base]));
  const untracked = lines(git(root, ['ls-files', '--others', '--exclude-standard']));
  return [...new Set([...diff, ...untracked])].sort();
}
