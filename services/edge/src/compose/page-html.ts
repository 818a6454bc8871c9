import type { Language } from '@mailscout/contracts';

export interface ShellTemplate {
  /** Everything before `#root`'s content (the opening tag included). */
  beforeRoot: string;
  /** `#root`'s closing tag and everything after it. */
  afterRoot: string;
}

const ROOT_OPEN = '<div id="root">';

/**
 * Splits the shell's built page around the content of `<div id="root">` (the boot placeholder),
 * following nested divs, so the edge can put the rendered frame there.
 */
export function splitShellTemplate(html: string): ShellTemplate {
  const start = html.indexOf(ROOT_OPEN);
  if (start < 0) throw new Error('the shell page has no <div id="root">');
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + ROOT_OPEN.length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { beforeRoot: html.slice(0, start + ROOT_OPEN.length), afterRoot: html.slice(match.index) };
  }
  throw new Error('the shell page’s <div id="root"> is not closed');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** Data for the browser in a non-executed script element; `<` escaped so no content can close it. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export interface HeadAdditions {
  language: Language;
  title?: string | undefined;
  /** Early in the head, before the boot script: data for it and preload hints. */
  early: string[];
  /** Before `</head>`, after the shell's own styles: the page's remote styles. */
  late: string[];
}

/** The page's head: language, title, and what the edge adds. */
export function composeHead(beforeRoot: string, additions: HeadAdditions): string {
  let html = beforeRoot.replace(/<html\b[^>]*>/, `<html lang="${additions.language}">`);
  if (additions.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(additions.title)}</title>`);
  // After `<meta charset>`, which must stay within the first bytes of the page.
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html);
  html = charset
    ? html.replace(charset[0], `${charset[0]}${additions.early.join('')}`)
    : html.replace(/<head>/, `<head>${additions.early.join('')}`);
  return html.replace('</head>', `${additions.late.join('')}</head>`);
}

// No crossorigin: the federation runtime and webpack load these as plain script tags, and a preload
// in another credentials mode would be downloaded twice.
export const preloadScript = (href: string) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
export const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

/**
 * docs/architecture.md#first-paint: Chromium paints as soon as the head is parsed, so on a slow
 * line it painted the frame's top before the main heading had arrived and only then, after that
 * frame's style and layout, parsed and painted the heading. `<link rel="expect" blocking="render">`
 * (HTML's expect link) holds rendering until the element it names is parsed to its end tag (or
 * the document is), so the first paint already has the heading. It names the part the heading
 * labels (`aria-labelledby`, the hero), so the first paint has all of it and nothing in it moves
 * when the rest arrives; else the heading. Only an element with an id can be named; a page whose
 * heading has none is left as it is.
 */
export function expectMainHeading(html: string): string | undefined {
  const body = html.indexOf('<body');
  if (body < 0) return undefined;
  const page = html.slice(body);
  const heading = /<h1\b[^>]*\sid="([^"]+)"/.exec(page)?.[1];
  if (!heading) return undefined;
  const labelled = new RegExp(`<[a-z]+\\b(?=[^>]*\\baria-labelledby="${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}")[^>]*\\sid="([^"]+)"`).exec(page)?.[1];
  return `<link rel="expect" href="#${labelled ?? heading}" blocking="render">`;
}
