/**
 * docs/decisions.md#watch-my-address against the source stand-ins (services/source-stubs), through
 * the product's real source clients over HTTP: what the stand-ins start to show for a watched
 * address (a new breach, a new profile) is mailed once, in the watch's language; nothing is
 * mailed when nothing changed, and a sensitive breach never is.
 */
import { applyPersonChange, resetPeople } from '@mailscout/source-stubs';
import type { App } from '../../src/app';
import { seededEngine, waitFor } from '../lookup-engine-harness';
import { withMailDev, type Mail } from '../maildev';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

const mongo = withTestMongo();
const mail = withMailDev();
const stubs = withSourceStubs({ hibpApiKey: 'test-key' });
const WEEK = 7 * 86_400_000;

afterEach(() => resetPeople());

async function watchingEngine(): Promise<{ api: App; clock: { now: Date } }> {
  const api = await seededEngine(mongo.uri(), { ...stubs.env, SMTP_URL: mail.smtpUrl(), PUBLIC_ORIGIN: 'https://mailscout.test' });
  const clock = { now: new Date() };
  api.watch.deps.now = () => clock.now;
  return { api, clock };
}

/** The self-check's code by mail, its report and the watch proof it answers; then the watch turned on. */
async function watchByProof(api: App, email: string, language: 'en' | 'de') {
  const before = (await mail.to(email)).length;
  expect((await api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email, language } })).statusCode).toBe(200);
  const otp = await mail.waitForCode(email, before);
  const report = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp } });
  expect(report.statusCode).toBe(200);
  const started = await api.inject({ method: 'POST', url: '/api/watch', payload: { proof: report.json().watchProof, language } });
  expect(started.statusCode).toBe(200);
  return started.json();
}

const watchMails = async (email: string): Promise<Mail[]> => (await mail.to(email)).filter((m) => !/\b\d{6}\b/.test(m.text));

/** The clock past the watch's next slot (at most two intervals away), then a sweep. */
async function nextWeek(api: App, clock: { now: Date }) {
  clock.now = new Date(clock.now.getTime() + 2 * WEEK + 1000);
  return api.watch.sweep();
}

const CASES = [
  {
    language: 'en' as const,
    email: 'helen.achter@example.com',
    subject: 'Something new about your address at MailScout',
    breach: 'New data breach: Pixelboard (2019-03-14) (found by Have I Been Pwned)',
    account: 'New linked account: Mastodon: https://mastodon.example/@helen (found by Gravatar)',
    notSafe: 'does not mean your address is safe',
  },
  {
    language: 'de' as const,
    email: 'samir.oduya@example.com',
    subject: 'Etwas Neues zu Ihrer Adresse bei MailScout',
    breach: 'Neues Datenleck: Pixelboard (2019-03-14) (gefunden von Have I Been Pwned)',
    account: 'Neues verknüpftes Konto: Mastodon: https://mastodon.example/@samir (gefunden von Gravatar)',
    notSafe: 'heißt das nicht, dass Ihre Adresse sicher ist',
  },
];

describe('a watch against the source stand-ins', () => {
  it.each(CASES)('$language: a new breach and a new profile at the stand-ins mail once each; nothing changed, nothing mailed', async (c) => {
    const { api, clock } = await watchingEngine();
    const status = await watchByProof(api, c.email, c.language);
    expect(status.sources).toEqual(expect.arrayContaining(['gravatar', 'hibp']));

    // The first check learns what is already there (the fixture's breaches); a week of nothing new: no mail.
    expect(await api.watch.sweep()).toMatchObject({ checked: 1 });
    expect(await nextWeek(api, clock)).toMatchObject({ checked: 1 });
    expect(await watchMails(c.email)).toHaveLength(0);

    // A breach appears at the HIBP stand-in.
    applyPersonChange({ email: c.email, addBreaches: ['Pixelboard'] });
    await nextWeek(api, clock);
    const [first] = await waitFor(() => watchMails(c.email), (mails) => mails.length >= 1);
    expect(first!.subject).toBe(c.subject);
    expect(first!.text).toContain(c.breach);
    // What was there before is not news.
    expect(first!.text).not.toContain('Forumly');
    expect(first!.text).toContain(c.notSafe);
    expect(first!.text).toContain('https://mailscout.test/my-data');
    const source = await mail.source(first!);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // Nothing changed: no second mail.
    await nextWeek(api, clock);
    expect(await watchMails(c.email)).toHaveLength(1);

    // A sensitive breach appears: never mailed (the source drops it before any report).
    applyPersonChange({ email: c.email, addBreaches: ['NightOwlChat'] });
    await nextWeek(api, clock);
    expect(await watchMails(c.email)).toHaveLength(1);

    // A public profile appears at the Gravatar stand-in, with a linked account.
    const handle = c.email.split('.')[0];
    applyPersonChange({ email: c.email, addAccounts: [{ type: 'mastodon', label: 'Mastodon', url: `https://mastodon.example/@${handle}` }] });
    await nextWeek(api, clock);
    const mails = await waitFor(() => watchMails(c.email), (all) => all.length >= 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(c.subject);
    expect(mails[1]!.text).toContain(c.account);
    expect(mails[1]!.text).not.toContain('Pixelboard');
    // The profile's photo is one new photo, however many sources serve it.
    expect(mails[1]!.text.match(/^(New photo|Neues Foto): /gm)).toHaveLength(1);

    // And then nothing again.
    await nextWeek(api, clock);
    expect(await watchMails(c.email)).toHaveLength(2);
  });
});
