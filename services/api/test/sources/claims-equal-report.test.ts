import fs from 'node:fs';
import {
  askedSourceIds,
  CATEGORY_SOURCES,
  categoriesForKind,
  ReportCategory,
  sourcesForKind,
  type LookupKind,
  type Report,
} from '@mailscout/contracts';
import { PEOPLE } from '@mailscout/source-stubs';
import { keyOf, paidReport, previewOf, seededEngine, signedInUser, SYNTHETIC_RECORDS, type Target } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#claims-from-catalogue and docs/decisions.md#preview-counts: what is claimed
 * before the sale is in the report of the same lookup. For every synthetic person, by address and
 * by number, against the real sources and their stand-ins: each category the catalogue lets the
 * payment stage offer ('Results May Include', narrowed to the sources the preview asked) is one
 * the report searched, and each count the preview shows is no more than the report lists, counted
 * here on the report's own terms with the searched address or number left out.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ slowMs: 3_000, hibpApiKey: 'test-key' });

const kindOf = (target: Target): LookupKind => ('email' in target ? 'email' : 'phone');

/** Every synthetic person: the stand-ins' people, each record's first address and first number, and someone nobody knows. */
function seededTargets(): Target[] {
  type Person = { emails?: Array<string | { address: string }>; phones?: Array<string | { number: string }> };
  const records = fs
    .readFileSync(SYNTHETIC_RECORDS, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Person);
  const emails = new Set([...PEOPLE.map((p) => p.email.toLowerCase()), 'nobody@example.com']);
  const phones = new Set<string>();
  for (const person of records) {
    const email = person.emails?.[0];
    const phone = person.phones?.[0];
    if (email) emails.add((typeof email === 'string' ? email : email.address).toLowerCase());
    if (phone) phones.add(typeof phone === 'string' ? phone : phone.number);
  }
  return [...[...emails].map((email) => ({ email })), ...[...phones].map((phone) => ({ phone }))];
}


const isHttp = (url: string) => /^https?:\/\/\S+/i.test(url);
const lower = (text: string) => text.trim().toLowerCase();
const digits = (number: string) => number.replace(/[^\d+]/g, '');

/** What the report lists, per category, read from its lists directly (distinct values, the searched one left out). */
function listed(report: Report): Partial<Record<ReportCategory, number>> {
  const distinct = <T>(items: readonly T[] | undefined, key: (item: T) => string | null) => new Set((items ?? []).map(key).filter((k): k is string => k !== null)).size;
  const emails = new Set(report.emails.map((d) => lower(d.value.address)));
  const phones = new Set(report.phones.map((d) => digits(d.value.number)));
  if (report.kind === 'email') emails.delete(lower(report.target));
  else phones.delete(digits(report.target));
  return {
    names: distinct(report.names, (d) => lower(d.value)),
    ages: distinct(report.ages, (d) => String(d.value)),
    genders: distinct(report.genders, (d) => lower(d.value)),
    locations: distinct(report.locations, (d) => `${lower(d.value.address)}|${d.value.current}`),
    phones: phones.size,
    emails: emails.size,
    usernames: distinct(report.usernames, (d) => lower(d.value)),
    photos: distinct(report.photos, (d) => (isHttp(d.value.url) ? d.value.url : null)),
    accounts: distinct(report.accounts, (d) => (isHttp(d.value.url) ? lower(d.value.url).replace(/\/+$/, '') : null)),
    breaches: distinct(report.breaches, (d) => lower(d.value.name)),
    keys: distinct(report.keys, (d) => lower(d.value.fingerprint)),
    domainFacts: distinct(report.domainFacts, (d) => lower(`${d.value.domain}|${d.value.kind}|${d.value.value}`)),
    possibleAccounts: distinct(report.possibleAccounts, (d) => (isHttp(d.value.url) ? lower(d.value.url).replace(/\/+$/, '') : null)),
  };
}

describe('the claims before the sale are in the report (every synthetic person, by address and by number)', () => {
  it('Results May Include names only categories the report searched; every count is in the report', async () => {
    const api = await seededEngine(mongo.uri(), stubs.env);
    const targets = seededTargets();
    expect(targets.filter((t) => 'phone' in t).length).toBeGreaterThan(5);
    const buyer = await signedInUser(api, 'buyer@example.com', targets.length + 2);
    for (const target of targets) {
      const who = keyOf(target);
      const kind = kindOf(target);
      const preview = await previewOf(api, target);
      const report = await paidReport(api, target, buyer.headers);
      // The preview asked only sources of the catalogue for this kind of lookup.
      for (const { source } of preview.sources) expect({ who, source, ofKind: sourcesForKind(kind).includes(source) }).toEqual({ who, source, ofKind: true });

      // 'Results May Include': every category a source the preview asked can fill, of any category list.
      const offered = categoriesForKind(kind, ReportCategory.options, askedSourceIds(preview.sources));
      expect(offered.length).toBeGreaterThan(0);
      const reportAsked = askedSourceIds(report.sources);
      for (const category of offered) {
        expect({ who, category, searchedByReport: CATEGORY_SOURCES[category].some((id) => reportAsked.has(id)) }).toEqual({ who, category, searchedByReport: true });
      }

      // Every count shown before the sale (the teaser's and the hints' per-category counts).
      const inReport = listed(report);
      for (const [category, count] of Object.entries(preview.hints.categories ?? {}) as Array<[ReportCategory, number | null]>) {
        if (!count) continue;
        expect({ who, category, offered: offered.includes(category) }).toEqual({ who, category, offered: true });
        const held = inReport[category];
        if (held === undefined) continue; // a free check or a subset of a list: counted from the list above
        expect({ who, category, count, atMostReport: count <= held }).toEqual({ who, category, count, atMostReport: true });
      }
      const { hints } = preview;
      expect({ who, socialProfiles: hints.socialProfiles <= inReport.accounts! }).toEqual({ who, socialProfiles: true });
      expect({ who, places: hints.addressRecords <= inReport.locations! }).toEqual({ who, places: true });
      expect({ who, breaches: hints.breaches <= inReport.breaches! }).toEqual({ who, breaches: true });
      if (hints.phoneFound) expect({ who, otherPhone: inReport.phones! > 0 }).toEqual({ who, otherPhone: true });
      if (hints.ownerNameFound) expect({ who, name: inReport.names! > 0 }).toEqual({ who, name: true });
      if (hints.locationFound) expect({ who, place: inReport.locations! > 0 }).toEqual({ who, place: true });
    }
  }, 240_000);

  it('maren.holt@example.com: her own address is not among the "other email addresses"; her number is not among the "other phone numbers"', async () => {
    const api = await seededEngine(mongo.uri(), stubs.env);
    const byAddress = await previewOf(api, { email: 'maren.holt@example.com' });
    const byNumber = await previewOf(api, { phone: '+442079460101' });
    // The records hold both her addresses and both her numbers; each lookup counts only the others.
    expect(byAddress.hints.categories).toMatchObject({ emails: 1 });
    expect(byNumber.hints.categories).toMatchObject({ phones: 1 });
  });
});
