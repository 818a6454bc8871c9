/**
 * One public profile page the username pivot checks (docs/decisions.md#sources), declared rather than coded:
 * where the profile of a username is, and how the page looks when it exists and when not.
 * Only public profile pages: never a sign-up, login or password-recovery endpoint (that is
 * account enumeration, and against the sites' terms); `assertProfilePagesOnly` holds that.
 */
export interface ProfileSite {
  id: string;
  /** How the report names the site. */
  name: string;
  /** The profile's URL, `{username}` replaced (URL-encoded). */
  url: string;
  /** Usernames the site allows; others are not asked. */
  usernamePattern: string;
  /** The answer of an existing profile: its status, and text its page always shows. */
  present: { status: number; includes?: string };
  /** The answer for a username nobody has. */
  absent: { status: number; includes?: string };
  /** A username that exists there and one that does not, for `pnpm sources:selftest`. */
  fixtures: { present: string; absent: string };
  tags: readonly string[];
}

const FORBIDDEN_PATH = /(sign[-_]?up|sign[-_]?in|log[-_]?in|register|password|recover|forgot|reset|auth|session|join)/i;

/** Refuses a declaration that would probe anything but a profile page (checked at load and in a test). */
export function assertProfilePagesOnly(sites: readonly ProfileSite[]): void {
  for (const site of sites) {
    const path = new URL(site.url.replace('{username}', 'x')).pathname + new URL(site.url.replace('{username}', 'x')).search;
    if (FORBIDDEN_PATH.test(path)) throw new Error(`profile site ${site.id}: ${site.url} is not a public profile page`);
    if (!site.url.includes('{username}')) throw new Error(`profile site ${site.id}: the URL has no {username}`);
  }
}

/** Text that marks a bot wall or challenge page: such an answer says nothing about the username. */
export const BOT_WALL_MARKERS: readonly string[] = ['captcha', 'cf-chl', 'challenge-platform', 'Just a moment...', 'Attention Required!', 'Access denied', 'are you a robot', 'unusual traffic', 'px-captcha'];
