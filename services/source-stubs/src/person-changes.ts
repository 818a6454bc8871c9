import { breachByName } from './fixtures/breaches';
import { changePerson, type StubPerson, type VerifiedAccountFixture } from './fixtures/people';
import { json, type StubReply } from './http';

/**
 * What a test (or a demo) can make the stand-ins start to show for an address: a breach from the
 * catalogue, a verified account on its Gravatar profile (the profile made when there is none).
 * Changes add; nothing is taken away, as a breach or a profile once public stays findable.
 */
export interface PersonChange {
  email: string;
  addBreaches?: string[];
  addAccounts?: VerifiedAccountFixture[];
}

export function applyPersonChange(change: PersonChange): StubPerson {
  return changePerson(change.email, (person) => {
    const breaches = [...new Set([...(person.breaches ?? []), ...(change.addBreaches ?? [])])];
    const accounts = change.addAccounts?.length
      ? [...(person.gravatar?.accounts ?? []), ...change.addAccounts.filter((a) => !person.gravatar?.accounts.some((b) => b.url === a.url))]
      : undefined;
    return {
      ...person,
      ...(breaches.length ? { breaches } : {}),
      ...(accounts ? { gravatar: { slug: person.gravatar?.slug ?? person.email.split('@')[0]!.replace(/[^a-z0-9]/g, ''), ...person.gravatar, accounts } } : {}),
    };
  });
}

const isAccount = (a: unknown): a is VerifiedAccountFixture =>
  typeof a === 'object' && a !== null && ['type', 'label', 'url'].every((k) => typeof (a as Record<string, unknown>)[k] === 'string');

/** POST /_stand-in/person-changes: the same change over HTTP, for a browser journey's stand-ins in another process. */
export function personChangeRoute(body: string): StubReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return json(400, { message: 'The body is not JSON.' });
  }
  const change = parsed as Partial<PersonChange>;
  const breachesOk = change.addBreaches === undefined || (Array.isArray(change.addBreaches) && change.addBreaches.every((name) => typeof name === 'string' && breachByName(name)));
  const accountsOk = change.addAccounts === undefined || (Array.isArray(change.addAccounts) && change.addAccounts.every(isAccount));
  if (typeof change.email !== 'string' || !change.email.includes('@') || !breachesOk || !accountsOk) {
    return json(400, { message: 'Expected { email, addBreaches?: catalogue names, addAccounts?: [{ type, label, url }] }.' });
  }
  return json(200, applyPersonChange(change as PersonChange));
}
