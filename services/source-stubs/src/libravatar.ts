import { avatarSvg } from './avatars';
import { currentPeople } from './fixtures/people';
import { gravatarHash } from './gravatar';
import { SPECIAL_ADDRESSES, type SpecialBehaviour } from './special-addresses';
import { json, type StubReply, type StubRequest } from './http';

// Libravatar and Gravatar both name an avatar by the SHA-256 of the lower-cased address.
const withPhoto = (hash: string) => {
  const people = currentPeople().filter((p) => gravatarHash(p.email) === hash);
  return people.find((p) => p.libravatar) ?? people.find((p) => p.gravatar);
};
const SPECIAL_BY_HASH = new Map(Object.entries(SPECIAL_ADDRESSES).map(([behaviour, address]) => [gravatarHash(address), behaviour as SpecialBehaviour]));

/**
 * GET /avatar/{hash}: the photo behind a Gravatar `avatar_url` and the Libravatar avatar (one
 * path on both real services). With `d=404`, as both services do, an address without a photo
 * is a 404; without it, a generated default is drawn.
 */
export async function avatar(request: StubRequest, id: string, slowMs: number): Promise<StubReply> {
  const hash = id.toLowerCase();
  const wants404 = request.url.searchParams.get('d') === '404';
  const special = SPECIAL_BY_HASH.get(hash);
  if (wants404 && special === 'slow') await request.delay(slowMs);
  if (wants404 && special === 'rateLimited') return json(429, { message: 'Too Many Requests' }, { 'retry-after': '30' });
  if (wants404 && special === 'broken') return json(500, { message: 'Internal Server Error' });
  if (wants404 && special === 'garbage') return { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>Bad gateway</html>' };
  const person = withPhoto(hash);
  if (!person && wants404) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
  return avatarSvg(person?.name, hash);
}
