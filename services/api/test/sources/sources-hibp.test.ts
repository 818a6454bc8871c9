import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { breachCatalogue } from '../../src/sources/hibp/breach-catalogue';
import { hibpSource } from '../../src/sources/hibp/hibp-source';
import { htmlToText } from '../../src/sources/hibp/html-to-text';
import { patience, scriptedServer, withSourceStubs } from '../sources-stub-server';

const KEY = 'local-hibp-key';
const stubs = withSourceStubs({ slowMs: 2_000, hibpApiKey: KEY });
const ask = (email: string, signal = patience(), apiKey: string | null = KEY) => hibpSource({ url: stubs.url, apiKey }).lookup({ kind: 'email', email }, signal);
const names = (answer: Awaited<ReturnType<typeof ask>>) => (answer.state === 'found' ? answer.findings.breaches?.map((b) => b.name) : answer.state);

describe('Have I Been Pwned source', () => {
  it('is disabled without a key and says it needs one', () => {
    const source = hibpSource({ url: stubs.url, apiKey: null });
    expect([source.enabled, source.needsKey]).toEqual([false, true]);
    expect(hibpSource({ url: stubs.url, apiKey: KEY }).enabled).toBe(true);
  });

  it('reports breaches with plain-text descriptions, spam lists included', async () => {
    const answer = await ask('maren.holt@example.com');
    expect(names(answer)).toEqual(['Pixelboard', 'Forumly', 'MailerListDump']);
    const breaches = answer.state === 'found' ? answer.findings.breaches! : [];
    expect(breaches[0]).toEqual({
      name: 'Pixelboard',
      title: 'Pixelboard',
      domain: 'pixelboard.example',
      breachDate: '2019-03-14',
      pwnCount: 2345678,
      dataClasses: ['Email addresses', 'Passwords', 'Usernames'],
      description:
        'In March 2019, the image sharing site Pixelboard suffered a data breach that exposed 2.3M accounts. The data included email addresses, usernames and salted SHA-1 password hashes. The data was provided to HIBP by "a source" & later confirmed by Pixelboard.',
    });
    // A spam list has no domain.
    expect(breaches[2]).toMatchObject({ name: 'MailerListDump', domain: null });
  });

  it('never reports a sensitive breach, and an address with only sensitive ones has none', async () => {
    expect(names(await ask('tobias.reed@example.net'))).toEqual(['Pixelboard']);
    expect(await ask('jonas.ferrow@example.com')).toEqual({ state: 'not_found' });
  });

  it('takes the details of a truncated answer from the catalogue, still dropping sensitive breaches', async () => {
    const answer = await ask(SPECIAL_ADDRESSES.truncated);
    expect(answer).toMatchObject({ state: 'found', findings: { breaches: [{ name: 'Pixelboard', pwnCount: 2345678, domain: 'pixelboard.example' }] } });
  });

  it('answers not_found for an address in no breach (404)', async () => {
    expect(await ask('clara.brent@example.org')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited with the wait HIBP asks for', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('answers error for a 500, garbage, an unexpected shape and a refused key', async () => {
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'Have I Been Pwned answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.garbage)).toEqual({ state: 'error', reason: 'Have I Been Pwned answered with malformed JSON' });
    expect(await ask(SPECIAL_ADDRESSES.unexpected)).toMatchObject({ state: 'error', reason: expect.stringContaining('unexpected shape') });
    expect(await ask('maren.holt@example.com', patience(), 'wrong-key')).toEqual({ state: 'error', reason: 'Have I Been Pwned refused the API key (HTTP 401)' });
  });

  it('gives up as soon as its signal aborts (timeout)', async () => {
    const started = Date.now();
    expect(await ask(SPECIAL_ADDRESSES.slow, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('sends the key, a user agent and truncateResponse=false', async () => {
    const server = await scriptedServer(() => ({ status: 404 }));
    try {
      await hibpSource({ url: server.url, apiKey: 'k' }).lookup({ kind: 'email', email: 'a+b@example.com' }, patience());
      expect(server.requests[0]).toMatchObject({ path: '/api/v3/breachedaccount/a%2Bb%40example.com?truncateResponse=false', headers: { 'hibp-api-key': 'k', 'user-agent': expect.stringMatching(/\S/) } });
    } finally {
      await server.close();
    }
  });

  it('is an error when a truncated answer cannot be described: catalogue down, or a breach it does not know', async () => {
    let catalogue = { status: 503, body: '' };
    const server = await scriptedServer((path) => (path.includes('breachedaccount') ? { status: 200, body: '[{"Name":"Mystery"}]' } : catalogue));
    const source = hibpSource({ url: server.url, apiKey: 'k' });
    try {
      expect(await source.lookup({ kind: 'email', email: 'a@example.com' }, patience())).toEqual({ state: 'error', reason: 'Have I Been Pwned (breach catalogue) answered HTTP 503' });
      catalogue = { status: 200, body: '[]' };
      expect(await source.lookup({ kind: 'email', email: 'a@example.com' }, patience())).toEqual({ state: 'error', reason: 'Have I Been Pwned named breaches its catalogue does not describe' });
    } finally {
      await server.close();
    }
  });
});

describe('the breach catalogue', () => {
  it('is fetched once, kept for its time to live, and asked again after a failure', async () => {
    let status = 200;
    const server = await scriptedServer(() => ({ status, body: JSON.stringify([{ Name: 'Pixelboard', Title: 'Pixelboard', IsSensitive: false }]) }));
    let now = 0;
    const catalogue = breachCatalogue({ url: server.url, userAgent: 'test', ttlMs: 1_000, now: () => now });
    try {
      const [a, b] = await Promise.all([catalogue.get(patience()), catalogue.get(patience())]);
      expect(a.ok && b.ok && a.byName.get('pixelboard')?.Title).toBe('Pixelboard');
      expect(server.requests).toHaveLength(1);
      now = 999;
      await catalogue.get(patience());
      expect(server.requests).toHaveLength(1);
      now = 1_000;
      status = 500;
      expect((await catalogue.get(patience())).ok).toBe(false);
      status = 200;
      expect((await catalogue.get(patience())).ok).toBe(true);
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});

describe('htmlToText', () => {
  it('drops tags, turns breaks into spaces and decodes entities', () => {
    expect(htmlToText('A <a href="x">link</a>,<br/>then &quot;quoted&quot; &amp; &#39;single&#39; &#x263A; &lt;b&gt;')).toBe('A link, then "quoted" & \'single\' ☺ <b>');
  });
});
