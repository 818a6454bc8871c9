import type { z } from 'zod';
import type { Findings, Source, SourceAnswer } from '../source';
import { httpGet, unexpectedStatus, type HttpResponse } from '../http/http-get';
import { readJson } from '../http/read-json';
import { resetInSeconds, retryAfterSeconds } from '../http/retry-after';
import { isWebUrl } from '../http/web-url';
import { CommitSearch, UserSearch, type GithubUser } from './github-search';

const SERVICE = 'GitHub';
export const GITHUB_API = 'https://api.github.com';

type Searched<T> = { ok: true; value: T } | { ok: false; answer: SourceAnswer };

/**
 * GitHub signals its limits with 403 or 429: `retry-after` for the secondary limit,
 * `x-ratelimit-remaining: 0` with `x-ratelimit-reset` (epoch seconds) for the primary one.
 * A 403 without either is a refusal (a bad token), reported as an error.
 */
function rateLimited(response: HttpResponse): SourceAnswer | null {
  if (response.status !== 403 && response.status !== 429) return null;
  const retryAfter = retryAfterSeconds(response.headers);
  const exhausted = response.headers.get('x-ratelimit-remaining') === '0';
  if (retryAfter === null && !exhausted && response.status === 403) return null;
  return { state: 'rate_limited', retryAfterSeconds: retryAfter ?? resetInSeconds(response.headers, 'x-ratelimit-reset') };
}

function worstFailure(failures: SourceAnswer[]): SourceAnswer {
  const limited = failures.filter((f): f is Extract<SourceAnswer, { state: 'rate_limited' }> => f.state === 'rate_limited');
  if (limited.length) {
    const waits = limited.map((f) => f.retryAfterSeconds).filter((s): s is number => s !== null);
    return { state: 'rate_limited', retryAfterSeconds: waits.length ? Math.max(...waits) : null };
  }
  return failures.find((f) => f.state === 'timeout') ?? failures[0]!;
}

/**
 * GitHub (docs/decisions.md#sources): public accounts that list the address, and public commits authored with
 * it (the name the commit gives, and the account GitHub linked it to). Both searches run in
 * parallel; what one found is reported even when the other failed, but a failure is never
 * turned into "not found".
 */
export function githubSource(options: { url: string; token: string | null }): Source {
  const official = options.url === GITHUB_API;
  const headers: Record<string, string> = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'MailScout-lookup' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  async function search<T extends z.ZodType>(path: string, q: string, schema: T, signal: AbortSignal): Promise<Searched<z.output<T>>> {
    const result = await httpGet(SERVICE, `${options.url}${path}?q=${encodeURIComponent(q)}&per_page=30`, headers, signal);
    if (!result.ok) return result;
    const limited = rateLimited(result.response);
    if (limited) return { ok: false, answer: limited };
    if (result.response.status !== 200) return { ok: false, answer: unexpectedStatus(SERVICE, result.response.status) };
    return readJson(SERVICE, result.response.body, schema);
  }

  return {
    id: 'github',
    takes: ['email'],
    returns: ['names', 'usernames', 'photos', 'accounts'],
    timeoutMs: 8_000,
    // The search API allows 10 requests a minute (30 with a token); a lookup makes two. The
    // limit protects the real service's quota; a stand-in has none.
    rateLimit: official ? { requests: options.token ? 15 : 5, windowMs: 60_000 } : null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const [users, commits] = await Promise.all([
        search('/search/users', `${input.email} in:email`, UserSearch, signal),
        search('/search/commits', `author-email:${input.email}`, CommitSearch, signal),
      ]);
      const accounts = new Map<string, GithubUser>();
      const names = new Set<string>();
      if (users.ok) for (const user of users.value.items) accounts.set(user.login.toLowerCase(), user);
      if (commits.ok) {
        for (const item of commits.value.items) {
          const name = item.commit.author?.name?.trim();
          if (name) names.add(name);
          if (item.author) accounts.set(item.author.login.toLowerCase(), item.author);
        }
      }
      const findings: Findings = {};
      const linked = [...accounts.values()].filter((user) => isWebUrl(user.html_url));
      if (names.size) findings.names = [...names];
      if (linked.length) {
        findings.accounts = linked.map((user) => ({ site: 'github', url: user.html_url, username: user.login }));
        findings.usernames = linked.map((user) => user.login);
        const photos = linked.flatMap((user) => (user.avatar_url && isWebUrl(user.avatar_url) ? [{ url: user.avatar_url }] : []));
        if (photos.length) findings.photos = photos;
      }
      if (Object.keys(findings).length) return { state: 'found', findings };
      const failures = [users, commits].flatMap((r) => (r.ok ? [] : [r.answer]));
      return failures.length ? worstFailure(failures) : { state: 'not_found' };
    },
  };
}
