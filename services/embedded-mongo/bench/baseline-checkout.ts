import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = path.resolve(__dirname, '..');
const REPO = path.resolve(PACKAGE, '../..');

export interface BaselineCheckout {
  /** The embedded server's package directory in the checkout. */
  packageDir: string;
  /** The commit measured, short. */
  commit: string;
  remove(): void;
}

/**
 * An older commit's embedded server, checked out beside this one so the store bench can measure
 * "today's" code in the same harness, on the same machine, at the same moment: figures quoted from
 * another run measure that run's machine and load as much as the code. The checkout borrows this
 * tree's installed packages (the server's dependencies have not changed in kind since).
 */
export function checkOutBaseline(ref: string): BaselineCheckout {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-baseline-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  git('worktree', 'add', '--detach', dir, commit);
  const packageDir = path.join(dir, path.relative(REPO, PACKAGE));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(PACKAGE, 'node_modules'), path.join(packageDir, 'node_modules'));
  return {
    packageDir,
    commit,
    remove() {
      git('worktree', 'remove', '--force', dir);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
