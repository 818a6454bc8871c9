import type { Page } from 'playwright-core';

export interface ProbeInput {
  /** The shell's federation name (its mf-manifest.json's). */
  shellName: string;
  remote: string;
  /** The modules the shell loads from the remote (`./routes`…); each must default-export a component. */
  exposes: string[];
  /** The remote's translation namespace. */
  namespace: string;
  /** Shared singletons the release and the live shell both declare. */
  singletons: string[];
}

export interface ProbeFindings {
  reasons: string[];
  /** The namespace's texts as the live shell's i18n instance holds them after the modules loaded. */
  bundles: { en?: unknown; de?: unknown };
}

/**
 * Runs in the page, given as source: a function handed to Playwright is serialised as written,
 * and the TypeScript runner's helpers (`__name`) would not exist there. Reaches the page's
 * federation runtime (`__FEDERATION__.__INSTANCES__`) and its loadRemote/loadShare.
 */
const PROBE = `async ({ shellName, remote, exposes, namespace, singletons }) => {
  const first = (error) => String(error && error.message ? error.message : error).split('\\n')[0];
  const instances = (window.__FEDERATION__ && window.__FEDERATION__.__INSTANCES__) || [];
  const shell = instances.find((i) => i.name === shellName);
  if (!shell) return { reasons: ['the live shell\\'s federation runtime ("' + shellName + '") is not on the page'], bundles: {} };
  const reasons = [];
  for (const expose of exposes) {
    try {
      const module = await shell.loadRemote(remote + '/' + expose.replace(/^\\.\\//, ''));
      if (!module || typeof module.default !== 'function') reasons.push(expose + ' loaded, but its default export is not a component');
    } catch (error) {
      return { reasons: ['the remote entry or ' + expose + ' did not load in the live shell: ' + first(error)], bundles: {} };
    }
  }
  const own = instances.find((i) => i.name === remote);
  if (!own) reasons.push('its modules loaded, but no federation instance is named "' + remote + '"');
  for (const name of own ? singletons : []) {
    try {
      const [theirs, ours] = await Promise.all([shell.loadShare(name), own.loadShare(name)]);
      if (theirs && (!ours || theirs() !== ours())) reasons.push(name + ': the remote gets another copy than the live shell\\'s');
    } catch (error) {
      reasons.push(name + ': ' + first(error));
    }
  }
  const factory = await shell.loadShare('@mailscout/i18n').catch(() => undefined);
  const i18n = factory ? factory().i18n : undefined;
  if (!i18n) return { reasons: [...reasons, 'the live shell\\'s i18n instance (@mailscout/i18n) could not be reached'], bundles: {} };
  return { reasons, bundles: { en: i18n.getResourceBundle('en', namespace), de: i18n.getResourceBundle('de', namespace) } };
}`;

/**
 * In the live shell's page, through its own federation runtime (docs/deploy.md#release-store):
 * every module the shell loads from the remote loads and default-exports a component; every
 * shared singleton the remote gets is the very module the shell has (the same object, not an
 * equal copy); and the remote's namespace is in the shell's i18n instance. Nothing is clicked:
 * the modules are loaded as the shell loads them when it needs them.
 */
export async function probeFederation(page: Page, input: ProbeInput): Promise<ProbeFindings> {
  return page.evaluate(`(${PROBE})(${JSON.stringify(input)})`) as Promise<ProbeFindings>;
}
