import { z } from 'zod';

/**
 * One public profile page the username pivot checks (docs/decisions.md#sources), declared rather
 * than coded: where the profile of a username is, and how the page looks when it exists and when
 * not. Data that the API's username pivot and the sources' stand-in both read, so neither imports
 * the other (docs/conventions.md#boundaries). Only public profile pages: never a sign-up, login
 * or password-recovery endpoint (that is account enumeration, and against the sites' terms);
 * `assertProfilePagesOnly` holds that.
 */
const PageSignature = z.object({ status: z.number().int(), includes: z.string().optional() });
export const ProfileSite = z.object({
  id: z.string(),
  /** How the report names the site. */
  name: z.string(),
  /** The profile's URL, `{username}` replaced (URL-encoded). */
  url: z.string(),
  /** Usernames the site allows; others are not asked. */
  usernamePattern: z.string(),
  /** The answer of an existing profile: its status, and text its page always shows. */
  present: PageSignature,
  /** The answer for a username nobody has. */
  absent: PageSignature,
  /** A username that exists there and one that does not, for `pnpm sources:selftest`. */
  fixtures: z.object({ present: z.string(), absent: z.string() }),
  tags: z.array(z.string()).readonly(),
});
export type ProfileSite = z.infer<typeof ProfileSite>;

const FORBIDDEN_PATH = /(sign[-_]?up|sign[-_]?in|log[-_]?in|register|password|recover|forgot|reset|auth|session|join)/i;

/** Refuses a declaration that would probe anything but a profile page (checked at load and in a test). */
export function assertProfilePagesOnly(sites: readonly ProfileSite[]): void {
  for (const site of sites) {
    const path = new URL(site.url.replace('{username}', 'x')).pathname + new URL(site.url.replace('{username}', 'x')).search;
    if (FORBIDDEN_PATH.test(path)) throw new Error(`profile site ${site.id}: ${site.url} is not a public profile page`);
    if (!site.url.includes('{username}')) throw new Error(`profile site ${site.id}: the URL has no {username}`);
  }
}

const HANDLE = '^[A-Za-z0-9][A-Za-z0-9_-]{0,38}$';
const DOTTED = '^[A-Za-z0-9][A-Za-z0-9._-]{0,38}$';
const NOT_FOUND = { status: 404 } as const;

/**
 * About thirty well-known sites with public profile pages by username. The present fixtures are
 * long-standing public accounts (founders, maintainers, the sites' own accounts); the absent
 * ones are names nobody is likely to take. `pnpm sources:selftest` checks each entry against
 * them (offline against the stand-in; with SOURCES_LIVE=1 against the real sites). The username
 * pivot reads this list, and the stand-in (services/source-stubs) serves these sites from it.
 */
export const PROFILE_SITES: readonly ProfileSite[] = [
  { id: 'github', name: 'GitHub', url: 'https://github.com/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'torvalds', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'gitlab', name: 'GitLab', url: 'https://gitlab.com/{username}', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'sytses', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'codeberg', name: 'Codeberg', url: 'https://codeberg.org/{username}', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'forgejo', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'bitbucket', name: 'Bitbucket', url: 'https://bitbucket.org/{username}/', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'atlassian', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'sourcehut', name: 'SourceHut', url: 'https://sr.ht/~{username}/', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'sircmpwn', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'npm', name: 'npm', url: 'https://www.npmjs.com/~{username}', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'sindresorhus', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'pypi', name: 'PyPI', url: 'https://pypi.org/user/{username}/', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'dstufft', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'crates', name: 'crates.io', url: 'https://crates.io/api/v1/users/{username}', usernamePattern: HANDLE, present: { status: 200, includes: '"login"' }, absent: NOT_FOUND, fixtures: { present: 'alexcrichton', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'rubygems', name: 'RubyGems', url: 'https://rubygems.org/profiles/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'dhh', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'packagist', name: 'Packagist', url: 'https://packagist.org/users/{username}/', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'seldaek', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'dockerhub', name: 'Docker Hub', url: 'https://hub.docker.com/v2/users/{username}/', usernamePattern: '^[a-z0-9]{2,30}$', present: { status: 200, includes: '"username"' }, absent: NOT_FOUND, fixtures: { present: 'docker', absent: 'zqnobodyhere4821' }, tags: ['code'] },
  { id: 'devto', name: 'DEV', url: 'https://dev.to/{username}', usernamePattern: '^[A-Za-z0-9_]{1,30}$', present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'ben', absent: 'zq_nobody_here_4821' }, tags: ['code', 'blog'] },
  { id: 'hackernews', name: 'Hacker News', url: 'https://news.ycombinator.com/user?id={username}', usernamePattern: HANDLE, present: { status: 200, includes: 'created:' }, absent: { status: 200, includes: 'No such user.' }, fixtures: { present: 'pg', absent: 'zq-nobody-here-4821' }, tags: ['forum'] },
  { id: 'keybase', name: 'Keybase', url: 'https://keybase.io/{username}', usernamePattern: '^[A-Za-z0-9_]{2,16}$', present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'chris', absent: 'zq_nobody_4821' }, tags: ['identity'] },
  { id: 'mastodon', name: 'mastodon.social', url: 'https://mastodon.social/@{username}', usernamePattern: '^[A-Za-z0-9_]{1,30}$', present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'Gargron', absent: 'zq_nobody_here_4821' }, tags: ['social'] },
  { id: 'reddit', name: 'Reddit', url: 'https://www.reddit.com/user/{username}/about.json', usernamePattern: '^[A-Za-z0-9_-]{3,20}$', present: { status: 200, includes: '"name"' }, absent: NOT_FOUND, fixtures: { present: 'spez', absent: 'zq-nobody-4821' }, tags: ['social', 'forum'] },
  { id: 'medium', name: 'Medium', url: 'https://medium.com/@{username}', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'ev', absent: 'zq-nobody-here-4821' }, tags: ['blog'] },
  { id: 'telegram', name: 'Telegram', url: 'https://t.me/{username}', usernamePattern: '^[A-Za-z][A-Za-z0-9_]{4,31}$', present: { status: 200, includes: 'tgme_page_title' }, absent: { status: 200, includes: 'tgme_page_icon' }, fixtures: { present: 'durov', absent: 'zq_nobody_here_4821' }, tags: ['chat'] },
  { id: 'lichess', name: 'Lichess', url: 'https://lichess.org/api/user/{username}', usernamePattern: '^[A-Za-z0-9_-]{2,30}$', present: { status: 200, includes: '"username"' }, absent: NOT_FOUND, fixtures: { present: 'DrNykterstein', absent: 'zq-nobody-here-4821' }, tags: ['games'] },
  { id: 'chesscom', name: 'Chess.com', url: 'https://api.chess.com/pub/player/{username}', usernamePattern: '^[A-Za-z0-9_-]{3,25}$', present: { status: 200, includes: '"player_id"' }, absent: NOT_FOUND, fixtures: { present: 'hikaru', absent: 'zq-nobody-here-4821' }, tags: ['games'] },
  { id: 'steam', name: 'Steam', url: 'https://steamcommunity.com/id/{username}', usernamePattern: HANDLE, present: { status: 200, includes: 'profile_header' }, absent: { status: 200, includes: 'The specified profile could not be found.' }, fixtures: { present: 'gabelogannewell', absent: 'zq-nobody-here-4821' }, tags: ['games'] },
  { id: 'codepen', name: 'CodePen', url: 'https://codepen.io/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'chriscoyier', absent: 'zq-nobody-here-4821' }, tags: ['code', 'design'] },
  { id: 'replit', name: 'Replit', url: 'https://replit.com/@{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'amasad', absent: 'zq-nobody-here-4821' }, tags: ['code'] },
  { id: 'dribbble', name: 'Dribbble', url: 'https://dribbble.com/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'simplebits', absent: 'zq-nobody-here-4821' }, tags: ['design'] },
  { id: 'vimeo', name: 'Vimeo', url: 'https://vimeo.com/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'staff', absent: 'zq-nobody-here-4821' }, tags: ['video'] },
  { id: 'soundcloud', name: 'SoundCloud', url: 'https://soundcloud.com/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'forss', absent: 'zq-nobody-here-4821' }, tags: ['music'] },
  { id: 'lastfm', name: 'Last.fm', url: 'https://www.last.fm/user/{username}', usernamePattern: '^[A-Za-z][A-Za-z0-9_-]{1,14}$', present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'RJ', absent: 'zq-nobody-4821' }, tags: ['music'] },
  { id: 'flickr', name: 'Flickr', url: 'https://www.flickr.com/people/{username}/', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'flickr', absent: 'zq-nobody-here-4821' }, tags: ['photos'] },
  { id: 'aboutme', name: 'about.me', url: 'https://about.me/{username}', usernamePattern: HANDLE, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'tony', absent: 'zq-nobody-here-4821' }, tags: ['identity'] },
  { id: 'gravatar', name: 'Gravatar', url: 'https://gravatar.com/{username}', usernamePattern: DOTTED, present: { status: 200 }, absent: NOT_FOUND, fixtures: { present: 'matt', absent: 'zq-nobody-here-4821' }, tags: ['identity'] },
];

assertProfilePagesOnly(PROFILE_SITES);
