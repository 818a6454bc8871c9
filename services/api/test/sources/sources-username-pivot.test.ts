import type { SourceAnswer } from '../../src/sources/source';
import { classifyAnswer } from '../../src/sources/username-pivot/check-profile';
import { pivotConfidence } from '../../src/sources/username-pivot/pivot-confidence';
import { assertProfilePagesOnly, PROFILE_SITES, type ProfileSite } from '@mailscout/contracts/profile-sites';
import { selfTestSites } from '../../src/sources/username-pivot/self-test';
import { usernamePivotSource } from '../../src/sources/username-pivot/username-pivot-source';
import { patience, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const found = (usernames: string[]): SourceAnswer => ({ state: 'found', findings: { usernames } });

describe('username pivot (docs/decisions.md#sources)', () => {
  it('declares about thirty public profile pages, each with fixtures and tags, and no sign-up, login or recovery endpoint', () => {
    expect(PROFILE_SITES.length).toBeGreaterThanOrEqual(28);
    expect(new Set(PROFILE_SITES.map((s) => s.id)).size).toBe(PROFILE_SITES.length);
    for (const site of PROFILE_SITES) {
      expect(site.url).toMatch(/^https:\/\/[^/]+\/.*\{username\}/);
      expect(site.tags.length).toBeGreaterThan(0);
      expect(new RegExp(site.usernamePattern).test(site.fixtures.present)).toBe(true);
    }
    expect(() => assertProfilePagesOnly(PROFILE_SITES)).not.toThrow();
    const bad = (url: string): ProfileSite => ({ ...PROFILE_SITES[0]!, id: 'bad', url });
    for (const url of ['https://site.test/signup?u={username}', 'https://site.test/login/{username}', 'https://site.test/password/reset?user={username}', 'https://site.test/account/recover/{username}']) {
      expect(() => assertProfilePagesOnly([bad(url)])).toThrow(/not a public profile page/);
    }
  });

  it('self-test: every entry reads its present fixture as present and its absent fixture as absent (offline, against the stand-in)', async () => {
    const results = await selfTestSites(PROFILE_SITES, stubs.url);
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it('a bot wall or an unforeseen answer is unknown, never absent', () => {
    const github = PROFILE_SITES.find((s) => s.id === 'github')!;
    expect(classifyAnswer(github, 'u', 403, '<title>Just a moment...</title>')).toMatchObject({ verdict: 'unknown' });
    expect(classifyAnswer(github, 'u', 200, '<div class="g-recaptcha">captcha</div>')).toMatchObject({ verdict: 'unknown' });
    expect(classifyAnswer(github, 'u', 500, 'oops')).toMatchObject({ verdict: 'unknown' });
    expect(classifyAnswer(github, 'u', 404, 'Not Found')).toEqual({ verdict: 'absent', httpStatus: 404 });
    const hn = PROFILE_SITES.find((s) => s.id === 'hackernews')!;
    expect(classifyAnswer(hn, 'u', 200, 'No such user.')).toEqual({ verdict: 'absent', httpStatus: 200 });
    expect(classifyAnswer(hn, 'u', 200, 'user: pg created: 2006')).toEqual({ verdict: 'present', url: 'u', httpStatus: 200, marker: 'created:' });
  });

  it('finds possible accounts for the usernames GitHub, Gravatar and GitLab found, with evidence and a confidence, and skips the sites that found them', async () => {
    const pivot = usernamePivotSource({ standInUrl: stubs.url });
    const earlier = new Map([
      ['github', found(['marenholt'])],
      ['gravatar', found(['marenholt'])],
      ['gitlab', found(['maren.holt'])],
    ] as const);
    const answer = await pivot.lookup({ kind: 'email', email: 'maren.holt@example.com' }, patience(), earlier);
    expect(answer.state).toBe('found');
    const accounts = answer.state === 'found' ? answer.findings.possibleAccounts! : [];
    expect(accounts.map((a) => `${a.site}:${a.username}`).sort()).toEqual(['Codeberg:marenholt', 'DEV:marenholt', 'Keybase:marenholt', 'PyPI:maren.holt', 'mastodon.social:marenholt']);
    expect(accounts.find((a) => a.site === 'Codeberg')).toEqual({
      site: 'Codeberg',
      url: `${stubs.url}/sites/codeberg.org/marenholt`,
      username: 'marenholt',
      via: 'github,gravatar',
      // Long, and found by two sources.
      confidence: 'high',
      evidence: { httpStatus: 200, marker: null },
      tags: ['code'],
    });
    // Reddit walled the check: it is not listed, and not counted as "not there" either.
    expect(accounts.some((a) => a.site === 'Reddit')).toBe(false);
  });

  it('answers not_found with nothing to follow, and error when every check was walled or unreadable', async () => {
    const pivot = usernamePivotSource({ standInUrl: stubs.url });
    expect(await pivot.lookup({ kind: 'email', email: 'a@example.com' }, patience(), new Map())).toEqual({ state: 'not_found' });
    expect(await pivot.lookup({ kind: 'email', email: 'a@example.com' }, patience(), new Map([['github', { state: 'error', reason: 'x' }]]))).toEqual({ state: 'not_found' });
    const reddit = PROFILE_SITES.filter((s) => s.id === 'reddit');
    const walled = await usernamePivotSource({ standInUrl: stubs.url, sites: reddit }).lookup({ kind: 'email', email: 'a@example.com' }, patience(), new Map([['github', found(['marenholt'])]]));
    expect(walled).toMatchObject({ state: 'error', reason: expect.stringContaining('reddit') });
    const nobody = await usernamePivotSource({ standInUrl: stubs.url }).lookup({ kind: 'email', email: 'a@example.com' }, patience(), new Map([['github', found(['zq-nobody-here-4821'])]]));
    expect(nobody).toEqual({ state: 'not_found' });
  });

  it('confidence: a point each for a long username, two sources agreeing and a page confirmed by its content', () => {
    expect(pivotConfidence({ username: 'bob', foundBy: 1, confirmedByContent: false })).toBe('low');
    expect(pivotConfidence({ username: 'marenholt', foundBy: 1, confirmedByContent: false })).toBe('medium');
    expect(pivotConfidence({ username: 'marenholt', foundBy: 2, confirmedByContent: false })).toBe('high');
  });
});
