import fs from 'node:fs';
import type { Report } from '@mailscout/contracts';
import { previewHints } from '../../src/scans/preview-hints';
import type { SourceResult } from '../../src/scans/source-runner';
import type { Findings } from '../../src/sources/source';
import { emailHasher } from '../../src/store/email-hash';
import { keyOf, paidReport, previewOf, seededEngine, signedInUser, SYNTHETIC_RECORDS, type Target } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#preview-counts: the preview's counts are what the paid report of the same
 * person lists — one per finding however many sources saw it, never the searched address or
 * number itself. The report is counted here on its own terms (distinct values read from its
 * lists), not with the function the server counts with, so a rule both got wrong would show.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ slowMs: 3_000, hibpApiKey: 'test-key' });
const SEED = SYNTHETIC_RECORDS;

interface SeededPerson {
  emails: Array<string | { address: string }>;
  phones: Array<string | { number: string }>;
}
const seeded: SeededPerson[] = fs
  .readFileSync(SEED, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line) as SeededPerson);
const addressOf = (e: SeededPerson['emails'][number]) => (typeof e === 'string' ? e : e.address).toLowerCase();
const numberOf = (p: SeededPerson['phones'][number]) => (typeof p === 'string' ? p : p.number);

const engine = () => seededEngine(mongo.uri(), stubs.env);



/** What the report lists, read from it directly: distinct values, the searched one left out. */
function listed(report: Report) {
  const digits = (number: string) => number.replace(/[^\d+]/g, '');
  const emails = new Set(report.emails.map((d) => d.value.address.trim().toLowerCase()));
  const phones = new Set(report.phones.map((d) => digits(d.value.number)));
  if (report.kind === 'email') emails.delete(report.target);
  else phones.delete(report.target);
  return {
    emails: [...emails].sort(),
    phones: [...phones].sort(),
    places: [...new Set(report.locations.map((d) => `${d.value.address.trim().toLowerCase()}|${d.value.current}`))].sort(),
    accounts: new Set(report.accounts.map((d) => d.value.url.replace(/\/+$/, '').toLowerCase())).size,
  };
}

describe('the preview counts what the report lists, never the searched address or number', () => {
  it('maren.holt@example.com: 1 other email address (not 2), 2 phone numbers, 2 places', async () => {
    const api = await engine();
    const buyer = await signedInUser(api, 'buyer@example.com', 10);
    const target = { email: 'maren.holt@example.com' };
    const { hints } = await previewOf(api, target);
    const report = listed(await paidReport(api, target, buyer.headers));
    expect(report.emails).toEqual(['m.holt@example.org']);
    expect(report.phones).toEqual(['+442079460101', '+447700900101']);
    expect(report.places).toEqual(['bristol, united kingdom|false', 'london, united kingdom|true']);
    expect(hints.categories).toMatchObject({ emails: 1, phones: 2, locations: 2 });
    expect(hints.addressRecords).toBe(2);
    expect(hints.phoneFound).toBe(true);
  });

  it('her number, 020 7946 0101: 1 other phone number (not 2: the numbering plan lists the number typed), her 2 addresses', async () => {
    const api = await engine();
    const buyer = await signedInUser(api, 'buyer@example.com', 10);
    const target = { phone: '+442079460101' };
    const preview = await previewOf(api, target);
    const full = await paidReport(api, target, buyer.headers);
    // The report holds the searched number (from the numbering plan and the records), which is not a finding.
    expect(full.phones.map((d) => d.value.number.replace(/\s/g, ''))).toContain('+442079460101');
    const report = listed(full);
    expect(report.phones).toEqual(['+447700900101']);
    expect(report.emails).toEqual(['m.holt@example.org', 'maren.holt@example.com']);
    expect(preview.hints.categories).toMatchObject({ phones: 1, emails: 2, locations: 2 });
    expect(preview.hints.phoneFound).toBe(true);
  });

  it('every seeded person, by address and by number: each count equals the report’s own list', async () => {
    const api = await engine();
    const buyer = await signedInUser(api, 'buyer@example.com', 2 * seeded.length + 2);
    const targets: Target[] = seeded.flatMap((person) => [
      ...(person.emails[0] ? [{ email: addressOf(person.emails[0]) }] : []),
      ...(person.phones[0] ? [{ phone: numberOf(person.phones[0]) }] : []),
    ]);
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) {
      const { hints } = await previewOf(api, target);
      const report = listed(await paidReport(api, target, buyer.headers));
      const who = keyOf(target);
      expect({ who, emails: hints.categories?.emails, phones: hints.categories?.phones, places: hints.categories?.locations, addressRecords: hints.addressRecords }).toEqual({
        who,
        emails: report.emails.length,
        phones: report.phones.length,
        places: report.places.length,
        addressRecords: report.places.length,
      });
      expect({ who, socialProfiles: hints.socialProfiles }).toEqual({ who, socialProfiles: report.accounts });
      expect({ who, phoneFound: hints.phoneFound }).toEqual({ who, phoneFound: report.phones.length > 0 });
    }
  }, 120_000);
});

describe('a preview completed by the watchdog (the target known only by its hash)', () => {
  const at = new Date('2026-11-22T10:00:00Z');
  const found = (source: SourceResult['source'], findings: Findings): SourceResult => ({ source, answer: { state: 'found', findings }, at, startedAt: at, cached: true });
  const hash = emailHasher('a-test-secret-of-enough-length');

  it('leaves out the searched number and address as the preview that knew them does', () => {
    const byNumber = [
      found('phone-numbering', { phones: [{ number: '+44 20 7946 0101', type: 'FIXED_LINE' }] }),
      found('records', { phones: [{ number: '+442079460101', type: null }, { number: '+447700900101', type: 'MOBILE' }], emails: [{ address: 'maren.holt@example.com', primary: true }] }),
    ];
    const known = previewHints('phone', '+442079460101', byNumber);
    const hashed = previewHints('phone', '', byNumber, (key) => hash(key) === hash('+442079460101'));
    expect(known.categories).toMatchObject({ phones: 1, emails: 1 });
    expect(hashed.categories).toEqual(known.categories);

    const byAddress = [found('records', { emails: [{ address: 'Maren.Holt@example.com', primary: true }, { address: 'm.holt@example.org', primary: false }] })];
    const hashedEmail = previewHints('email', '', byAddress, (key) => hash(key) === hash('maren.holt@example.com'));
    expect(hashedEmail.categories).toMatchObject({ emails: 1 });
    expect(previewHints('email', 'maren.holt@example.com', byAddress).categories).toEqual(hashedEmail.categories);
  });
});
