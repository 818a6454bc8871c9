import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CanaryDeclaration } from '@mailscout/contracts';

/** What the runtime configuration says about one remote's release (routes are not a release's business). */
export const RemoteState = z.object({ manifestUrl: z.string(), canary: CanaryDeclaration.optional() });

export const HistoryEntry = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['promote', 'canary', 'rollback']),
  remote: z.string(),
  /** The release promoted (or, for a rollback, the one now live). */
  release: z.string().optional(),
  before: RemoteState,
  after: RemoteState,
});

export type RemoteState = z.infer<typeof RemoteState>;
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export function sameState(a: RemoteState, b: RemoteState): boolean {
  return a.manifestUrl === b.manifestUrl && a.canary?.manifestUrl === b.canary?.manifestUrl && a.canary?.share === b.canary?.share;
}

/** Appended one line at a time: a crash mid-write loses at most its own line. */
export function appendHistory(file: string, entry: HistoryEntry): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(HistoryEntry.parse(entry))}\n`);
}

export function readHistory(file: string): HistoryEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => HistoryEntry.parse(JSON.parse(line)));
}
