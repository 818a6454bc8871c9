import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a folder holds: its files (sorted relative paths, forward slashes) and anything that is neither a file nor a folder. */
export interface FolderEntries {
  files: string[];
  /** Symbolic links, sockets…: a release holds none (a link would be served, yet not hashed, as whatever it points at). */
  others: string[];
}

export function folderEntries(dir: string): FolderEntries {
  const files: string[] = [];
  const others: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
      else others.push(child);
    }
  };
  walk('');
  return { files: files.sort(), others: others.sort() };
}

/** Every file below `dir`, as sorted paths relative to it (forward slashes). */
export function listFiles(dir: string): string[] {
  return folderEntries(dir).files;
}

/** Each file's SHA-256 (hex) by its relative path; `exclude` names files left out (the store's own metadata). */
export type FileDigests = Record<string, string>;

export function fileDigests(dir: string, exclude: readonly string[] = []): FileDigests {
  const digests: FileDigests = {};
  for (const file of listFiles(dir)) {
    if (!exclude.includes(file)) digests[file] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex');
  }
  return digests;
}

/**
 * The content address of a set of files: names and bytes of every one, so the same build always
 * gets the same id and any change (a label, one byte of a chunk, a file added) another. Full
 * SHA-256 in hex; a release id carries its first characters.
 */
export function hashOfDigests(digests: FileDigests): string {
  const hash = crypto.createHash('sha256');
  for (const file of Object.keys(digests).sort()) hash.update(file).update('\0').update(digests[file]!).update('\n');
  return hash.digest('hex');
}

/** The characters of the content hash a release id carries. */
export const RELEASE_HASH_LENGTH = 10;

export function contentHash(dir: string, length = RELEASE_HASH_LENGTH): string {
  return hashOfDigests(fileDigests(dir)).slice(0, length);
}
