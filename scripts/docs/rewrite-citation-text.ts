import { BARE_SECTION_OWNERS, CITATION_MAP, SCREEN_BY_PATH, type OldDocument } from './citation-map';

/** A section sign and its number, or a range (`§3-4`). */
const SECTION = /§\s?(\d+(?:\.\d+)?)(?:\s?[-–]\s?§?(\d+))?/g;

/**
 * The words a section number belongs to. RFCs and the product's own terms page number their
 * sections too: those are found so that a number after them is left alone.
 */
const OWNER = /\b(DECISIONS|ENGINEERING|[Ss]pec(?:ification)?|RFC|terms)\b/g;

/** How far back a bare `§4` looks for the document it belongs to (one comment, roughly). */
const LOOKBACK_CHARS = 400;

export interface Rewrite {
  text: string;
  /** Section numbers that named no document we know, with their line, for a person to read. */
  unresolved: { line: number; excerpt: string }[];
}

function documentOf(word: string): OldDocument | null {
  if (word === 'DECISIONS') return 'decisions';
  if (word === 'ENGINEERING') return 'engineering';
  if (/^[Ss]pec/.test(word)) return 'spec';
  return null;
}

function anchorFor(document: OldDocument, section: string, path: string): string | undefined {
  if (document === 'spec' && section === '2') {
    const screen = SCREEN_BY_PATH.find(([pattern]) => pattern.test(path));
    if (screen) return screen[1];
  }
  return CITATION_MAP[document][section] ?? CITATION_MAP[document][section.split('.')[0] ?? ''];
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Rewrites every citation of the old outside documents in one file's text to `docs/` paths with
 * anchors (`DECISIONS §4` → `docs/decisions.md#identity`, `spec §2, §8` → two paths). Only text
 * with a section sign is touched, so running it again on its own output changes nothing.
 */
export function rewriteCitationText(text: string, path: string): Rewrite {
  const unresolved: Rewrite['unresolved'] = [];
  let out = '';
  let last = 0;
  for (const match of text.matchAll(SECTION)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - LOOKBACK_CHARS), at);
    const owners = [...before.matchAll(OWNER)];
    const named = BARE_SECTION_OWNERS.find(([file, prefix]) => file === path && before.endsWith(prefix));
    const owner = named ? undefined : owners.at(-1);
    const document = named ? named[2] : owner ? documentOf(owner[1] ?? '') : null;
    if (!document) {
      if (!owner) unresolved.push({ line: lineAt(text, at), excerpt: text.slice(Math.max(0, at - 60), at + 20).replace(/\s+/g, ' ') });
      continue;
    }
    const [, first = '', rangeEnd] = match;
    const sections = rangeEnd ? rangeOf(first, rangeEnd) : [first];
    const anchors = sections.map((section) => anchorFor(document, section, path));
    if (anchors.some((anchor) => !anchor)) {
      unresolved.push({ line: lineAt(text, at), excerpt: match[0] });
      continue;
    }
    // The document's name goes when the number follows it directly ("spec §2", or a comment
    // that breaks the line between them); prose such as "the specification (§2" keeps its words.
    let start = at;
    let keep = '';
    if (owner) {
      const ownerStart = at - before.length + owner.index;
      const between = text.slice(ownerStart + owner[0].length, at);
      if (ownerStart >= last && /^[ \t]*$/.test(between)) start = ownerStart;
      else if (ownerStart >= last && /^[ \t]*\n[ \t]*(\*|\/\/|#)?[ \t]*$/.test(between)) {
        start = ownerStart;
        keep = between.replace(/^[ \t]*/, '');
      }
    }
    // "§1's route table" becomes "docs/architecture.md#shape, route table".
    const possessive = text.startsWith("'s ", at + match[0].length);
    const links = [...new Set(anchors)].join(', ');
    out += text.slice(last, start) + keep + (possessive ? `${links},` : links);
    last = at + match[0].length + (possessive ? 2 : 0);
  }
  return { text: out + text.slice(last), unresolved };
}

function rangeOf(from: string, to: string): string[] {
  const sections: string[] = [];
  for (let n = Number(from); n <= Number(to); n += 1) sections.push(String(n));
  return sections;
}
