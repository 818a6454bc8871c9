/**
 * docs/decisions.md#watch-my-address: a watch turned on by the address's proven owner, checked on
 * a schedule through the engine's sources, mailing only what is new, ended in one click.
 */
import type { App } from '../../src/app';
import { WATCH_PROOF_TTL_MS, WATCH_PROOF_VALID_MS } from '@mailscout/contracts';
import { build } from '../helper';
import { solveCaptcha } from '../identity-helpers';
import { defaultSources, signedInUser, sourceSet, waitFor } from '../lookup-engine-harness';
import { withMailDev, type Mail } from '../maildev';
import { withTestMongo } from '../mongo';
import { nextRunAfter, watchOffsetMs } from '../../src/watch/run-watches';

const mongo = withTestMongo();
const mail = withMailDev();
const WEEK = 7 * 86_400_000;

type Sources = ReturnType<typeof defaultSources>;

async function watchApp(env: Record<string, string> = {}): Promise<{ api: App; sources: Sources; clock: { now: Date } }> {
  const sources = defaultSources();
  const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), PUBLIC_ORIGIN: 'https://mailscout.test', ...env }, sources: sourceSet(Object.values(sources)) });
  const clock = { now: new Date() };
  api.watch.deps.now = () => clock.now;
  return { api, sources, clock };
}

/** The self-check as the page runs it: a code by mail, then the report with its watch proof. */
async function proveBySelfCheck(api: App, email: string, language: 'en' | 'de' = 'en'): Promise<string> {
  const before = (await mail.to(email)).length;
  await api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email, language } });
  const otp = await mail.waitForCode(email, before);
  const res = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp } });
  expect(res.statusCode).toBe(200);
  const proof = res.json().watchProof as string;
  expect(proof).toEqual(expect.any(String));
  return proof;
}

/** A sign-in by code, as the login page does: the session's cookie. */
async function signInByCode(api: App, email: string): Promise<Record<string, string>> {
  const before = (await mail.to(email)).length;
  await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email } });
  const otp = await mail.waitForCode(email, before);
  const res = await api.inject({ method: 'POST', url: '/api/verify-login-otp', payload: { email, otp } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'authToken')!;
  return { cookie: `${cookie.name}=${cookie.value}` };
}

const startWatch = (api: App, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: '/api/watch', payload, headers });

/** Moves the clock past the watch's next slot (at most two intervals away) and sweeps. */
async function nextWeek(api: App, clock: { now: Date }) {
  clock.now = new Date(clock.now.getTime() + 2 * WEEK + 1000);
  return api.watch.sweep();
}

const watchMails = async (email: string): Promise<Mail[]> => (await mail.to(email)).filter((m) => !/\b\d{6}\b/.test(m.text));

describe('watch my address', () => {
  it('turned on by proof; a new breach and a new profile each mail once (en, de), nothing when nothing changed', async () => {
    const { api, sources, clock } = await watchApp();
    const email = 'watcher@example.com';
    const proof = await proveBySelfCheck(api, email);
    const started = await startWatch(api, { proof, language: 'en' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ watching: true, email, intervalDays: 7, sources: ['gravatar', 'hibp'] });

    // The first check learns what is there; nothing is mailed.
    expect(await api.watch.sweep()).toMatchObject({ checked: 1 });
    // Nothing changed a week later: no mail.
    expect(await nextWeek(api, clock)).toMatchObject({ checked: 1 });
    expect(await watchMails(email)).toHaveLength(0);

    // A new breach at the breach source.
    sources.hibp.answer = async () => ({
      state: 'found',
      findings: {
        breaches: [
          { name: 'Adobe', title: 'Adobe', domain: 'adobe.com', breachDate: '2013-10-04', pwnCount: 1, dataClasses: ['Email addresses'], description: null },
          { name: 'Canva', title: 'Canva', domain: 'canva.com', breachDate: '2019-05-24', pwnCount: 1, dataClasses: ['Email addresses'], description: null },
        ],
      },
    });
    await nextWeek(api, clock);
    const [news] = await waitFor(() => watchMails(email), (mails) => mails.length >= 1);
    expect(news!.subject).toBe('Something new about your address at MailScout');
    expect(news!.text).toContain('New data breach: Canva (2019-05-24) (found by Have I Been Pwned)');
    expect(news!.text).not.toContain('Adobe (2013');
    expect(news!.text).toContain('https://mailscout.test/my-data');
    expect(news!.text).toContain('Gravatar: sees');
    expect(news!.text).toContain('does not mean your address is safe');
    // RFC 8058, read from the message as it arrived over SMTP.
    const source = await mail.source(news!);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(source).toMatch(/^List-Unsubscribe: <https:\/\/mailscout\.test\/api\/watch\/unsubscribe\?token=[^>]+>\r?$/m);

    // Nothing new again: still one mail.
    await nextWeek(api, clock);
    expect(await watchMails(email)).toHaveLength(1);

    // In German now (the owner turns it on again in German), a new linked account at the profile source.
    const proofDe = await proveBySelfCheckLater(api, clock, email);
    expect((await startWatch(api, { proof: proofDe, language: 'de' })).statusCode).toBe(200);
    const base = await sources.gravatar.answer({ kind: 'email', email }, new AbortController().signal);
    sources.gravatar.answer = async () => {
      if (base.state !== 'found') return base;
      const findings = base.findings;
      return { ...base, findings: { ...findings, accounts: [...(findings.accounts ?? []), { site: 'GitLab', url: 'https://gitlab.com/ada', username: 'ada' }] } };
    };
    await nextWeek(api, clock);
    const mails = await waitFor(() => watchMails(email), (all) => all.length >= 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Etwas Neues zu Ihrer Adresse bei MailScout');
    expect(mails[1]!.text).toContain('Neues verknüpftes Konto: GitLab: https://gitlab.com/ada (gefunden von Gravatar)');
    expect(mails[1]!.text).toContain('heißt das nicht, dass Ihre Adresse sicher ist');
    await nextWeek(api, clock);
    expect(await watchMails(email)).toHaveLength(2);

    // One click, no session: the watch ends at once and nothing more is mailed.
    const unsubscribe = /^List-Unsubscribe: <https:\/\/mailscout\.test(\/api\/watch\/unsubscribe\?token=[^>]+)>/m.exec(await mail.source(mails[1]!))![1]!;
    const res = await api.inject({ method: 'POST', url: unsubscribe, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(await api.store.watches.get(api.hashEmail(email))).toBeNull();
    sources.hibp.answer = async () => ({ state: 'found', findings: { breaches: [{ name: 'Dropbox', title: 'Dropbox', domain: null, breachDate: null, pwnCount: null, dataClasses: [], description: null }] } });
    expect(await nextWeek(api, clock)).toMatchObject({ checked: 0 });
    expect(await watchMails(email)).toHaveLength(2);
    // A forged link changes nothing.
    expect((await api.inject({ method: 'POST', url: '/api/watch/unsubscribe?token=abc.def' })).statusCode).toBe(400);
  });

  it('refused without proof, for someone else’s address, and with a forged proof', async () => {
    const { api } = await watchApp();
    const mine = 'mine@example.com';
    const theirs = 'theirs@example.com';
    expect((await startWatch(api, { email: theirs })).json().error).toBe('WATCH_PROOF_REQUIRED');
    const proof = await proveBySelfCheck(api, mine);
    const other = await startWatch(api, { proof, email: theirs });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('WATCH_PROOF_REQUIRED');
    const [payload, tag] = proof.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: theirs })).toString('base64url')}.${tag}`;
    expect((await startWatch(api, { proof: forged })).statusCode).toBe(403);
    // A session no code began (a first payment's sign-in) proves nothing.
    const { headers: unproven } = await signedInUser(api, mine, 0);
    expect((await startWatch(api, {}, unproven)).json().error).toBe('WATCH_PROOF_REQUIRED');
    // A session a sign-in code just began watches its own address only.
    const headers = await signInByCode(api, mine);
    expect((await startWatch(api, { email: theirs }, headers)).statusCode).toBe(403);
    expect((await startWatch(api, {}, headers)).json()).toMatchObject({ watching: true, email: mine });
    expect(await api.store.watches.get(api.hashEmail(theirs))).toBeNull();
    // The same session later than the proof's lifetime proves the address again first.
    await api.inject({ method: 'DELETE', url: '/api/watch/account', headers });
    api.watch.deps.now = () => new Date(Date.now() + WATCH_PROOF_TTL_MS + 60_000);
    expect((await startWatch(api, {}, headers)).json().error).toBe('WATCH_PROOF_REQUIRED');
    // An expired proof is refused.
    api.watch.deps.now = () => new Date(Date.now() + 31 * 60_000);
    expect((await startWatch(api, { proof })).statusCode).toBe(403);
  });

  it('one client turns on a limited number of new watches a day; renewing its own does not count', async () => {
    const { api } = await watchApp({ WATCH_STARTS_PER_CLIENT_PER_DAY: '2' });
    const first = await proveBySelfCheck(api, 'one@example.com');
    expect((await startWatch(api, { proof: first })).statusCode).toBe(200);
    expect((await startWatch(api, { proof: first })).statusCode).toBe(200);
    expect((await startWatch(api, { proof: await proveBySelfCheck(api, 'two@example.com') })).statusCode).toBe(200);
    const third = await startWatch(api, { proof: await proveBySelfCheck(api, 'three@example.com') });
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('WATCH_LIMIT_REACHED');
    expect(await api.store.watches.get(api.hashEmail('three@example.com'))).toBeNull();
  });

  it('opt-out ends the watch; the opted-out owner can still watch the address, and its self-check stays free', async () => {
    const { api, sources, clock } = await watchApp();
    const email = 'leaving@example.com';
    expect((await startWatch(api, { proof: await proveBySelfCheck(api, email) })).statusCode).toBe(200);
    const before = (await mail.to(email)).length;
    const requested = await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email, captchaToken: await solveCaptcha(api) } });
    expect(requested.statusCode).toBe(200);
    const otp = await mail.waitForCode(email, before);
    expect((await api.inject({ method: 'POST', url: '/api/verify-opt-out-otp', payload: { email, otp } })).statusCode).toBe(200);
    expect(await api.store.watches.get(api.hashEmail(email))).toBeNull();

    // Suppressed: the self-check still answers its owner, with a proof, and the watch can go on again.
    const proof = await proveBySelfCheckLater(api, clock, email);
    expect((await startWatch(api, { proof })).json()).toMatchObject({ watching: true });
    const calls = sources.hibp.calls.length;
    await api.watch.sweep();
    expect(sources.hibp.calls.length).toBe(calls + 1);
    // Nothing about it is kept in the cache.
    expect(await api.store.sourceCache.get('hibp', api.hashEmail(email))).toBeNull();
  });

  it('must prove itself again every 12 months: a reminder before, the watch ends after; a new proof renews it', async () => {
    const { api, clock } = await watchApp();
    const email = 'yearly@example.com';
    const proof = await proveBySelfCheck(api, email);
    const started = (await startWatch(api, { proof })).json();
    await api.watch.sweep();
    clock.now = new Date(clock.now.getTime() + WATCH_PROOF_VALID_MS - 20 * 86_400_000);
    expect(await api.watch.sweep()).toMatchObject({ reminded: 1 });
    const [reminder] = await waitFor(() => watchMails(email), (mails) => mails.length >= 1);
    expect(reminder!.subject).toMatch(/^Your MailScout watch ends on /);
    expect(await api.watch.sweep()).toMatchObject({ reminded: 0 });
    expect(await watchMails(email)).toHaveLength(1);

    // Proven again: the 12 months start anew.
    const again = await proveBySelfCheckLater(api, clock, email);
    const renewed = (await startWatch(api, { proof: again })).json();
    expect(Date.parse(renewed.provenUntil)).toBeGreaterThan(Date.parse(started.provenUntil));
    // Not proven for 12 months: it ends.
    clock.now = new Date(clock.now.getTime() + WATCH_PROOF_VALID_MS + 1000);
    expect(await api.watch.sweep()).toMatchObject({ lapsed: 1 });
    expect(await api.store.watches.get(api.hashEmail(email))).toBeNull();
  });
});

/**
 * The self-check allows one check a day per address; a later proof is taken after clearing that
 * counter (the clock the API's counters use is the real one).
 */
async function proveBySelfCheckLater(api: App, clock: { now: Date }, email: string): Promise<string> {
  await api.store.rateCounters.deleteForSubject(api.hashEmail(email));
  const proof = await proveBySelfCheck(api, email);
  // The proof is valid from the moved clock's point of view too.
  void clock;
  return proof;
}

describe('the schedule spreads watches over the week', () => {
  it('each watch keeps its own slot; the next check is one to two intervals after the last', () => {
    const last = new Date('2026-11-29T09:00:00.000Z');
    const days = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const hash = `hash-${i}`;
      const next = nextRunAfter(last, hash, WEEK);
      const gap = next.getTime() - last.getTime();
      expect(gap).toBeGreaterThanOrEqual(WEEK);
      expect(gap).toBeLessThan(2 * WEEK);
      // The same slot of the week every time: deterministic per watch.
      expect((next.getTime() - watchOffsetMs(hash, WEEK)) % WEEK).toBe(0);
      expect(nextRunAfter(next, hash, WEEK).getTime() - next.getTime()).toBe(WEEK);
      days.add(Math.floor(watchOffsetMs(hash, WEEK) / 86_400_000));
    }
    expect(days.size).toBe(7);
  });
});
