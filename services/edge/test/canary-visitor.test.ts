import { RuntimeConfig, type FrameRequest, type RemoteDeclaration } from '@mailscout/contracts';
import { composePage } from '../src/compose/compose-page';
import { splitShellTemplate } from '../src/compose/page-html';
import { bucketCookie, bucketFromCookie } from '../src/canary/visitor-bucket';
import { configForVisitor, inCanary, releasesHeader } from '../src/canary/visitor-config';

const LIVE = 'http://cdn.test/funnel/1.0.0+aaaaaaaaaa/mf-manifest.json';
const CANARY = 'http://cdn.test/funnel/1.0.0+bbbbbbbbbb/mf-manifest.json';

const config = RuntimeConfig.parse({
  remotes: [
    { name: 'marketing', manifestUrl: 'http://localhost:3001/mf-manifest.json', routes: ['/'] },
    { name: 'funnel', manifestUrl: LIVE, routes: ['/email-scan'], canary: { manifestUrl: CANARY, share: 50 } },
  ],
});

describe('canary by visitor (docs/deploy.md#canary)', () => {
  it('keeps configurations without a canary valid, and refuses a share outside 0–100', () => {
    expect(RuntimeConfig.safeParse({ remotes: [{ name: 'funnel', manifestUrl: LIVE, routes: ['/x'] }] }).success).toBe(true);
    expect(RuntimeConfig.safeParse({ remotes: [{ name: 'funnel', manifestUrl: LIVE, routes: ['/x'], canary: { manifestUrl: CANARY, share: 101 } }] }).success).toBe(false);
    expect(RuntimeConfig.safeParse({ remotes: [{ name: 'funnel', manifestUrl: LIVE, routes: ['/x'], canary: { manifestUrl: 'nope', share: 5 } }] }).success).toBe(false);
  });

  it('reads the visitor’s place from the cookie, ignoring anything that is not 0–99', () => {
    expect(bucketFromCookie('ms_lng=de; ms_canary=7')).toBe(7);
    expect(bucketFromCookie('ms_canary=99; x=1')).toBe(99);
    expect(bucketFromCookie('ms_canary=100')).toBeUndefined();
    expect(bucketFromCookie('xms_canary=3')).toBeUndefined();
    expect(bucketFromCookie(undefined)).toBeUndefined();
    expect(bucketCookie(42, true)).toBe('ms_canary=42; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
  });

  it('serves the canary to places under the share and the live release to the rest', () => {
    expect([0, 49, 50, 99].map((b) => inCanary(b, 50))).toEqual([true, true, false, false]);
    const early = configForVisitor(config, 12);
    expect(early.config.remotes[1]).toEqual({ name: 'funnel', manifestUrl: CANARY, routes: ['/email-scan'] });
    expect(releasesHeader(early.served)).toBe('funnel=1.0.0+bbbbbbbbbb(canary)');
    const late = configForVisitor(config, 77);
    expect(late.config.remotes[1]).toEqual({ name: 'funnel', manifestUrl: LIVE, routes: ['/email-scan'] });
    expect(releasesHeader(late.served)).toBe('funnel=1.0.0+aaaaaaaaaa');
    // The browser never sees the canary field, whichever it gets.
    expect(JSON.stringify(early.config)).not.toContain('canary');
  });

  it('composes the page with the visitor’s release: frame, fragment, preloads and inline configuration', async () => {
    const frames: FrameRequest[] = [];
    const asked: string[] = [];
    const deps = {
      template: splitShellTemplate('<html><head><title>x</title></head><body><div id="root"></div></body></html>'),
      readConfig: () => config,
      frames: {
        async renderFrame(request: FrameRequest) {
          frames.push(request);
          return { html: '<main></main>', title: 't', notFound: false };
        },
      },
      fragments: {
        fragmentFor: async (remote: RemoteDeclaration) => {
          asked.push(remote.manifestUrl);
          return undefined;
        },
      },
      assets: { of: async (remote: RemoteDeclaration) => ({ scripts: [remote.manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')], styles: [] }) },
    };
    let out = '';
    for await (const part of (await composePage(deps, { url: '/email-scan', search: '', cookieHeader: 'ms_canary=3' })).parts()) out += part;
    expect(asked).toEqual([CANARY]);
    expect(frames[0]?.remotes.find((r) => r.name === 'funnel')?.manifestUrl).toBe(CANARY);
    expect(out).toContain('http://cdn.test/funnel/1.0.0+bbbbbbbbbb/remoteEntry.js');
    expect(out).toContain(`"manifestUrl": "${CANARY}"`.replace(': ', ':'));
    expect(out).not.toContain(LIVE);
  });
});
