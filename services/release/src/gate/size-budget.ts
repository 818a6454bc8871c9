import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_ROUTES_EXPOSE } from '@mailscout/contracts';
import { remoteEntryFile, type FederationManifest } from './federation-manifest';
import { ruleResult, type RuleResult } from './rule-result';

/** What a page of the remote loads before its routes render: the entry and `./routes`' sync JS and CSS. */
export function entryAndRouteFiles(manifest: FederationManifest): string[] {
  const routes = manifest.exposes.find((e) => e.name === REMOTE_ROUTES_EXPOSE);
  const entry = remoteEntryFile(manifest);
  return [...(entry ? [entry] : []), ...(routes?.assets.js?.sync ?? []), ...(routes?.assets.css?.sync ?? [])];
}

/** Gzip bytes (level 9, what a CDN serves precompressed) of the files that exist. */
export function gzipBytes(dir: string, files: string[]): number {
  return files
    .map((f) => path.join(dir, f))
    .filter((f) => fs.existsSync(f))
    .reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Gate rule (d): the entry plus route chunks within the budget the remote declares in its
 * `release.json` (copied into the release at build). Compared with the live release when known.
 */
export function checkSizeBudget(releaseDir: string, manifest: FederationManifest, budgetKb: number | undefined, live?: { dir: string; manifest: FederationManifest }): RuleResult {
  const bytes = gzipBytes(releaseDir, entryAndRouteFiles(manifest));
  const notes = [`entry + route chunks: ${kb(bytes)} gzip`];
  if (live) {
    const liveBytes = gzipBytes(live.dir, entryAndRouteFiles(live.manifest));
    notes.push(`live release: ${kb(liveBytes)} (${bytes >= liveBytes ? '+' : '−'}${kb(Math.abs(bytes - liveBytes))})`);
  }
  if (budgetKb === undefined) return ruleResult('size budget', [], [...notes, 'no budget declared (sizeBudgetKb in the remote’s release.json)']);
  const reasons = bytes > budgetKb * 1000 ? [`entry + route chunks are ${kb(bytes)} gzip, over the declared budget of ${budgetKb} kB by ${kb(bytes - budgetKb * 1000)}`] : [];
  return ruleResult('size budget', reasons, [...notes, `budget ${budgetKb} kB`]);
}
