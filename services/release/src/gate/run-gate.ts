import fs from 'node:fs';
import path from 'node:path';
import { readReleaseInfo } from '../release-info';
import { readFederationManifest, type FederationManifest } from './federation-manifest';
import { checkPrerenderedPages } from './prerendered-pages';
import { checkRoutesExpose } from './routes-expose';
import { ruleResult, type RuleResult } from './rule-result';
import { checkSharedSingletons } from './shared-singletons';
import { checkSizeBudget } from './size-budget';
import { checkTranslations } from './translations-complete';

export interface GateInput {
  remote: string;
  /** The candidate release's folder in the store. */
  releaseDir: string;
  /** The live shell's build (its mf-manifest.json). */
  shellDir: string;
  /** The remote's live release folder, when it is served from the store (for size comparison). */
  liveReleaseDir?: string | undefined;
}

export interface GateVerdict {
  ok: boolean;
  rules: RuleResult[];
}

function manifestOrReason(dir: string, what: string): FederationManifest | string {
  try {
    return readFederationManifest(dir);
  } catch (error) {
    return `${what}: ${(error as Error).message}`;
  }
}

/** The static rules, all of them (a release is refused with all its reasons at once, not the first). */
export function runGate(input: GateInput): GateVerdict {
  const release = manifestOrReason(input.releaseDir, 'the release');
  if (typeof release === 'string') return { ok: false, rules: [ruleResult('federation manifest', [release])] };
  const shell = manifestOrReason(input.shellDir, 'the live shell');
  const live = input.liveReleaseDir && fs.existsSync(path.join(input.liveReleaseDir, 'mf-manifest.json')) ? { dir: input.liveReleaseDir, manifest: readFederationManifest(input.liveReleaseDir) } : undefined;
  const rules = [
    typeof shell === 'string' ? ruleResult('shared singletons', [shell]) : checkSharedSingletons(release, shell),
    checkRoutesExpose(input.releaseDir, input.remote, release),
    checkTranslations(input.releaseDir),
    checkSizeBudget(input.releaseDir, release, readReleaseInfo(input.releaseDir)?.sizeBudgetKb, live),
    checkPrerenderedPages(input.releaseDir, input.remote),
  ];
  return { ok: rules.every((r) => r.ok), rules };
}

export function formatVerdict(remote: string, release: string, verdict: GateVerdict): string {
  const lines = [`${remote} ${release}: ${verdict.ok ? 'passes the gate' : 'REFUSED'}`];
  for (const rule of verdict.rules) {
    lines.push(`  ${rule.ok ? 'ok  ' : 'FAIL'} ${rule.rule}${rule.notes.length ? ` (${rule.notes.join('; ')})` : ''}`);
    for (const reason of rule.reasons) lines.push(`       - ${reason}`);
  }
  return lines.join('\n');
}
