import crypto from 'node:crypto';
import type { AccountValue } from '@mailscout/contracts';
import type { Findings, Source, SourceAnswer } from '../source';
import { httpGet, unexpectedStatus } from '../http/http-get';
import { readJson } from '../http/read-json';
import { retryAfterSeconds } from '../http/retry-after';
import { isWebUrl, usernameFromUrl } from '../http/web-url';
import { GravatarProfile } from './gravatar-profile';

const SERVICE = 'Gravatar';
export const GRAVATAR_API = 'https://api.gravatar.com';

/** Gravatar names a profile by the SHA-256 of the trimmed, lower-cased address. */
export const gravatarHash = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Name, current location, photo and the verified accounts the person shows on their profile. */
export function profileFindings(profile: GravatarProfile): Findings {
  const accounts: AccountValue[] = [];
  // Hidden accounts are ones the person chose not to show: not reported.
  for (const account of profile.verified_accounts ?? []) {
    if (account.is_hidden || !isWebUrl(account.url)) continue;
    const site = account.service_label?.trim() || account.service_type?.trim() || new URL(account.url).hostname;
    accounts.push({ site, url: account.url, username: usernameFromUrl(account.url) });
  }
  if (profile.profile_url && isWebUrl(profile.profile_url)) {
    accounts.push({ site: 'Gravatar', url: profile.profile_url, username: usernameFromUrl(profile.profile_url) });
  }
  const name = profile.display_name?.trim();
  const location = profile.location?.trim();
  const usernames = [...new Set(accounts.flatMap((a) => (a.username ? [a.username] : [])))];
  return {
    ...(name ? { names: [name] } : {}),
    ...(location ? { locations: [{ address: location, current: true }] } : {}),
    ...(profile.avatar_url && isWebUrl(profile.avatar_url) ? { photos: [{ url: profile.avatar_url }] } : {}),
    ...(accounts.length ? { accounts } : {}),
    ...(usernames.length ? { usernames } : {}),
  };
}

/**
 * Gravatar public profiles (REST API v3, docs/decisions.md#sources). The key is optional: without one
 * Gravatar allows 100 profile requests an hour and shows at most four verified accounts.
 */
export function gravatarSource(options: { url: string; apiKey: string | null }): Source {
  // The documented per-hour limits protect the real service's quota; a stand-in has none.
  const official = options.url === GRAVATAR_API;
  return {
    id: 'gravatar',
    takes: ['email'],
    returns: ['names', 'locations', 'photos', 'accounts', 'usernames'],
    timeoutMs: 5_000,
    rateLimit: official ? { requests: options.apiKey ? 1000 : 100, windowMs: 3_600_000 } : null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const result = await httpGet(SERVICE, `${options.url}/v3/profiles/${gravatarHash(input.email)}`, headers, signal);
      if (!result.ok) return result.answer;
      const { status, headers: answered, body } = result.response;
      if (status === 404) return { state: 'not_found' };
      if (status === 429) return { state: 'rate_limited', retryAfterSeconds: retryAfterSeconds(answered) };
      if (status !== 200) return unexpectedStatus(SERVICE, status);
      const profile = readJson(SERVICE, body, GravatarProfile);
      if (!profile.ok) return profile.answer;
      const findings = profileFindings(profile.value);
      return Object.keys(findings).length ? { state: 'found', findings } : { state: 'not_found' };
    },
  };
}
