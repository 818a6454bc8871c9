import type { AccountValue } from '@mailscout/contracts';
import type { RecordDocument, RecordsRepository } from '../../store/repositories/records-repository';
import type { Findings, Source, SourceAnswer } from '../source';
import { isWebUrl } from '../http/web-url';

const unique = <T>(values: T[], key: (value: T) => string = (v) => JSON.stringify(v)) => [...new Map(values.map((v) => [key(v).toLowerCase(), v])).values()];

/** What the people found say, merged (one address can belong to more than one record). */
export function recordFindings(people: RecordDocument[]): Findings {
  const profiles = people.flatMap((p) => p.profiles);
  const accounts: AccountValue[] = profiles.flatMap((p) => (p.url && isWebUrl(p.url) ? [{ site: p.platform, url: p.url, username: p.username }] : []));
  const findings: Findings = {
    names: unique(people.flatMap((p) => p.names), (n) => n),
    ages: unique(people.flatMap((p) => (p.age === null ? [] : [p.age]))),
    genders: unique(people.flatMap((p) => (p.gender ? [p.gender] : [])), (g) => g),
    locations: unique(people.flatMap((p) => p.locations)),
    phones: unique(people.flatMap((p) => p.phones), (p) => p.number),
    emails: unique(people.flatMap((p) => p.emails), (e) => e.address),
    usernames: unique(profiles.flatMap((p) => (p.username ? [p.username] : [])), (u) => u),
    accounts: unique(accounts, (a) => a.url),
  };
  // Empty lists are left out: the report tells "nothing" from "not asked" by the source's state.
  return Object.fromEntries(Object.entries(findings).filter(([, list]) => (list as unknown[]).length > 0)) as Findings;
}

/**
 * The local records index (docs/decisions.md#sources): people an operator imported, found by any of their
 * addresses or numbers. Sensitive profiles never leave the repository.
 */
export function recordsSource(records: Pick<RecordsRepository, 'findByEmail' | 'findByPhone'>): Source {
  return {
    id: 'records',
    takes: ['email', 'phone'],
    returns: ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'accounts'],
    timeoutMs: 3_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    async lookup(input): Promise<SourceAnswer> {
      let people: RecordDocument[];
      try {
        if (input.kind === 'email') people = await records.findByEmail(input.email);
        else if (input.kind === 'phone') people = await records.findByPhone(input.phone);
        else return { state: 'error', reason: 'the records index is searched by email or phone' };
      } catch (error) {
        return { state: 'error', reason: `records index unavailable (${error instanceof Error ? error.message : String(error)})` };
      }
      return people.length ? { state: 'found', findings: recordFindings(people) } : { state: 'not_found' };
    },
  };
}
