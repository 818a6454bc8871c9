import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Collection } from 'mongodb';
import { importRecords } from '../../src/records/import-records';
import { createSources } from '../../src/sources/registry';
import { recordsSource } from '../../src/sources/records/records-source';
import { createStore } from '../../src/store/create-store';
import { recordsRepository, type RecordDocument } from '../../src/store/repositories/records-repository';
import { testConfig } from '../helper';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();
const SEED = path.join(__dirname, '../..', 'data', 'synthetic-records.jsonl');
const signal = () => AbortSignal.timeout(5_000);

// The records as stored by the latest repository(), read beside it (it does not hand out its collection).
let storedRecords: Collection<RecordDocument>;

async function repository() {
  const db = await mongo.db();
  storedRecords = db.collection<RecordDocument>('records');
  const records = recordsRepository(db);
  await records.ensureIndexes();
  return records;
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-import-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, content);
  return target;
}

describe('records import', () => {
  it('loads the synthetic seed, drops sensitive profiles, and a second run changes nothing', async () => {
    const records = await repository();
    const first = await importRecords(records, SEED);
    expect(first).toEqual({ rows: 12, inserted: 12, replaced: 0, bad: [], droppedProfiles: 2, skipped: false });
    const again = await importRecords(records, SEED);
    expect(again).toMatchObject({ rows: 12, inserted: 0, replaced: 12, bad: [] });
    expect(await records.count()).toBe(12);
    expect(await importRecords(records, SEED, { ifEmpty: true })).toMatchObject({ skipped: true, rows: 0 });

    // The adult profile was never stored.
    const stored = await storedRecords.findOne({ _id: 'synthetic-0004' });
    expect(stored?.profiles.map((p) => p.platform)).toEqual(['facebook']);
    // Every seeded address is at a reserved domain.
    const addresses = (await storedRecords.find({}).toArray()).flatMap((r) => r.emails.map((e) => e.address));
    expect(addresses.every((a) => /@example\.(com|org|net)$/.test(a))).toBe(true);
  });

  it('reads CSV with | lists, quoted commas and typed phones, reporting bad rows by line and importing the rest', async () => {
    const csv = file(
      'people.csv',
      [
        'id,names,age,gender,current_locations,previous_locations,emails,phones,profiles',
        'c-1,Ada Example|Ada E.,40,female,"Leeds, United Kingdom","York, United Kingdom",ADA@Example.com|ada@example.org,020 7946 0001;FIXED_LINE|07700 900001,github;ada;https://github.example/ada;social|nightowl;ada;https://nightowl.example/ada;adult|chat;ada;;',
        'c-2,Bad Mail,30,,,,not-an-address,,',
        'c-3,Bad Phone,30,,,,b@example.com,12,',
        ',No Id,30,,,,c@example.com,,',
        'c-5,Too,Many,Cells,,,,,,,,',
        'c-6,Bad Link,30,,,,d@example.com,,x;d;javascript:alert(1);',
        'c-7,Nothing To Find By,30,,,,,,',
        'c-8,Old Enough,thirty,,,,e@example.com,,',
      ].join('\n'),
    );
    const records = await repository();
    const report = await importRecords(records, csv);
    expect(report).toMatchObject({ rows: 8, inserted: 1, droppedProfiles: 1 });
    expect(report.bad.map((b) => b.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(report.bad[0]?.message).toBe('emails.0.address: "not-an-address" is not a valid email address');
    expect(report.bad[1]?.message).toBe('phones.0: "12" is not a possible phone number');
    expect(report.bad[2]?.message).toMatch(/^id: /);
    expect(report.bad[3]?.message).toMatch(/column/i);
    expect(report.bad[4]?.message).toBe('profiles.0.url: "javascript:alert(1)" is not an http(s) URL');
    expect(report.bad[5]?.message).toMatch(/at least one email address or phone number/);
    expect(report.bad[6]?.message).toMatch(/^age: /);

    const [ada] = await records.findByEmail('ada@EXAMPLE.com');
    expect(ada).toMatchObject({
      _id: 'c-1',
      names: ['Ada Example', 'Ada E.'],
      age: 40,
      gender: 'female',
      locations: [{ address: 'Leeds, United Kingdom', current: true }, { address: 'York, United Kingdom', current: false }],
      emails: [{ address: 'ada@example.com', primary: true }, { address: 'ada@example.org', primary: false }],
      phones: [{ number: '+442079460001', type: 'FIXED_LINE' }, { number: '+447700900001', type: null }],
      profiles: [{ platform: 'github', username: 'ada', url: 'https://github.example/ada', category: 'social' }, { platform: 'chat', username: 'ada', url: null, category: null }],
    });
  });

  it('refuses a CSV with unknown columns as a whole', async () => {
    const csv = file('odd.csv', 'id,names,shoe_size\nx-1,A,42\n');
    await expect(importRecords(await repository(), csv)).rejects.toThrow(/unknown CSV column\(s\): shoe_size/);
  });

  it('reports bad JSON Lines by line: not JSON, unknown fields, repeated ids', async () => {
    const jsonl = file(
      'people.jsonl',
      [
        '{"id":"j-1","names":"Only Name","emails":["j1@example.net"]}',
        '',
        '{"id":"j-2", broken',
        '{"id":"j-3","emails":["j3@example.net"],"shoeSize":42}',
        '{"id":"j-1","emails":["again@example.net"]}',
        '{"id":4,"phones":[{"number":"+44 113 496 0004"}]}',
      ].join('\n'),
    );
    const records = await repository();
    const report = await importRecords(records, jsonl);
    expect(report.bad).toEqual([
      { line: 3, message: expect.stringMatching(/^not JSON/) },
      { line: 4, message: expect.stringMatching(/shoeSize/) },
      { line: 5, message: 'id "j-1" was already used on line 1' },
    ]);
    expect(report.inserted).toBe(2);
    expect((await records.findByPhone('+441134960004'))[0]).toMatchObject({ _id: '4', phones: [{ number: '+441134960004', type: 'FIXED_LINE' }] });
    expect((await records.findByEmail('j1@example.net'))[0]).toMatchObject({ names: ['Only Name'], emails: [{ address: 'j1@example.net', primary: true }] });
  });

  it('refuses a file of another format', async () => {
    await expect(importRecords(await repository(), file('people.xlsx', ''))).rejects.toThrow(/\.csv, \.jsonl or \.ndjson/);
  });
});

describe('records repository', () => {
  it('never reads a sensitive profile, even one written around the import', async () => {
    const records = await repository();
    await storedRecords.insertOne({
      _id: 'raw-1', names: ['Raw'], age: null, gender: null, locations: [], phones: [], emails: [{ address: 'raw@example.com', primary: true }],
      profiles: [{ platform: 'clinic', username: 'raw', url: 'https://clinic.example/raw', category: 'Medical' }, { platform: 'x', username: 'raw', url: 'https://x.example/raw', category: null }],
      importedAt: new Date(),
    });
    expect((await records.findByEmail('raw@example.com'))[0]?.profiles.map((p) => p.platform)).toEqual(['x']);
  });

  it('deletes everything about the people an address belongs to', async () => {
    const records = await repository();
    await importRecords(records, SEED);
    expect(await records.deleteForEmail(' M.Holt@example.org ')).toBe(1);
    expect(await records.findByEmail('maren.holt@example.com')).toEqual([]);
    expect(await records.findByPhone('+442079460101')).toEqual([]);
    expect(await records.count()).toBe(11);
  });
});

describe('records source', () => {
  it('finds a person by address or number, with linked accounts only for http(s) profiles', async () => {
    const records = await repository();
    await importRecords(records, SEED);
    const source = recordsSource(records);
    const byEmail = await source.lookup({ kind: 'email', email: 'maren.holt@example.com' }, signal());
    expect(byEmail).toEqual({
      state: 'found',
      findings: {
        names: ['Maren Holt'],
        ages: [34],
        genders: ['female'],
        locations: [{ address: 'London, United Kingdom', current: true }, { address: 'Bristol, United Kingdom', current: false }],
        phones: [{ number: '+442079460101', type: 'FIXED_LINE' }, { number: '+447700900101', type: 'MOBILE' }],
        emails: [{ address: 'maren.holt@example.com', primary: true }, { address: 'm.holt@example.org', primary: false }],
        usernames: ['marenholt', 'maren-holt'],
        accounts: [
          { site: 'github', url: 'https://github.example/marenholt', username: 'marenholt' },
          { site: 'linkedin', url: 'https://linkedin.example/in/maren-holt', username: 'maren-holt' },
          { site: 'x', url: 'https://x.example/marenholt', username: 'marenholt' },
          { site: 'telegram', url: 'https://telegram.example/marenholt', username: 'marenholt' },
        ],
      },
    });
    expect(await source.lookup({ kind: 'phone', phone: '+447700900101' }, signal())).toMatchObject({ state: 'found', findings: { names: ['Maren Holt'] } });
    const jonas = await source.lookup({ kind: 'email', email: 'jonas.ferrow@example.com' }, signal());
    expect(jonas.state === 'found' && jonas.findings.accounts?.map((a) => a.site)).toEqual(['facebook']);
    expect(await source.lookup({ kind: 'email', email: 'nobody@example.com' }, signal())).toEqual({ state: 'not_found' });
  });

  it('answers error, not not_found, when the index cannot be read', async () => {
    const broken = recordsSource({ findByEmail: async () => Promise.reject(new Error('connection closed')), findByPhone: async () => [] });
    expect(await broken.lookup({ kind: 'email', email: 'a@example.com' }, signal())).toEqual({ state: 'error', reason: 'records index unavailable (connection closed)' });
  });
});

describe('createSources', () => {
  it('lists every email and phone source, HIBP enabled only with a key', async () => {
    const store = createStore(await mongo.db());
    const without = createSources(testConfig(), store);
    // The newer sources of docs/decisions.md#sources: Libravatar, OpenPGP keys, GitLab, the domain facts and the username pivot.
    expect(without.email.map((s) => s.id)).toEqual(['local-checks', 'gravatar', 'github', 'hibp', 'records', 'libravatar', 'openpgp', 'gitlab', 'domain-facts', 'username-pivot']);
    expect(without.phone.map((s) => s.id)).toEqual(['phone-numbering', 'records']);
    expect(without.email.find((s) => s.id === 'hibp')?.enabled).toBe(false);
    expect(createSources(testConfig({ HIBP_API_KEY: 'k' }), store).email.find((s) => s.id === 'hibp')?.enabled).toBe(true);
  });
});
