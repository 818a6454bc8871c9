import type { PageRenderer, PageRenderRequest, RemoteDeclaration } from '@mailscout/contracts';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';
import { createFragmentSource, fragmentKey } from '../src/compose/fragment-source';

const remote: RemoteDeclaration = { name: 'marketing', manifestUrl: 'http://remote.test/v1/mf-manifest.json', routes: ['/'] };

function manifest(release: string) {
  return {
    remote: 'marketing',
    release,
    pages: [
      { path: '/', language: 'en', file: 'prerender/en/index.html', title: 'Home – MailScout' },
      { path: '/', language: 'de', file: 'prerender/de/index.html', title: 'Start – MailScout' },
    ],
  };
}

/** A remote's release as files; `down` makes every request fail like a refused connection. */
function fakeRemote(initial: string) {
  const state = { release: initial, down: false, hang: false, requests: [] as string[] };
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    state.requests.push(url);
    if (state.hang) {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    if (state.down) throw new TypeError('fetch failed');
    if (url.endsWith('/prerender-manifest.json')) return new Response(JSON.stringify(manifest(state.release)));
    const match = /prerender\/(en|de)\/index\.html$/.exec(url);
    if (match) return new Response(`<h1>${match[1]} ${state.release}</h1>`);
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { state, fetchImpl };
}

describe('fragments at the edge (docs/architecture.md#prerendered-pages)', () => {
  it('keys the cache by remote, release, language and path', () => {
    expect(fragmentKey('marketing', '1.0.0+abc', 'de', '/')).toBe('marketing@1.0.0+abc:de:/');
    expect(fragmentKey('marketing', '1.0.0+abd', 'de', '/')).not.toBe(fragmentKey('marketing', '1.0.0+abc', 'de', '/'));
  });

  it('fetches a page’s fragment once per release and language', async () => {
    const { state, fetchImpl } = fakeRemote('r1');
    let now = 0;
    const source = createFragmentSource({ fetch: fetchImpl, manifestTtlMs: 1000, now: () => now });
    expect(await source.fragmentFor(remote, '/', 'en')).toMatchObject({ html: '<h1>en r1</h1>', release: 'r1', title: 'Home – MailScout', stale: false });
    expect(await source.fragmentFor(remote, '/', 'en')).toMatchObject({ html: '<h1>en r1</h1>' });
    expect(state.requests.filter((u) => u.endsWith('.html'))).toHaveLength(1);
    expect(await source.fragmentFor(remote, '/', 'de')).toMatchObject({ html: '<h1>de r1</h1>' });

    // A new release at the same URL: once the manifest is asked again, the new fragment is served.
    state.release = 'r2';
    expect(await source.fragmentFor(remote, '/', 'en')).toMatchObject({ release: 'r1' });
    now += 1001;
    expect(await source.fragmentFor(remote, '/', 'en')).toMatchObject({ html: '<h1>en r2</h1>', release: 'r2' });
  });

  it('has nothing for a path the release does not prerender, or a release without prerendered pages', async () => {
    const { fetchImpl } = fakeRemote('r1');
    const source = createFragmentSource({ fetch: fetchImpl });
    expect(await source.fragmentFor(remote, '/elsewhere', 'en')).toBeUndefined();
    const bare = createFragmentSource({ fetch: (async () => new Response('nope', { status: 404 })) as typeof fetch });
    expect(await bare.fragmentFor(remote, '/', 'en')).toBeUndefined();
    const broken = createFragmentSource({ fetch: (async () => new Response('{"pages": "no"}')) as typeof fetch });
    expect(await broken.fragmentFor(remote, '/', 'en')).toBeUndefined();
  });

  it('serves the last fragment it had when the remote cannot be reached, and nothing if it never had one', async () => {
    const { state, fetchImpl } = fakeRemote('r1');
    let now = 0;
    const source = createFragmentSource({ fetch: fetchImpl, manifestTtlMs: 10, now: () => now });
    await source.fragmentFor(remote, '/', 'en');
    state.down = true;
    now += 11;
    expect(await source.fragmentFor(remote, '/', 'en')).toMatchObject({ html: '<h1>en r1</h1>', stale: true });
    expect(await source.fragmentFor(remote, '/', 'de')).toBeUndefined();
  });

  it('gives up on a remote that never answers within its time limit', async () => {
    const { state, fetchImpl } = fakeRemote('r1');
    state.hang = true;
    const source = createFragmentSource({ fetch: fetchImpl, timeoutMs: 50 });
    const started = Date.now();
    expect(await source.fragmentFor(remote, '/', 'en')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('fragments rendered with the public configuration (docs/architecture.md#prerendered-pages)', () => {
  const data = (version: string) => ({ config: testPublicConfig(), version });

  function withRenderer(renderPage: PageRenderer['renderPage']) {
    const remoteFiles = fakeRemote('r1');
    const base = remoteFiles.fetchImpl;
    const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
      if (remoteFiles.state.down) throw new TypeError('fetch failed');
      if (String(input).endsWith('/prerender-manifest.json')) return new Response(JSON.stringify({ ...manifest(remoteFiles.state.release), renderer: 'server/prerender.cjs' }));
      return base(input, init);
    }) as typeof fetch;
    const loads: string[] = [];
    const renderers = { of: async (url: string, key: string) => (loads.push(`${key} ${url}`), { renderPage }) };
    return { source: createFragmentSource({ fetch: fetchImpl, renderers, manifestTtlMs: 0 }), loads, remoteFiles };
  }

  it('renders the page with the release’s own bundle, once per release, language, path and configuration', async () => {
    const renderPage = jest.fn(async ({ path, language, publicConfig }: PageRenderRequest) => ({ path, language, title: 'Home', html: `<p>${publicConfig.catalogue.trial.price.eur}</p>` }));
    const { source, loads } = withRenderer(renderPage);
    const first = await source.fragmentFor(remote, '/', 'en', data('v1'));
    expect(first).toMatchObject({ html: '<p>100</p>', publicConfig: { version: 'v1' }, stale: false });
    expect(loads).toEqual(['marketing@r1 http://remote.test/v1/server/prerender.cjs']);
    await source.fragmentFor(remote, '/', 'en', data('v1'));
    expect(renderPage).toHaveBeenCalledTimes(1);
    // A changed configuration is a new rendering.
    await source.fragmentFor(remote, '/', 'en', data('v2'));
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('serves the last page rendered with the configuration, with that configuration, while the remote is down', async () => {
    const { source, remoteFiles } = withRenderer(async ({ path, language }) => ({ path, language, title: 'Home', html: '<p>rendered</p>' }));
    await source.fragmentFor(remote, '/', 'en', data('v1'));
    remoteFiles.state.down = true;
    const stale = await source.fragmentFor(remote, '/', 'en', data('v2'));
    expect(stale).toMatchObject({ html: '<p>rendered</p>', stale: true, publicConfig: { version: 'v1' } });
  });

  it('falls back to the build’s fragment (without the configuration) when the bundle cannot render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source } = withRenderer(async () => {
      throw new Error('boom');
    });
    const fragment = await source.fragmentFor(remote, '/', 'de', data('v1'));
    errors.mockRestore();
    expect(fragment).toMatchObject({ html: '<h1>de r1</h1>' });
    expect(fragment?.publicConfig).toBeUndefined();
  });
});

describe('pages rendered on request (docs/architecture.md#request-rendered-stages)', () => {
  const funnel: RemoteDeclaration = { name: 'funnel', manifestUrl: 'http://funnel.test/v1/mf-manifest.json', routes: ['/email-scan'] };
  const data = { config: testPublicConfig(), version: 'v1' };

  function funnelRemote(renderPage: PageRenderer['renderPage']) {
    const state = { down: false };
    const fetchImpl = (async (input: string | URL) => {
      if (state.down) throw new TypeError('fetch failed');
      if (String(input).endsWith('/prerender-manifest.json')) {
        return new Response(JSON.stringify({ remote: 'funnel', release: 'f1', pages: [], renderer: 'server/prerender.cjs', requestPages: ['/email-scan'] }));
      }
      return new Response('not found', { status: 404 });
    }) as typeof fetch;
    const renderers = { of: async () => ({ renderPage }) };
    return { state, source: createFragmentSource({ fetch: fetchImpl, renderers, manifestTtlMs: 0 }) };
  }

  const echo = jest.fn(async ({ path, search, language }: PageRenderRequest) => ({ path, language, title: 'Verifying', html: `<h1>${search}</h1>` }));
  beforeEach(() => echo.mockClear());

  it('renders each request with its query, hydrated at once, and keeps nothing', async () => {
    const { source } = funnelRemote(echo);
    expect(await source.fragmentFor(funnel, '/email-scan', 'en', data, '?email=a%40example.com')).toMatchObject({
      html: '<h1>?email=a%40example.com</h1>',
      hydrateAtOnce: true,
      stale: false,
      release: 'f1',
    });
    const second = await source.fragmentFor(funnel, '/email-scan', 'en', data, '?email=b%40example.com');
    expect(second).toMatchObject({ html: '<h1>?email=b%40example.com</h1>' });
    expect(second?.cached).toBeUndefined();
    expect(echo).toHaveBeenCalledTimes(2);
    expect(echo).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/email-scan', search: '?email=b%40example.com', language: 'en' }));
  });

  it('a visitor’s page is never served to another: with the remote down there is no last copy, the browser renders it', async () => {
    const { source, state } = funnelRemote(echo);
    await source.fragmentFor(funnel, '/email-scan', 'en', data, '?email=a%40example.com');
    state.down = true;
    expect(await source.fragmentFor(funnel, '/email-scan', 'en', data, '?email=b%40example.com')).toBeUndefined();
  });

  it('without the public configuration, or when rendering fails, the browser renders the page; the log names the path, not the address', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await funnelRemote(echo).source.fragmentFor(funnel, '/email-scan', 'en', undefined, '?email=a%40example.com')).toBeUndefined();
    const failing = funnelRemote(async () => {
      throw new Error('boom');
    });
    expect(await failing.source.fragmentFor(funnel, '/email-scan', 'de', data, '?email=secret%40example.com')).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('/email-scan');
    expect(JSON.stringify(errors.mock.calls)).not.toContain('secret');
    errors.mockRestore();
  });
});
