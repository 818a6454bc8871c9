import type { PossibleAccountValue, SourceId } from '@mailscout/contracts';
import type { EarlierAnswers, Source, SourceAnswer } from '../source';
import { checkProfile } from './check-profile';
import { pivotConfidence } from './pivot-confidence';
import { PROFILE_SITES, type ProfileSite } from '@mailscout/contracts/profile-sites';

/** The sources whose usernames are pivoted on, and the site each is itself (not asked again). */
const PIVOT_FROM: ReadonlyArray<[SourceId, string]> = [
  ['github', 'github'],
  ['gravatar', 'gravatar'],
  ['gitlab', 'gitlab'],
];
// At most this many usernames and parallel requests per lookup: a lookup stays a lookup.
const MAX_USERNAMES = 3;
const PARALLEL = 8;

/** The distinct usernames the earlier sources found, each with the sources that found it. */
export function pivotUsernames(earlier: EarlierAnswers | undefined): Array<{ username: string; sources: SourceId[] }> {
  const byName = new Map<string, { username: string; sources: SourceId[] }>();
  for (const [source] of PIVOT_FROM) {
    const answer = earlier?.get(source);
    if (answer?.state !== 'found') continue;
    for (const username of answer.findings.usernames ?? []) {
      const key = username.toLowerCase();
      const entry = byName.get(key) ?? { username, sources: [] };
      if (!entry.sources.includes(source)) entry.sources.push(source);
      byName.set(key, entry);
    }
  }
  return [...byName.values()].sort((a, b) => b.sources.length - a.sources.length).slice(0, MAX_USERNAMES);
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await work(items[index]!);
      }
    }),
  );
  return out;
}

/**
 * The username pivot (docs/decisions.md#sources): the usernames GitHub, Gravatar and GitLab found, looked up
 * on public profile pages of about thirty sites. What exists is a *possible* account (shown
 * apart from verified links, with the evidence and a confidence). A site that walls or answers
 * oddly is "unknown"; if nothing was found and any site was unknown, the source answers an
 * error (it could not look everywhere), never "not found".
 */
export function usernamePivotSource(options: { standInUrl: string | null; sites?: readonly ProfileSite[] }): Source {
  const sites = options.sites ?? PROFILE_SITES;
  return {
    id: 'username-pivot',
    takes: ['email'],
    returns: ['possibleAccounts'],
    dependsOn: PIVOT_FROM.map(([source]) => source),
    timeoutMs: 8_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal, earlier): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: 'the username pivot takes email lookups only' };
      const usernames = pivotUsernames(earlier);
      if (!usernames.length) return { state: 'not_found' };
      const checks = usernames.flatMap((entry) =>
        sites.filter((site) => !PIVOT_FROM.some(([source, own]) => own === site.id && entry.sources.includes(source))).map((site) => ({ site, entry })),
      );
      const verdicts = await inBatches(checks, PARALLEL, async ({ site, entry }) => ({ site, entry, verdict: await checkProfile(site, entry.username, { standInUrl: options.standInUrl, signal }) }));
      if (signal.aborted) return { state: 'timeout' };
      const possible: PossibleAccountValue[] = verdicts.flatMap(({ site, entry, verdict }) =>
        verdict.verdict === 'present'
          ? [{
              site: site.name,
              url: verdict.url,
              username: entry.username,
              via: entry.sources.join(','),
              confidence: pivotConfidence({ username: entry.username, foundBy: entry.sources.length, confirmedByContent: verdict.marker !== null }),
              evidence: { httpStatus: verdict.httpStatus, marker: verdict.marker },
              tags: [...site.tags],
            }]
          : [],
      );
      if (possible.length) return { state: 'found', findings: { possibleAccounts: possible } };
      const unknown = verdicts.filter((v) => v.verdict.verdict === 'unknown' && v.verdict.reason !== 'not a valid username there');
      if (unknown.length) return { state: 'error', reason: `${unknown.length} profile pages could not be read (${unknown.map((v) => v.site.id).join(', ')})` };
      return { state: 'not_found' };
    },
  };
}
