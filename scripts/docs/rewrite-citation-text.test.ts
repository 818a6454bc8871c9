import { rewriteCitationText } from './rewrite-citation-text';
import { docAnchors, githubSlug } from './doc-anchors';
import { docReferences } from './doc-references';
import { rewriteFile } from './rewrite-file';
import { refineCitations } from './refine-citations';

describe('rewriteCitationText (the citation codemod)', () => {
  it('rewrites a named section, a list and a range to docs paths with anchors', () => {
    const { text } = rewriteCitationText('// spec §2, §8 and DECISIONS §3-4.\n', 'services/api/src/x.ts');
    expect(text).toBe('// docs/product.md#screens, docs/product.md#errors and docs/decisions.md#prices-and-credits, docs/decisions.md#identity.\n');
  });

  it('follows a name broken from its number by a comment line break', () => {
    const { text } = rewriteCitationText(' * Nothing else (DECISIONS\n * §3: included).\n', 'a.ts');
    expect(text).toBe(' * Nothing else (\n * docs/decisions.md#prices-and-credits: included).\n');
  });

  it('points a screens citation from a screen’s own folder at that screen', () => {
    expect(rewriteCitationText('/** Spec §2: a button. */', 'mfe-account/src/login/x.tsx').text).toBe('/** docs/product.md#login-page: a button. */');
  });

  it('leaves RFC and terms sections alone, and reports a bare number it cannot place', () => {
    const source = '// RFC 5321 §4.5.3.1, §4.1.2 and terms §11.\n';
    expect(rewriteCitationText(source, 'a.ts')).toEqual({ text: source, unresolved: [] });
    const bare = rewriteCitationText('const a = 1;\n// (§4)\n', 'a.ts');
    expect(bare.text).toBe('const a = 1;\n// (§4)\n');
    expect(bare.unresolved).toEqual([{ line: 2, excerpt: expect.stringContaining('(§4)') }]);
  });

  it('changes nothing the second time', () => {
    const once = rewriteCitationText('// ENGINEERING §5.1, spec §7\n', 'a.ts').text;
    expect(once).toBe('// docs/conventions.md#boundaries, docs/product.md#api-calls\n');
    expect(rewriteCitationText(once, 'a.ts').text).toBe(once);
  });
});

describe('docs anchors and references', () => {
  it('offers explicit ids and GitHub heading slugs, numbering repeats', () => {
    const anchors = docAnchors('<a id="credits"></a>\n## 3. Prices, plans & credits\n## Notes\n## Notes\n```\n# not a heading\n```\n');
    expect([...anchors].sort()).toEqual(['3-prices-plans--credits', 'credits', 'notes', 'notes-1']);
    expect(githubSlug('Login, cancel and opt-out pages')).toBe('login-cancel-and-opt-out-pages');
  });

  it('finds references in code and links inside docs', () => {
    expect(docReferences('a.ts', '// see docs/product.md#errors\n')).toEqual([{ file: 'a.ts', line: 1, target: 'docs/product.md', anchor: 'errors' }]);
    expect(docReferences('docs/x.md', '[a](decisions.md#identity) [b](#here) [c](https://e.org/#x)')).toEqual([
      { file: 'docs/x.md', line: 1, target: 'docs/decisions.md', anchor: 'identity' },
      { file: 'docs/x.md', line: 1, target: 'docs/x.md', anchor: 'here' },
    ]);
  });
});

describe('rewriteFile (both passes)', () => {
  it('says "the original" for the specification in comments and test titles, never in code or Markdown', () => {
    const source = "it('validates in the specification’s words', () => {});\nconst s = 'the specification';\n// Texts quoted by the specification (docs/product.md#errors).\n";
    expect(rewriteFile(source, 'a.test.ts').text).toBe(
      "it('validates in the original’s words', () => {});\nconst s = 'the specification';\n// Texts of the original (docs/product.md#texts, docs/product.md#errors).\n",
    );
    expect(rewriteFile('the specification’s words\n', 'README.md').text).toBe('the specification’s words\n');
  });
});

describe('possessive citations', () => {
  it('"§1\'s route table" becomes the path, then the part', () => {
    expect(rewriteCitationText("(ENGINEERING §1's route table)", 'a.ts').text).toBe('(docs/architecture.md#shape, route table)');
  });
});

describe('refineCitations (a section narrowed to its rule)', () => {
  it('by the words of the citing line only, ignoring the anchors’ own names', () => {
    const text = '// Every change of a balance is an entry (docs/decisions.md#prices-and-credits).\n// the trial\n';
    expect(refineCitations(text, 'a.ts')).toBe('// Every change of a balance is an entry (docs/decisions.md#credits).\n// the trial\n');
    expect(refineCitations('// see docs/decisions.md#opt-out-and-deletion\n', 'a.ts')).toBe('// see docs/decisions.md#opt-out-and-deletion\n');
    expect(refineCitations('// (docs/product.md#lookup-funnel):\n// progress and age gate\n', 'a.ts')).toBe('// (docs/product.md#lookup-funnel):\n// progress and age gate\n');
  });

  it('by the folder of the citing file', () => {
    expect(refineCitations('// (docs/product.md#login-page)', 'mfe-account/src/opt-out/x.tsx')).toBe('// (docs/product.md#opt-out-page)');
  });

  it('leaves a narrowed citation alone', () => {
    const once = refineCitations('// ledger (docs/decisions.md#prices-and-credits)', 'a.ts');
    expect(refineCitations(once, 'a.ts')).toBe(once);
  });
});
