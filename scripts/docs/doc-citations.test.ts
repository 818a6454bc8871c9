import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docAnchors } from './doc-anchors';
import { docReferences } from './doc-references';
import { treeFiles } from './tree-files';

const ROOT = path.resolve(__dirname, '..', '..');
/** The anchors' own tests cite made-up files and anchors as examples. */
const EXAMPLE_FILES = /^scripts\/docs\/.*\.test\.ts$/;
/** This test spells out the forms it rejects. */
const THIS_FILE = 'scripts/docs/doc-citations.test.ts';

const files = treeFiles(ROOT).filter((file) => existsSync(path.join(ROOT, file)));
const texts = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

const anchorsOf = new Map<string, Set<string> | null>();
function anchorsIn(target: string): Set<string> | null {
  if (!anchorsOf.has(target)) {
    const full = path.join(ROOT, target);
    anchorsOf.set(target, existsSync(full) ? docAnchors(readFileSync(full, 'utf8')) : null);
  }
  return anchorsOf.get(target) ?? null;
}

/**
 * The three documents the code used to cite by section number were never part of the
 * repository. The section sign may be split from the name by a line break inside a comment.
 */
const SECTION = '\u00a7';
const OUTSIDE = [
  new RegExp(`\\b(DECISIONS|ENGINEERING|spec(?:ification)?)\\b[\\s(*/#]*${SECTION}`, 'gi'),
  // By file name (upper case: `docs/decisions.md` is ours).
  /\b(DECISIONS|ENGINEERING)\.md\b|000_82f00c41f1fa8537/g,
];

/**
 * A tracker's number (the word issue and a number, with or without '#') names a place a reader of
 * the code does not have:
 * the rule it stood for is cited by its docs/ anchor instead. The word may be split from the
 * number by a line break inside a comment. A third party's bug is cited by its URL
 * (`github.com/<owner>/<repo>/issues/<n>`), which this does not match.
 */
const TRACKER_NUMBER = /\bissues?[\s*/]*#?\d+/gi;

describe('citations of the product rules (docs/conventions.md#comments-and-names)', () => {
  it('the tree cites the docs at all (the scan reads the files it should)', () => {
    const cited = [...texts].filter(([file, text]) => !file.startsWith('docs/') && docReferences(file, text).length > 0);
    expect(cited.length).toBeGreaterThan(100);
  });

  it('every docs/<file>.md#<anchor> reference names a file and an anchor that exist', () => {
    const broken: string[] = [];
    for (const [file, text] of texts) {
      if (EXAMPLE_FILES.test(file)) continue;
      for (const reference of docReferences(file, text)) {
        const anchors = anchorsIn(reference.target);
        if (!anchors) broken.push(`${file}:${reference.line}: ${reference.target} does not exist`);
        else if (reference.anchor && !anchors.has(reference.anchor)) broken.push(`${file}:${reference.line}: ${reference.target} has no anchor #${reference.anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no citation of a document outside the repository is left (DECISIONS, ENGINEERING, spec with a section number, or by file name)', () => {
    const left: string[] = [];
    for (const [file, text] of texts) {
      if (file === THIS_FILE) continue;
      for (const match of OUTSIDE.flatMap((pattern) => [...text.matchAll(pattern)])) {
        const line = text.slice(0, match.index).split('\n').length;
        left.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ')} — cite docs/<file>.md#<anchor>`);
      }
    }
    expect(left).toEqual([]);
  });

  it('no tracker number is cited ("issue N"): code, tests and docs cite the docs/ anchor of the rule', () => {
    const left: string[] = [];
    for (const [file, text] of texts) {
      if (file === THIS_FILE) continue;
      for (const match of text.matchAll(TRACKER_NUMBER)) {
        const line = text.slice(0, match.index).split('\n').length;
        left.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ')} — cite docs/<file>.md#<anchor> (add the anchor if the rule has none)`);
      }
    }
    expect(left).toEqual([]);
  });
});
