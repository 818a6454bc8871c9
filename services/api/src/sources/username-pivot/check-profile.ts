import type { ProfileSite } from '@mailscout/contracts/profile-sites';
import { httpGet } from '../http/http-get';

/** Text that marks a bot wall or challenge page: such an answer says nothing about the username. */
const BOT_WALL_MARKERS: readonly string[] = ['captcha', 'cf-chl', 'challenge-platform', 'Just a moment...', 'Attention Required!', 'Access denied', 'are you a robot', 'unusual traffic', 'px-captcha'];

/** What a site's answer says about a username: `unknown` whenever it cannot be read as either. */
export type ProfileVerdict =
  | { verdict: 'present'; url: string; httpStatus: number; marker: string | null }
  | { verdict: 'absent'; httpStatus: number }
  | { verdict: 'unknown'; reason: string };

/**
 * Where the profile is asked: the site itself, or, offline, the stand-in, which serves each
 * site under `/sites/<host>/<path>` (the link shown is then the stand-in's page, which is the
 * page that was checked).
 */
export function profileUrl(site: ProfileSite, username: string, standInUrl: string | null): string {
  const real = new URL(site.url.replace('{username}', encodeURIComponent(username)));
  return standInUrl ? `${standInUrl}/sites/${real.host}${real.pathname}${real.search}` : real.toString();
}

const matches = (body: string, status: number, signature: { status: number; includes?: string }) =>
  status === signature.status && (!signature.includes || body.includes(signature.includes));

/** Reads one answer by the site's declaration; a bot wall, a challenge or anything unforeseen is `unknown`, never `absent`. */
export function classifyAnswer(site: ProfileSite, url: string, status: number, body: string): ProfileVerdict {
  const lower = body.toLowerCase();
  const walled = [403, 429, 503].includes(status) || BOT_WALL_MARKERS.some((marker) => lower.includes(marker.toLowerCase()));
  // A page can carry a challenge script and still be the profile; the declared markers decide first.
  if (site.present.includes && matches(body, status, site.present)) return { verdict: 'present', url, httpStatus: status, marker: site.present.includes };
  if (site.absent.includes && matches(body, status, site.absent)) return { verdict: 'absent', httpStatus: status };
  if (walled) return { verdict: 'unknown', reason: `bot wall (HTTP ${status})` };
  if (!site.present.includes && matches(body, status, site.present)) return { verdict: 'present', url, httpStatus: status, marker: null };
  if (!site.absent.includes && matches(body, status, site.absent)) return { verdict: 'absent', httpStatus: status };
  return { verdict: 'unknown', reason: `unexpected answer (HTTP ${status})` };
}

/** Asks one site about one username (a plain GET of the public profile page). */
export async function checkProfile(site: ProfileSite, username: string, options: { standInUrl: string | null; signal: AbortSignal; timeoutMs?: number }): Promise<ProfileVerdict> {
  if (!new RegExp(site.usernamePattern).test(username)) return { verdict: 'unknown', reason: 'not a valid username there' };
  const url = profileUrl(site, username, options.standInUrl);
  const result = await httpGet(`profile:${site.id}`, url, { accept: 'text/html,application/json', 'user-agent': 'Mozilla/5.0 (compatible; MailScout-lookup)' }, options.signal, { timeoutMs: options.timeoutMs ?? 4_000 });
  if (!result.ok) return { verdict: 'unknown', reason: result.answer.state === 'error' ? result.answer.reason : result.answer.state };
  return classifyAnswer(site, url, result.response.status, result.response.body);
}
