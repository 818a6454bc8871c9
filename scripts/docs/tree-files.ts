import { execFileSync } from 'node:child_process';

/** Folders and files that are not the project's own text: generated, installed or recorded output. */
const SKIPPED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /(^|\/)\.tmp\//, /(^|\/)\.out\//, /^test-results\//, /^screenshots\//, /^pnpm-lock\.yaml$/];

/** Text the citations can live in: code, styles, configuration and documentation. */
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|json|jsonl|ya?ml|md)$/;

/** Every file of the working tree that is committed or about to be (untracked, not ignored). */
export function treeFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))].filter((file) => file && TEXT_FILE.test(file) && !SKIPPED.some((pattern) => pattern.test(file))).sort();
}
