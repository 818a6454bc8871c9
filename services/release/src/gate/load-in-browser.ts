import fs from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST_FILE, PrerenderManifest } from '@mailscout/contracts';
import { releaseDir as releaseDirOf } from '../release-store';
import { expectedExposes } from './expected-exposes';
import { readFederationManifest } from './federation-manifest';
import { probeFederation } from './federation-probe';
import { startGateStack, type GateStack, type GateStackInput } from './gate-stack';
import { ruleResult, type RuleResult } from './rule-result';
import { SINGLETONS } from './shared-singletons';
import { shippedTexts, translationsOf } from './shipped-texts';
import { inParallel, visitPage } from './visit-page';

export interface BrowserCheckInput extends GateStackInput {
  /** Also open every route in en and de (`--render`): the full walk instead of the prerendered pages alone. */
  render?: boolean | undefined;
  timeoutMs?: number | undefined;
}

/** Pages of one browser opened at once: enough to keep a check of a remote well under a minute here. */
const PARALLEL_PAGES = 4;

export function prerenderedPaths(releaseDir: string): string[] {
  const file = path.join(releaseDir, PRERENDER_MANIFEST_FILE);
  if (!fs.existsSync(file)) return [];
  const parsed = PrerenderManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.success ? [...new Set(parsed.data.pages.map((p) => p.path))] : [];
}

/** The remote loads in the live shell: one of its routes in en, probed through the shell's own federation runtime. */
async function loadRule(stack: GateStack, input: BrowserCheckInput, dir: string, timeoutMs: number): Promise<RuleResult> {
  const route = stack.remotes.find((r) => r.name === input.remote)?.routes[0];
  if (!route) return ruleResult('loads in the live shell', [`the live configuration gives ${input.remote} no route`]);
  const release = readFederationManifest(dir);
  const shellManifest = readFederationManifest(input.shellDir);
  const shared = (manifest: typeof release) => new Set(manifest.shared.map((s) => s.name));
  const singletons = SINGLETONS.filter((name) => shared(release).has(name) && shared(shellManifest).has(name));
  const declared = translationsOf(dir);
  const { context, outside } = await stack.newContext();
  try {
    let findings = { reasons: [] as string[], bundles: {} as { en?: unknown; de?: unknown } };
    const visit = await visitPage({
      context,
      url: `${stack.siteUrl}${route}?lng=en`,
      remote: input.remote,
      remotes: stack.remotes,
      prerendered: false,
      timeoutMs,
      probe: async (page) => {
        findings = await probeFederation(page, {
          shellName: shellManifest.name,
          remote: input.remote,
          exposes: expectedExposes(input.remote),
          namespace: declared?.namespace ?? input.remote,
          singletons,
        });
        return findings.reasons;
      },
    });
    // The texts only once the modules loaded: before, every key would be "missing".
    const texts = findings.reasons.length ? { reasons: [], notes: [] } : shippedTexts(declared?.namespace ?? input.remote, declared, findings.bundles);
    const reasons = [
      ...(visit.routeProblem ? [`${route} (en): ${visit.routeProblem}`] : []),
      ...visit.probed,
      ...texts.reasons,
      ...[...new Set(outside)].map((url) => `the page asked for ${url}, outside the site, the store and the live remotes`),
    ];
    return ruleResult('loads in the live shell', reasons.map(stack.asPublished), [`${route} (en); ${expectedExposes(input.remote).join(', ')}, ${singletons.length} singletons the shell's`, ...texts.notes]);
  } finally {
    await context.close();
  }
}

/** Every route the remote owns (and every prerendered page) in en and de. */
function pagesToOpen(paths: string[]) {
  return paths.flatMap((p) => (['en', 'de'] as const).map((language) => ({ path: p, language })));
}

/**
 * The browser part of the gate (docs/deploy.md#release-store), run before every promotion: the
 * remote loads beside the live shell with the shell's singletons, and its prerendered pages
 * hydrate in en and de. With `render`, every route it owns is opened in en and de as well.
 */
export async function checkInBrowser(input: BrowserCheckInput): Promise<RuleResult[]> {
  const timeoutMs = input.timeoutMs ?? 20_000;
  const dir = releaseDirOf(input.store, input.remote, input.release);
  const prerendered = prerenderedPaths(dir);
  const stack = await startGateStack(input);
  try {
    const rules = [await loadRule(stack, input, dir, timeoutMs)];
    const routes = input.render ? (stack.remotes.find((r) => r.name === input.remote)?.routes ?? []) : [];
    const pages = pagesToOpen([...new Set([...routes, ...prerendered])]);
    const { context } = await stack.newContext();
    const visits = await inParallel(pages, PARALLEL_PAGES, (page) =>
      visitPage({ context, url: `${stack.siteUrl}${page.path}?lng=${page.language}`, remote: input.remote, remotes: stack.remotes, prerendered: prerendered.includes(page.path), timeoutMs }),
    ).finally(() => context.close());
    const where = (i: number) => `${pages[i]!.path} (${pages[i]!.language})`;
    if (input.render) {
      const problems = visits.flatMap((v, i) => (v.routeProblem ? [`${where(i)}: ${stack.asPublished(v.routeProblem)}`] : []));
      rules.push(ruleResult('routes render in the live shell', problems, [`${routes.length} routes × en, de`]));
    }
    if (prerendered.length) {
      // Without the walk, a prerendered page that shows the fallback is reported here.
      const problem = (v: (typeof visits)[number]) => v.hydrationProblem ?? (input.render ? undefined : v.routeProblem);
      const problems = visits.flatMap((v, i) => (problem(v) ? [`${where(i)}: ${stack.asPublished(problem(v)!)}`] : []));
      rules.push(ruleResult('prerendered pages hydrate', problems, [`${prerendered.length} pages × en, de`]));
    }
    return rules;
  } finally {
    await stack.close();
  }
}
