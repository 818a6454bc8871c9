import { Preview, ScanResultsResponse, type Report, type SourceId } from '@mailscout/contracts';
import { waitFor as poll } from '@mailscout/test-kit/node';
import type { Source, SourceAnswer, SourceInput } from '../src/sources/source';
import type { SourceSet } from '../src/scans/engine-deps';
import type { App } from '../src/app';
import { hashSessionToken, newSessionToken } from '../src/identity/session-token';
import path from 'node:path';
import { importRecords } from '../src/records/import-records';
import { createSources } from '../src/sources/registry';
import { build } from './helper';

/** A source whose answer the test decides, and which counts how often it was asked. */
export interface FakeSource extends Source {
  calls: SourceInput[];
  answer: (input: SourceInput, signal: AbortSignal) => Promise<SourceAnswer>;
}

export function fakeSource(id: SourceId, takes: Source['takes'], answer: FakeSource['answer'], extra: Partial<Source> = {}): FakeSource {
  const source: FakeSource = {
    id,
    takes,
    returns: [],
    timeoutMs: 5_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    calls: [],
    answer,
    ...extra,
    async lookup(input, signal) {
      source.calls.push(input);
      return source.answer(input, signal);
    },
  };
  return source;
}

/** Resolves after `ms`, or answers `timeout`-style by rejecting when the signal aborts. */
export function after<T>(ms: number, value: T, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}

/** The default cast: local checks, a profile source with personal data, a breach source. */
export function defaultSources() {
  const local = fakeSource('local-checks', ['email'], async () => ({
    state: 'found',
    findings: { emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' } },
  }));
  const gravatar = fakeSource('gravatar', ['email'], async () => ({
    state: 'found',
    findings: {
      names: ['Ada Example'],
      locations: [{ address: 'London, UK', current: true }],
      accounts: [
        { site: 'github', url: 'https://github.com/ada', username: 'ada' },
        { site: 'mastodon', url: 'mailto:ada@example.com', username: null },
      ],
      usernames: ['ada'],
    },
  }));
  const hibp = fakeSource('hibp', ['email'], async () => ({
    state: 'found',
    findings: { breaches: [{ name: 'Adobe', title: 'Adobe', domain: 'adobe.com', breachDate: '2013-10-04', pwnCount: 152445165, dataClasses: ['Email addresses', 'Passwords'], description: 'In October 2013…' }] },
  }));
  const phone = fakeSource('phone-numbering', ['phone'], async (input) => ({
    state: 'found',
    findings: { phoneChecks: { valid: true, e164: input.kind === 'phone' ? input.phone : null, country: 'GB', lineType: 'FIXED_LINE', international: '+44 20 7946 0123', carrier: null } },
  }));
  return { local, gravatar, hibp, phone };
}

export function sourceSet(sources: Source[]): () => SourceSet {
  return () => ({ email: sources.filter((s) => s.takes.includes('email')), phone: sources.filter((s) => s.takes.includes('phone')) });
}

export async function buildEngine(mongoUri: string, sources: Source[], env: Record<string, string> = {}): Promise<App> {
  return build({ mongoUri, env, sources: sourceSet(sources) });
}

/** A signed-in account with `credits`, and its bearer header. */
/** The synthetic people the records index is seeded with (as start:prod seeds it). */
export const SYNTHETIC_RECORDS = path.join(__dirname, '..', 'data', 'synthetic-records.jsonl');

/**
 * The API with every real source against the stand-ins (`stubsEnv`), the records index seeded with
 * the synthetic people, and the local checks faked so a test does not wait on this machine's DNS.
 */
export async function seededEngine(mongoUri: string, stubsEnv: Record<string, string>): Promise<App> {
  const { local } = defaultSources();
  const api = await build({
    mongoUri,
    env: { ...stubsEnv, HIBP_API_KEY: 'test-key' },
    sources: (config, store) => {
      const real = createSources(config, store);
      return { email: real.email.map((source) => (source.id === 'local-checks' ? local : source)), phone: real.phone };
    },
  });
  await importRecords(api.store.records, SYNTHETIC_RECORDS);
  return api;
}

export async function signedInUser(app: App, email: string, credits: number) {
  const { user } = await app.store.users.findOrCreate(email);
  if (credits > 0) await app.store.credits.grant(user._id, { sourceKey: `test:${email}`, amount: credits, reason: 'test', cap: 100 });
  const token = newSessionToken();
  const now = new Date();
  await app.store.sessions.create({ _id: hashSessionToken(token), userId: user._id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** Reads until `done` holds for the value (the test kit's poll), naming the last value when it never does. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  let last: T | undefined;
  const met = await poll(async () => {
    last = await read();
    return done(last) ? { value: last } : null;
  }, { timeoutMs, intervalMs: 50, what: 'condition' }).catch((error: Error) => {
    throw new Error(`${error.message}; last value: ${JSON.stringify(last)}`);
  });
  return met.value;
}

/** Reads a server-sent event stream to its end over a real socket. */
export async function readEvents(url: string, headers: Record<string, string>): Promise<Array<{ event: string; data: unknown; at: number }>> {
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const events: Array<{ event: string; data: unknown; at: number }> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
    }
  }
  return events;
}

export type Target = { email: string } | { phone: string };
export const keyOf = (target: Target) => ('email' in target ? target.email : target.phone);

/** The free preview of a lookup, as the funnel asks for it, once it completed. */
export async function previewOf(api: App, target: Target) {
  const url = 'email' in target ? '/api/email-lookup' : '/api/phone-lookup';
  const { previewId } = (await api.inject({ method: 'POST', url, payload: target })).json();
  return waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json()), (p) => p.status === 'completed');
}

/** The paid report of the same lookup, for the signed-in account of `headers`. */
export async function paidReport(api: App, target: Target, headers: Record<string, string>): Promise<Report> {
  await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { ...target, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } });
  const id = encodeURIComponent(keyOf(target));
  await waitFor(async () => (await api.inject({ url: `/api/scan-status/${id}`, headers })).json(), (s: { status: string }) => s.status === 'completed', 15_000);
  return ScanResultsResponse.parse((await api.inject({ url: `/api/scan-results/${id}`, headers })).json()).results;
}
