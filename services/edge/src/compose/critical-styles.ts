import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { expectMainHeading } from './page-html';
import { fetchFromReleaseStore } from './release-fetch';

/**
 * docs/architecture.md#first-paint: a composed page's stylesheets (the shell's and the owning
 * remote's) were render-blocking, one of them from another origin, so the first paint waited for
 * both on top of the document. Here the rules the page's own HTML uses are inlined and the
 * stylesheets move to the end of the body, where they load without holding the paint of anything
 * above them (no script is needed for that, so the CSP stays as it is).
 *
 * beasties (the maintained fork of critters) decides which rules are critical; it parses the
 * document and matches every selector, which costs tens of milliseconds, so it runs once per page
 * path and set of stylesheets and its answer is kept: later requests only put the kept CSS in.
 */

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** The face of the basic latin range: the one file every page in en and de needs. */
const LATIN_FONT_URL = /src:\s*url\(['"]?([^)'"]+\.woff2)['"]?\)[^;]*;[^}]*unicode-range:\s*U\+0000-00FF/;

export interface CriticalStyles {
  /** The page with its critical CSS in the head and its stylesheets at the end of the body. */
  apply(html: string, pathname: string): Promise<string>;
}

interface CriticalStylesOptions {
  /** The shell's build: its own stylesheets and fonts are read from here (root-relative hrefs). */
  shellRoot: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Pages whose critical CSS is kept (the oldest is dropped first). */
  maxPages?: number;
}

interface Critical {
  css: string;
  /** The latin face's file, preloaded so the swap from the metric-matched fallback comes early. */
  font?: string | undefined;
}

/** Reads stylesheets from the shell's build or a remote's release, each once (their names carry a content hash). */
class PageStyles extends Beasties {
  constructor(private readonly readSheet: (href: string) => Promise<string | undefined>) {
    super({
      // Only the inlined CSS of its answer is used (see `compute`); the links are moved by `apply`.
      preload: 'body',
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      // @font-face rules are put in whole by `fontFaces` below: the families are named through a
      // custom property (`var(--ms-font)`), which beasties cannot follow.
      fonts: false,
      keyframes: 'critical',
      compress: true,
      logLevel: 'silent',
    });
  }

  override getCssAsset(href: string): Promise<string | undefined> {
    return this.readSheet(href);
  }
}

export function createCriticalStyles(options: CriticalStylesOptions): CriticalStyles {
  const fetchImpl = options.fetch ?? fetch;
  const maxPages = options.maxPages ?? 200;
  const sheets = new Map<string, Promise<string | undefined>>();
  const critical = new Map<string, Promise<Critical | undefined>>();

  async function read(href: string): Promise<string | undefined> {
    if (href.startsWith('/')) {
      const root = path.resolve(options.shellRoot);
      const file = path.resolve(root, `.${decodeURIComponent(href.split('?')[0]!)}`);
      if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file)) return undefined;
      return fs.readFileSync(file, 'utf8');
    }
    const response = await fetchFromReleaseStore(fetchImpl, href, options.timeoutMs ?? 1_500);
    return response?.ok ? response.text() : undefined;
  }
  const readSheet = (href: string) => {
    let sheet = sheets.get(href);
    if (!sheet) {
      sheet = read(href).catch(() => undefined);
      sheets.set(href, sheet);
      // A sheet that could not be had is asked for again next time.
      void sheet.then((css) => css === undefined && sheets.delete(href));
    }
    return sheet;
  };
  const beasties = new PageStyles(readSheet);

  async function compute(html: string, hrefs: string[]): Promise<Critical | undefined> {
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    // Only the page's own markup and its stylesheets: the head's inline styles stay as they are.
    const probe = `<!doctype html><html><head>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body>${body}</body></html>`;
    const out = await beasties.process(probe);
    const css = [...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const faces = (await Promise.all(hrefs.map(readSheet))).flatMap((sheet) => sheet?.match(FONT_FACE) ?? []);
    const font = faces.map((face) => LATIN_FONT_URL.exec(face)?.[1]).find(Boolean);
    return css ? { css: `${faces.join('')}${css}`, font } : undefined;
  }

  return {
    async apply(html, pathname) {
      const links = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[0]);
      const hrefs = links.map((link) => HREF.exec(link)?.[1]?.replace(/&amp;/g, '&')).filter((href): href is string => Boolean(href));
      if (hrefs.length === 0 || hrefs.length !== links.length) return html;
      const key = `${pathname}\n${hrefs.join('\n')}`;
      let found = critical.get(key);
      if (!found) {
        found = compute(html, hrefs).catch(() => undefined);
        critical.set(key, found);
        if (critical.size > maxPages) critical.delete(critical.keys().next().value!);
      }
      const inline = await found;
      if (!inline) {
        critical.delete(key);
        return html;
      }
      // First in the head after the charset: the styles the first paint needs, before the page's
      // data. `</style` cannot occur in CSS that parsed, but the page must not depend on that.
      const style = `<style data-critical="">${inline.css.replace(/<\/style/gi, '<\\/style')}</style>`;
      // The font's preload (fonts are fetched in CORS mode, hence crossorigin) goes in the body, not
      // the head: Chromium holds the first paint for a font preloaded in the head (until it loads,
      // or up to 100 ms after the body starts, later on a busy main thread), and its 48 kB shared
      // the slow line with the rest of the document. At the end of the body it is fetched once the
      // document is in, and the first paint uses the metric-matched fallback.
      const font = inline.font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${inline.font}">` : '';
      let page = html;
      for (const link of links) page = page.replace(link, '');
      const charset = /<meta charset="[^"]*"\s*\/?>/.exec(page);
      const head = `${style}${expectMainHeading(page) ?? ''}`;
      page = charset ? page.replace(charset[0], `${charset[0]}${head}`) : page.replace('<head>', `<head>${head}`);
      return page.replace('</body>', `${font}${links.join('')}</body>`);
    },
  };
}
