import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_ROUTES_EXPOSE } from '@mailscout/contracts';
import { remoteEntryFile, type FederationManifest } from './federation-manifest';
import { ruleResult, type RuleResult } from './rule-result';

/**
 * Gate rule (b), the shape the shell loads (`shared/contracts` remote-module): the federation
 * name is the remote's name in the runtime configuration, the entry exists, and `./routes` is
 * exposed with the files it loads synchronously present in the release.
 */
export function checkRoutesExpose(releaseDir: string, remote: string, manifest: FederationManifest): RuleResult {
  const reasons: string[] = [];
  if (manifest.name !== remote) reasons.push(`the federation name is "${manifest.name}", but the shell loads it as "${remote}"`);
  const entry = remoteEntryFile(manifest);
  if (!entry) reasons.push('the manifest names no remote entry');
  else if (!fs.existsSync(path.join(releaseDir, entry))) reasons.push(`the remote entry ${entry} is missing from the release`);
  const routes = manifest.exposes.find((e) => e.name === REMOTE_ROUTES_EXPOSE || e.path === `./${REMOTE_ROUTES_EXPOSE}`);
  if (!routes) {
    const exposed = manifest.exposes.map((e) => e.path ?? `./${e.name}`).join(', ') || 'nothing';
    reasons.push(`./${REMOTE_ROUTES_EXPOSE} is not exposed (the release exposes ${exposed}); the shell renders a remote only through it`);
  } else {
    const files = [...(routes.assets.js?.sync ?? []), ...(routes.assets.css?.sync ?? [])];
    if (!(routes.assets.js?.sync ?? []).length) reasons.push(`./${REMOTE_ROUTES_EXPOSE} has no JavaScript to load`);
    for (const file of files) if (!fs.existsSync(path.join(releaseDir, file))) reasons.push(`./${REMOTE_ROUTES_EXPOSE} loads ${file}, which is missing from the release`);
  }
  return ruleResult('exposed ./routes', reasons);
}
