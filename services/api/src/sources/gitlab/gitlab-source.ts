import type { Findings, Source, SourceAnswer } from '../source';
import { httpGet, unexpectedStatus, type HttpResponse } from '../http/http-get';
import { readJson } from '../http/read-json';
import { resetInSeconds, retryAfterSeconds } from '../http/retry-after';
import { isWebUrl } from '../http/web-url';
import { GitlabProfile, UserList, type GitlabUser } from './gitlab-users';

const SERVICE = 'GitLab';
export const GITLAB_URL = 'https://gitlab.com';
// A search by address matches public emails exactly; more than this is not one person.
const MAX_PROFILES = 3;

function limited(response: HttpResponse): SourceAnswer | null {
  if (response.status !== 429) return null;
  return { state: 'rate_limited', retryAfterSeconds: retryAfterSeconds(response.headers) ?? resetInSeconds(response.headers, 'ratelimit-reset') };
}

/** Profile URL, name, photo and (where public) location of the users whose public email is the address. */
function findingsOf(profiles: Array<GitlabUser & { location?: string | null }>): Findings {
  const active = profiles.filter((p) => (p.state ?? 'active') === 'active' && isWebUrl(p.web_url));
  const names = [...new Set(active.flatMap((p) => (p.name?.trim() ? [p.name.trim()] : [])))];
  const locations = [...new Set(active.flatMap((p) => (p.location?.trim() ? [p.location.trim()] : [])))];
  const photos = active.flatMap((p) => (p.avatar_url && isWebUrl(p.avatar_url) ? [{ url: p.avatar_url }] : []));
  return {
    ...(active.length ? { accounts: active.map((p) => ({ site: 'GitLab', url: p.web_url, username: p.username })), usernames: active.map((p) => p.username) } : {}),
    ...(names.length ? { names } : {}),
    ...(locations.length ? { locations: locations.map((address) => ({ address, current: true })) } : {}),
    ...(photos.length ? { photos } : {}),
  };
}

/**
 * GitLab (docs/decisions.md#sources): users whose public email is the address (`GET /api/v4/users?search=`),
 * then each one's public profile for the location. A profile that could not be read still
 * gives what the list said; a failed search is never "not found".
 */
export function gitlabSource(options: { url: string; token: string | null }): Source {
  const official = options.url === GITLAB_URL;
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'MailScout-lookup' };
  if (options.token) headers['private-token'] = options.token;
  return {
    id: 'gitlab',
    takes: ['email'],
    returns: ['names', 'locations', 'photos', 'accounts', 'usernames'],
    timeoutMs: 6_000,
    // GitLab.com allows 500 unauthenticated API requests a minute per IP; a lookup makes up to four.
    rateLimit: official ? { requests: 100, windowMs: 60_000 } : null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const search = await httpGet(SERVICE, `${options.url}/api/v4/users?search=${encodeURIComponent(input.email.trim())}&per_page=20`, headers, signal);
      if (!search.ok) return search.answer;
      const refused = limited(search.response);
      if (refused) return refused;
      if (search.response.status !== 200) return unexpectedStatus(SERVICE, search.response.status);
      const users = readJson(SERVICE, search.response.body, UserList);
      if (!users.ok) return users.answer;
      if (!users.value.length) return { state: 'not_found' };
      const profiles = await Promise.all(
        users.value.slice(0, MAX_PROFILES).map(async (user) => {
          const answer = await httpGet(SERVICE, `${options.url}/api/v4/users/${user.id}`, headers, signal);
          if (!answer.ok || answer.response.status !== 200) return user;
          const profile = readJson(SERVICE, answer.response.body, GitlabProfile);
          return profile.ok ? profile.value : user;
        }),
      );
      if (signal.aborted) return { state: 'timeout' };
      const findings = findingsOf(profiles);
      return Object.keys(findings).length ? { state: 'found', findings } : { state: 'not_found' };
    },
  };
}
