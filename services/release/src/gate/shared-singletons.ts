import semver from 'semver';
import type { FederationManifest } from './federation-manifest';
import { ruleResult, type RuleResult } from './rule-result';

/** Shared once for every app (docs/conventions.md#federation); a second copy breaks hooks, context or the i18n instance. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@mailscout/auth',
  '@mailscout/i18n',
  '@mailscout/ui',
  '@mailscout/api-client',
  '@mailscout/contracts',
] as const;

/** Every remote renders React routes with the router and i18n: not sharing these means bundling them. */
const ALWAYS_USED = ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next'];

/**
 * Gate rule (a): each singleton the remote uses must be the one the live shell provides. The
 * shell loads first, so its version is what the remote gets: the remote's range must accept it,
 * and the remote's own version must be inside the shell's range (else the runtime could pick the
 * remote's newer copy for everyone). A singleton the remote does not share is bundled: a second copy.
 */
export function checkSharedSingletons(release: FederationManifest, shell: FederationManifest): RuleResult {
  const reasons: string[] = [];
  let checked = 0;
  for (const name of SINGLETONS) {
    const provided = shell.shared.find((s) => s.name === name);
    const used = release.shared.find((s) => s.name === name);
    if (!used) {
      if (provided && ALWAYS_USED.includes(name)) reasons.push(`${name} is not shared: the release bundles its own copy, a second one beside the shell's ${provided.version ?? ''}`.trim());
      continue;
    }
    if (used.singleton !== true) {
      reasons.push(`${name} is shared without singleton: true, so a second copy can load`);
      continue;
    }
    if (!provided) {
      reasons.push(`${name} is shared by the release but the live shell does not provide it`);
      continue;
    }
    const shellVersion = provided.version;
    const wanted = used.requiredVersion;
    if (typeof wanted !== 'string' || !semver.validRange(wanted)) {
      reasons.push(`${name}: the release declares no usable requiredVersion (${String(wanted)}), so a mismatch would go unnoticed`);
    } else if (!shellVersion || !semver.satisfies(shellVersion, wanted)) {
      reasons.push(`${name}: the release requires ${wanted} but the live shell provides ${shellVersion ?? 'no version'}`);
    }
    const shellRange = provided.requiredVersion;
    if (used.version && typeof shellRange === 'string' && semver.validRange(shellRange) && !semver.satisfies(used.version, shellRange)) {
      reasons.push(`${name}: the release brings ${used.version}, outside the live shell's range ${shellRange}`);
    }
    checked++;
  }
  return ruleResult('shared singletons', reasons, [`${checked} shared singletons checked against the live shell`]);
}
