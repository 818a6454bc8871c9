import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCriticalStyles } from '../src/compose/critical-styles';

const SHELL_CSS = `
@font-face { font-family: 'Inter Variable'; font-display: swap; src: url(/fonts/inter-latin-ext.woff2) format('woff2-variations'); unicode-range: U+0100-02BA; }
@font-face { font-family: 'Inter Variable'; font-display: swap; src: url(/fonts/inter-latin.woff2) format('woff2-variations'); unicode-range: U+0000-00FF, U+0131; }
@font-face { font-family: 'Inter Fallback'; src: local('Arial'); size-adjust: 107.12%; ascent-override: 90.2%; }
:root { --ms-font: 'Inter Variable', 'Inter Fallback', sans-serif; }
.sh-header { height: 64px; }
.sh-never-rendered { color: red; }
`;
const REMOTE_CSS = '.mk-hero h1 { font-size: 2rem; } .mk-dialog-only { display: grid; }';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>t</title><script type="application/json" id="ms-ssr">{}</script>' +
  '<link href="/main.css" rel="stylesheet"><link rel="stylesheet" href="http://marketing.test/routes.css"></head>' +
  '<body><div id="root"><header class="sh-header"></header><main><section class="mk-hero"><h1>Hi</h1></section></main></div><script defer src="/main.js"></script></body></html>';

function setup() {
  const shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-critical-'));
  fs.writeFileSync(path.join(shellRoot, 'main.css'), SHELL_CSS);
  const fetched: string[] = [];
  const fetchImpl = (async (url: string) => {
    fetched.push(url);
    return new Response(REMOTE_CSS, { status: 200, headers: { 'content-type': 'text/css' } });
  }) as unknown as typeof fetch;
  return { styles: createCriticalStyles({ shellRoot, fetch: fetchImpl }), fetched };
}

describe('critical styles of a composed page (docs/architecture.md#first-paint)', () => {
  it('inlines the rules the page uses first in the head and moves the stylesheets and the font preload to the end of the body', async () => {
    const { styles } = setup();
    const out = await styles.apply(PAGE, '/');
    const head = out.slice(0, out.indexOf('</head>'));
    const critical = /<style data-critical="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(critical).toContain('.sh-header');
    expect(critical).toContain('.mk-hero h1');
    expect(critical).not.toContain('.sh-never-rendered');
    expect(critical).not.toContain('.mk-dialog-only');
    // The metric-matched fallback is there for the first paint, so the swap to Inter does not move text.
    expect(critical).toContain("font-family: 'Inter Fallback'");
    expect(critical).toContain('size-adjust: 107.12%');
    // Right after the charset: before the page's data and everything else in the head.
    expect(head.indexOf('<meta charset="utf-8"/><style data-critical="">')).toBeGreaterThanOrEqual(0);
    // Nothing in the head holds the first paint: no stylesheet, and no font preload (Chromium
    // holds the first paint for a font preloaded before the body).
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('rel="preload"');
    // The latin face only (en and de need no other before the swap), in CORS mode as fonts are
    // fetched, preloaded from the end of the body with the stylesheets.
    expect(out).not.toContain('inter-latin-ext.woff2">');
    expect(out).toMatch(
      /<script defer src="\/main.js"><\/script><link rel="preload" as="font" type="font\/woff2" crossorigin href="\/fonts\/inter-latin.woff2"><link href="\/main.css" rel="stylesheet"><link rel="stylesheet" href="http:\/\/marketing.test\/routes.css"><\/body><\/html>$/,
    );
  });

  it('holds rendering until the main heading is parsed, when it has an id, so the first paint has it', async () => {
    const { styles } = setup();
    const withId = await styles.apply(PAGE.replace('<h1>Hi</h1>', '<h1 id="hero-title" class="x">Hi</h1>'), '/');
    const head = withId.slice(0, withId.indexOf('</head>'));
    expect(head).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"\/><style data-critical="">[\s\S]*?<\/style><link rel="expect" href="#hero-title" blocking="render">/);
    // The part the heading labels (the hero), when it has an id: the first paint has all of it.
    const labelled = await styles.apply(
      PAGE.replace('<section class="mk-hero"><h1>Hi</h1>', '<section class="mk-hero" id="search" aria-labelledby="hero-title"><h1 id="hero-title">Hi</h1>'),
      '/',
    );
    expect(labelled).toContain('<link rel="expect" href="#search" blocking="render">');
    expect(labelled).not.toContain('href="#hero-title"');
    // A heading without an id cannot be named: nothing holds rendering.
    const withoutId = await styles.apply(PAGE, '/');
    expect(withoutId).not.toContain('rel="expect"');
  });

  it('works the critical rules out once per page and stylesheet set, and fetches each stylesheet once', async () => {
    const { styles, fetched } = setup();
    const first = await styles.apply(PAGE, '/');
    const second = await styles.apply(PAGE.replace('<h1>Hi</h1>', '<h1>Hallo</h1>'), '/');
    expect(second).toBe(first.replace('<h1>Hi</h1>', '<h1>Hallo</h1>'));
    await styles.apply(PAGE, '/terms');
    expect(fetched).toEqual(['http://marketing.test/routes.css']);
  });

  it('leaves the page as it is when a stylesheet cannot be had', async () => {
    const shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-critical-'));
    const styles = createCriticalStyles({ shellRoot, fetch: (async () => new Response('', { status: 404 })) as unknown as typeof fetch });
    const out = await styles.apply(PAGE, '/');
    expect(out).toBe(PAGE);
  });
});
