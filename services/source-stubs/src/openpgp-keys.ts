import { generateKey } from 'openpgp';
import { personByEmail, type StubPerson } from './fixtures/people';
import { type StubReply, type StubRequest } from './http';
import { specialReply } from './special-replies';

// Keys are made once per process (a few milliseconds each with Curve25519) and reused.
const keys = new Map<string, Promise<string>>();

function publicKeyOf(person: StubPerson): Promise<string> {
  let key = keys.get(person.email);
  if (!key) {
    key = generateKey({ type: 'curve25519', userIDs: [{ name: person.name, email: person.email }], date: new Date(person.openpgp!.created), format: 'armored' }).then((k) => k.publicKey);
    keys.set(person.email, key);
  }
  return key;
}

/**
 * keys.openpgp.org's VKS API: `GET /vks/v1/by-email/<address>` answers the ASCII-armoured key
 * (application/pgp-keys) whose verified user ID is the address, or 404 with a line of text.
 */
export async function vksByEmail(request: StubRequest, encoded: string, slowMs: number): Promise<StubReply> {
  const email = decodeURIComponent(encoded).trim().toLowerCase();
  const special = await specialReply(request, email, slowMs, '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n-----END PGP PUBLIC KEY BLOCK-----\n');
  if (special) return special.status === 200 && typeof special.body === 'string' ? { ...special, headers: { 'content-type': 'application/pgp-keys' } } : special;
  const person = personByEmail(email);
  if (!person?.openpgp) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'No key found for email address' };
  return { status: 200, headers: { 'content-type': 'application/pgp-keys', 'access-control-allow-origin': '*' }, body: await publicKeyOf(person) };
}
