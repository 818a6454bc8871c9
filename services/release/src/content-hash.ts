import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as sorted paths relative to it (forward slashes). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * The content address of a build: names and bytes of every file, so the same build always gets
 * the same id and any change (a label, one byte of a chunk) a new one.
 */
export function contentHash(dir: string, length = 10): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file).update('\0');
    hash.update(crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex')).update('\n');
  }
  return hash.digest('hex').slice(0, length);
}
