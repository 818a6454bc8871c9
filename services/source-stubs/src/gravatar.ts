import crypto from 'node:crypto';
import { avatarSvg } from './avatars';
import { currentPeople, type StubPerson } from './fixtures/people';
import { garbageReply, json, type StubReply, type StubRequest } from './http';
import { SPECIAL_ADDRESSES, type SpecialBehaviour } from './special-addresses';

/** Gravatar identifies a profile by the SHA-256 of the trimmed, lower-cased address. */
export const gravatarHash = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The person with a public profile under this hash, as the stand-ins know them now (people may change while they run). */
export const gravatarPerson = (hash: string): StubPerson | undefined => currentPeople().find((p) => p.gravatar && gravatarHash(p.email) === hash);
const SPECIAL_BY_HASH = new Map(Object.entries(SPECIAL_ADDRESSES).map(([behaviour, address]) => [gravatarHash(address), behaviour as SpecialBehaviour]));

// Unauthenticated requests see at most four verified accounts (Gravatar REST API v3).
const PUBLIC_ACCOUNT_LIMIT = 4;

const notFound = () => json(404, { error: 'Profile not found', code: 'profile_not_found' });

function profile(person: StubPerson, hash: string, origin: string, authenticated: boolean) {
  const g = person.gravatar!;
  // Hidden accounts come only with a key, flagged `is_hidden` (the product skips them).
  const accounts = g.accounts.filter((a) => authenticated || !a.hidden).slice(0, authenticated ? undefined : PUBLIC_ACCOUNT_LIMIT);
  const [first = '', ...rest] = person.name.split(' ');
  return {
    hash,
    display_name: person.name,
    profile_url: `https://gravatar.example/${g.slug}`,
    avatar_url: `${origin}/avatar/${hash}`,
    avatar_alt_text: `${person.name}'s avatar`,
    location: person.location ?? '',
    description: g.description ?? '',
    job_title: g.jobTitle ?? '',
    company: g.company ?? '',
    verified_accounts: accounts.map((a) => ({
      service_type: a.type,
      service_label: a.label,
      service_icon: `https://gravatar.example/icons/${a.type}.svg`,
      url: a.url,
      is_hidden: Boolean(a.hidden),
    })),
    pronunciation: '',
    pronouns: g.pronouns ?? '',
    timezone: 'Europe/London',
    languages: [{ code: 'en', name: 'English', is_primary: true, order: 1 }],
    first_name: first,
    last_name: rest.join(' '),
    is_organization: false,
    header_image: '',
    background_color: '',
    links: [],
    ...(authenticated
      ? {
          interests: [],
          payments: { links: [], crypto_wallets: [] },
          contact_info: {},
          gallery: [],
          number_verified_accounts: g.accounts.length,
          last_profile_edit: '2025-01-15T10:00:00Z',
          registration_date: '2016-04-01T09:00:00Z',
        }
      : {}),
  };
}

/** GET /v3/profiles/{sha256}: a public profile, or 404. A bearer key is optional. */
export async function gravatarProfile(request: StubRequest, id: string, slowMs: number): Promise<StubReply> {
  const hash = id.toLowerCase();
  const special = SPECIAL_BY_HASH.get(hash);
  if (special === 'slow') await request.delay(slowMs);
  if (special === 'rateLimited') {
    return json(429, { error: 'Too Many Requests', code: 'rate_limit_exceeded' }, { 'retry-after': '30', 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0' });
  }
  if (special === 'garbage') return garbageReply();
  if (special === 'unexpected') return json(200, [{ profile: hash }]);
  if (special === 'broken') return json(500, { error: 'Internal Server Error', code: 'internal_error' });
  const person = gravatarPerson(hash);
  if (!person) return notFound();
  const authenticated = /^Bearer \S+$/.test(request.headers.authorization ?? '');
  return json(200, profile(person, hash, request.origin, authenticated));
}

/** GET /avatar/{hash}: the image behind `avatar_url`. */
export function gravatarAvatar(hash: string): StubReply {
  return avatarSvg(gravatarPerson(hash.toLowerCase())?.name, hash);
}
