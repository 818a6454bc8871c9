import { PROFILE_SITES } from '@mailscout/contracts/profile-sites';
import { currentPeople } from './fixtures/people';
import type { StubReply } from './http';

/**
 * The username pivot's sites, offline: `/sites/<host>/<path>` answers as the site at `<host>`
 * would, by the same declaration the product reads (so this stand-in shows the product reads
 * the declaration right; only SOURCES_LIVE=1 shows the declaration matches the real sites).
 * Present: each site's own fixture and the synthetic people's `elsewhere` usernames. Reddit
 * answers a bot wall for marenholt, the case that must read as "unknown".
 */
// Survives URL parsing unchanged (a control character at the end would be stripped).
const PLACEHOLDER = 'usernameplaceholder';

const BOT_WALLED: ReadonlyArray<[string, string]> = [['reddit', 'marenholt']];

function present(siteId: string, username: string): boolean {
  const site = PROFILE_SITES.find((s) => s.id === siteId)!;
  if (site.fixtures.present.toLowerCase() === username.toLowerCase()) return true;
  return currentPeople().some((p) => p.elsewhere?.some((e) => e.username.toLowerCase() === username.toLowerCase() && e.sites.includes(siteId)));
}

const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

export function profileSite(url: URL): StubReply {
  const [, , host, ...rest] = url.pathname.split('/');
  const path = `/${rest.join('/')}${url.search}`;
  for (const site of PROFILE_SITES) {
    const template = new URL(site.url.replace('{username}', PLACEHOLDER));
    if (template.host !== host) continue;
    const pattern = new RegExp(`^${(template.pathname + template.search).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PLACEHOLDER, '([^/?&]+)')}$`);
    const match = pattern.exec(path);
    if (!match) continue;
    const username = decodeURIComponent(match[1]!);
    if (BOT_WALLED.some(([id, name]) => id === site.id && name === username)) {
      return { status: 403, headers: { 'content-type': 'text/html' }, body: page('Just a moment...', '<div id="challenge-platform">Checking your browser (captcha)</div>') };
    }
    const signature = present(site.id, username) ? site.present : site.absent;
    const json = site.url.includes('/api/') || site.url.endsWith('.json') || site.url.includes('/v2/');
    const marker = signature.includes ?? '';
    const body = json ? (signature === site.present ? `{"username":"${username}","login":"${username}","name":"${username}","player_id":1}` : '{"message":"Not Found"}') : page(`${username} · ${site.name}`, `<main>${marker} ${signature === site.present ? `<h1>${username}</h1>` : '<p>Not found</p>'}</main>`);
    return { status: signature.status, headers: { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' }, body };
  }
  return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
}
