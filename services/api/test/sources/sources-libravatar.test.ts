import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { sourceDns, type SourceDns } from '../../src/sources/dns/source-dns';
import { avatarBase, libravatarHash, libravatarSource } from '../../src/sources/libravatar/libravatar-source';
import { closedUrl, patience, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const ask = (email: string, signal = patience(), url = stubs.url) => libravatarSource({ url, dns: sourceDns(stubs.dnsServer) }).lookup({ kind: 'email', email }, signal);

describe('Libravatar source (docs/decisions.md#sources)', () => {
  it('finds the avatar through the domain SRV record (example.com points at the stand-in)', async () => {
    const base = await avatarBase('example.com', sourceDns(stubs.dnsServer), 'https://central.invalid');
    expect(base).toEqual({ ok: true, url: stubs.url });
    // The fallback is a URL nothing listens on: only the SRV record can have led to the photo.
    const answer = await ask('Maren.Holt@example.com', patience(), await closedUrl());
    expect(answer).toEqual({ state: 'found', findings: { photos: [{ url: `${stubs.url}/avatar/${libravatarHash('maren.holt@example.com')}?s=256&d=404` }] } });
  });

  it('falls back to the central service when the domain has no SRV record (example.net)', async () => {
    expect(await avatarBase('example.net', sourceDns(stubs.dnsServer), 'https://central.invalid')).toEqual({ ok: true, url: 'https://central.invalid' });
    expect(await ask('tobias.reed@example.net')).toMatchObject({ state: 'found' });
  });

  it('answers not_found for a 404 (d=404: no photo for the address)', async () => {
    expect(await ask('nobody@example.com')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited, error and timeout, never not_found', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'Libravatar answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.garbage)).toEqual({ state: 'error', reason: 'Libravatar answered something that is not an image' });
    const started = Date.now();
    expect(await ask(SPECIAL_ADDRESSES.slow, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a DNS that cannot answer is an error, not a silent fallback', async () => {
    const failing: SourceDns = { resolveSrv: () => Promise.reject(Object.assign(new Error('servfail'), { code: 'ESERVFAIL' })), resolveMx: () => Promise.resolve([]), resolve4: () => Promise.resolve([]) };
    const answer = await libravatarSource({ url: stubs.url, dns: failing }).lookup({ kind: 'email', email: 'maren.holt@example.com' }, patience());
    expect(answer).toMatchObject({ state: 'error', reason: expect.stringContaining('DNS could not answer') });
  });
});
