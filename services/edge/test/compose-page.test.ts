import type { FrameRequest, RemoteDeclaration, RuntimeConfig } from '@mailscout/contracts';
import { composePage, type ComposeDeps } from '../src/compose/compose-page';
import type { Fragment } from '../src/compose/fragment-source';
import { composeHead, splitShellTemplate } from '../src/compose/page-html';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>MailScout</title><script>boot()</script><link href="/main.css" rel="stylesheet"></head><body><div id="root"><div class="boot"><div>x</div></div></div><noscript>no js</noscript><script defer src="/main.js"></script></body></html>';

const config: RuntimeConfig = {
  apiBaseUrl: '',
  remotes: [
    { name: 'marketing', manifestUrl: 'http://m.test/mf-manifest.json', routes: ['/'] },
    { name: 'funnel', manifestUrl: 'http://f.test/mf-manifest.json', routes: ['/payment', '/email-scan'] },
  ],
};

function deps(fragments: Record<string, Fragment | undefined>) {
  const frames: FrameRequest[] = [];
  const value: ComposeDeps = {
    template: splitShellTemplate(TEMPLATE),
    readConfig: () => config,
    frames: {
      async renderFrame(request) {
        frames.push(request);
        return {
          html: `<header>${request.language}</header><main>${request.withFragment ? '<template data-ms-fragment=""></template>' : '<div aria-busy="true"></div>'}</main>`,
          title: `Route – MailScout`,
          notFound: !['/', '/payment', '/email-scan'].includes(new URL(request.url, 'http://x').pathname),
        };
      },
    },
    fragments: {
      fragmentFor: async (remote: RemoteDeclaration, path: string, language: string, _data?: unknown, search = '') =>
        fragments[`${remote.name}:${language}:${path}${search}`] ?? fragments[`${remote.name}:${language}:${path}`],
    },
    assets: {
      of: async (remote: RemoteDeclaration) => ({ scripts: [`http://${remote.name}.test/remoteEntry.js`, `http://${remote.name}.test/routes.js`], styles: [`http://${remote.name}.test/routes.css`] }),
    },
  };
  return { value, frames };
}

async function html(page: Awaited<ReturnType<typeof composePage>>) {
  let out = '';
  for await (const part of page.parts()) out += part;
  return out;
}

const home: Fragment = { remote: 'marketing', release: 'r1', title: 'Startseite – MailScout', html: '<h1>Willkommen $& $1</h1>', stale: false };

describe('composing a page at the edge (docs/architecture.md#prerendered-pages)', () => {
  it('puts the prerendered fragment in the frame, in the chosen language, with the remote’s styles (its code comes at the first interaction)', async () => {
    const { value, frames } = deps({ 'marketing:de:/': home });
    const page = await composePage(value, { url: '/?lng=de', search: '?lng=de' });
    const out = await html(page);
    expect(page.status).toBe(200);
    expect(page.prerendered).toEqual({ remote: 'marketing', release: 'r1', stale: false, cached: false });
    expect(frames[0]).toMatchObject({ url: '/?lng=de', language: 'de', withFragment: true });
    // Replacement patterns in the fragment are text, not patterns.
    expect(out).toContain('<main><h1>Willkommen $& $1</h1></main>');
    expect(out).toContain('<html lang="de">');
    expect(out).toContain('<title>Startseite – MailScout</title>');
    // docs/architecture.md#first-bundle: the prerendered part hydrates after the first interaction; its scripts would only compete.
    expect(out).not.toContain('rel="preload" as="script"');
    // The route's styles after the shell's own, so they win as they do when loaded by script.
    expect(out.indexOf('href="/main.css"')).toBeLessThan(out.indexOf('http://marketing.test/routes.css'));
    expect(out).toContain('<script type="application/json" id="ms-ssr">{"language":"de","prerendered":"marketing"}</script>');
    expect(out).toContain('<noscript>no js</noscript><script defer src="/main.js"></script></body></html>');
    expect(out).not.toContain('class="boot"');
  });

  it('a stage rendered on request: the fragment for its query, hydrated at once, its code preloaded (docs/architecture.md#request-rendered-stages)', async () => {
    const checklist: Fragment = { remote: 'funnel', release: 'f1', title: 'Verifying Email Address – MailScout', html: '<h1>Verifying email address</h1><p>a@example.com</p>', stale: false, hydrateAtOnce: true };
    const { value, frames } = deps({ 'funnel:en:/email-scan?email=a%40example.com': checklist });
    const page = await composePage(value, { url: '/email-scan?email=a%40example.com', search: '?email=a%40example.com', acceptLanguage: 'en-GB' });
    const out = await html(page);
    expect(frames[0]).toMatchObject({ withFragment: true });
    expect(out).toContain('<main><h1>Verifying email address</h1><p>a@example.com</p></main>');
    expect(out).toContain('<title>Verifying Email Address – MailScout</title>');
    expect(out).toContain('<script type="application/json" id="ms-ssr">{"language":"en","prerendered":"funnel","hydrateAtOnce":true}</script>');
    expect(out).toContain('<link rel="preload" as="script" href="http://funnel.test/remoteEntry.js">');
    expect(out).toContain('<link rel="preload" as="script" href="http://funnel.test/routes.js">');
  });

  it('works out critical styles apart for a page with its fragment and the same path with the frame only (docs/architecture.md#request-rendered-stages)', async () => {
    const keys: string[] = [];
    const checklist: Fragment = { remote: 'funnel', release: 'f1', title: 'Verifying', html: '<h1>Verifying</h1>', stale: false, hydrateAtOnce: true };
    const withStyles = (fragments: Record<string, Fragment | undefined>) => ({
      ...deps(fragments).value,
      criticalStyles: { apply: async (page: string, key: string) => (keys.push(key), page) },
    });
    await html(await composePage(withStyles({}), { url: '/email-scan?email=a%40example.com', search: '?email=a%40example.com' }));
    await html(await composePage(withStyles({ 'funnel:en:/email-scan': checklist }), { url: '/email-scan?email=a%40example.com', search: '?email=a%40example.com' }));
    expect(keys).toEqual(['/email-scan (frame)', '/email-scan']);
  });

  it('renders the frame around the client-rendered content for a page without a fragment', async () => {
    const { value, frames } = deps({});
    const page = await composePage(value, { url: '/payment', search: '', acceptLanguage: 'en-GB' });
    const out = await html(page);
    expect(page.prerendered).toBeUndefined();
    expect(frames[0]).toMatchObject({ withFragment: false, language: 'en' });
    expect(out).toContain('<main><div aria-busy="true"></div></main>');
    expect(out).toContain('<title>Route – MailScout</title>');
    expect(out).toContain('<script type="application/json" id="ms-ssr">{"language":"en"}</script>');
    expect(out).toContain('<link rel="preload" as="script" href="http://funnel.test/remoteEntry.js">');
    expect(out).toContain('<link rel="preload" as="script" href="http://funnel.test/routes.js">');
  });

  it('answers 404 for a path no remote owns, with the frame', async () => {
    const { value } = deps({});
    const page = await composePage(value, { url: '/nowhere', search: '' });
    expect(page.status).toBe(404);
    expect(await html(page)).toContain('<header>en</header>');
  });

  it('inlines the runtime configuration so that no text in it can end the script element', async () => {
    const { value } = deps({});
    value.readConfig = () => ({ ...config, apiBaseUrl: '</script><script>alert(1)</script>' });
    const out = await html(await composePage(value, { url: '/', search: '' }));
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>');
  });
});

describe('pages rendered with the public configuration (docs/architecture.md#prerendered-pages)', () => {
  const snapshot = { config: testPublicConfig(), version: 'v1' };
  const withConfig = (value: ComposeDeps) => {
    value.publicConfig = { current: async () => snapshot };
    return value;
  };

  it('inlines the configuration the fragment and the frame were rendered with', async () => {
    const { value, frames } = deps({ 'legal:de:/terms': { ...home, remote: 'legal', html: '<h1>AGB 1,00 €</h1>', publicConfig: snapshot } });
    value.readConfig = () => ({ ...config, remotes: [...config.remotes, { name: 'legal', manifestUrl: 'http://l.test/mf-manifest.json', routes: ['/terms'] }] });
    const out = await html(await composePage(withConfig(value), { url: '/terms?lng=de', search: '?lng=de' }));
    expect(frames[0]?.publicConfig).toEqual(snapshot.config);
    expect(out).toContain('<h1>AGB 1,00 €</h1>');
    expect(out).toContain(`<script type="application/json" id="ms-public-config">${JSON.stringify(snapshot.config).replace(/</g, '\\u003c')}</script>`);
  });

  it('uses none of it when the fragment is the build’s (rendered without it): frame and fragment must match what hydrates', async () => {
    const { value, frames } = deps({ 'marketing:en:/': home });
    const out = await html(await composePage(withConfig(value), { url: '/', search: '' }));
    expect(frames[0]?.publicConfig).toBeUndefined();
    expect(out).not.toContain('id="ms-public-config"');
  });

  it('renders the frame of a client-rendered page with it, and inlines it for the remote', async () => {
    const { value, frames } = deps({});
    const out = await html(await composePage(withConfig(value), { url: '/payment', search: '' }));
    expect(frames[0]?.publicConfig).toEqual(snapshot.config);
    expect(out).toContain('id="ms-public-config"');
  });

  it('composes without it when the API has none to give', async () => {
    const { value, frames } = deps({});
    value.publicConfig = { current: async () => undefined };
    const out = await html(await composePage(value, { url: '/payment', search: '' }));
    expect(frames[0]?.publicConfig).toBeUndefined();
    expect(out).not.toContain('id="ms-public-config"');
  });
});

describe('the shell page as a template', () => {
  it('finds #root’s content across nested elements', () => {
    const { beforeRoot, afterRoot } = splitShellTemplate(TEMPLATE);
    expect(beforeRoot.endsWith('<div id="root">')).toBe(true);
    expect(afterRoot.startsWith('</div><noscript>')).toBe(true);
  });

  it('refuses a page without a root or with an unclosed one', () => {
    expect(() => splitShellTemplate('<html><body></body></html>')).toThrow(/no <div id="root">/);
    expect(() => splitShellTemplate('<div id="root"><div></div>')).toThrow(/not closed/);
  });

  it('keeps <meta charset> first and escapes the title', () => {
    const head = composeHead('<html lang="en"><head><meta charset="utf-8"/><title>x</title></head>', { language: 'de', title: 'A & <B>', early: ['<X>'], late: ['<Y>'] });
    expect(head).toBe('<html lang="de"><head><meta charset="utf-8"/><X><title>A &amp; &lt;B&gt;</title><Y></head>');
  });
});
