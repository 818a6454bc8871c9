/**
 * Codemod: rewrites citations of the old outside documents ("DECISIONS §4", "spec §2, §8",
 * "ENGINEERING §5.1") to `docs/` paths with anchors, in place, across the tree, and "the
 * specification's words" in comments and test titles to "the original's words"
 * (docs/product.md#texts). Re-runnable: a
 * rewritten citation has no section sign left, so a second run changes only what others added.
 *
 *   tsx scripts/docs/rewrite-citations.ts            rewrite the working tree
 *   tsx scripts/docs/rewrite-citations.ts --dry-run  list what would change
 *
 * Only comment, test-title and documentation text carries these citations; the rewrite touches
 * nothing but the citation itself.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rewriteFile } from './rewrite-file';
import { treeFiles } from './tree-files';

const ROOT = path.resolve(__dirname, '..', '..');
/** `docs/` is the target, and this folder holds the patterns themselves. */
const OWN = /^(docs|scripts\/docs)\//;

const dryRun = process.argv.includes('--dry-run');
const changed: string[] = [];
for (const file of treeFiles(ROOT)) {
  if (OWN.test(file)) continue;
  const full = path.join(ROOT, file);
  if (!existsSync(full)) continue;
  const text = readFileSync(full, 'utf8');
  const { text: rewritten, unresolved } = rewriteFile(text, file);
  for (const { line, excerpt } of unresolved) console.warn(`${file}:${line}: section sign with no known document, left as is: …${excerpt}`);
  if (rewritten === text) continue;
  changed.push(file);
  if (!dryRun) writeFileSync(full, rewritten);
}
for (const file of changed) console.log(file);
console.error(`${changed.length} file(s) ${dryRun ? 'would change' : 'changed'}`);
