import fs from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST_FILE, PrerenderManifest } from '@mailscout/contracts';
import { ruleResult, type RuleResult } from './rule-result';

/**
 * Gate rule (e), the static part: a release that prerenders pages lists fragments that exist, are
 * not empty and are its own, in en and de for every page (the edge serves the visitor's language).
 */
export function checkPrerenderedPages(releaseDir: string, remote: string): RuleResult {
  const file = path.join(releaseDir, PRERENDER_MANIFEST_FILE);
  if (!fs.existsSync(file)) return ruleResult('prerendered pages', [], ['no prerendered pages']);
  const parsed = PrerenderManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) return ruleResult('prerendered pages', [`${PRERENDER_MANIFEST_FILE} does not match the contract: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  const manifest = parsed.data;
  const reasons: string[] = [];
  if (manifest.remote !== remote) reasons.push(`${PRERENDER_MANIFEST_FILE} belongs to "${manifest.remote}", not "${remote}"`);
  for (const page of manifest.pages) {
    const fragment = path.join(releaseDir, page.file);
    if (!fs.existsSync(fragment)) reasons.push(`${page.path} (${page.language}): fragment ${page.file} is missing`);
    else if (fs.readFileSync(fragment, 'utf8').trim() === '') reasons.push(`${page.path} (${page.language}): fragment ${page.file} is empty`);
  }
  for (const p of new Set(manifest.pages.map((page) => page.path))) {
    for (const language of ['en', 'de'] as const) {
      if (!manifest.pages.some((page) => page.path === p && page.language === language)) reasons.push(`${p} has no ${language} fragment`);
    }
  }
  return ruleResult('prerendered pages', reasons, [`${manifest.pages.length} fragments`]);
}
