import type { FileDigests } from './content-hash';

/** The files that differ between what was recorded and what is there: "x (changed)", "y (added)", "z (missing)". */
export function differingFiles(recorded: FileDigests, found: FileDigests): string[] {
  const out: string[] = [];
  for (const file of [...new Set([...Object.keys(recorded), ...Object.keys(found)])].sort()) {
    if (!(file in found)) out.push(`${file} (missing)`);
    else if (!(file in recorded)) out.push(`${file} (added)`);
    else if (recorded[file] !== found[file]) out.push(`${file} (changed)`);
  }
  return out;
}

const LIST_LIMIT = 10;

/** A list short enough to read in a terminal: the first ten, then how many more. */
export function listed(items: string[]): string {
  return items.length > LIST_LIMIT ? `${items.slice(0, LIST_LIMIT).join(', ')} and ${items.length - LIST_LIMIT} more` : items.join(', ');
}
