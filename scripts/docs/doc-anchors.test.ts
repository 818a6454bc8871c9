import { docAnchors, githubSlug } from './doc-anchors';
import { docReferences } from './doc-references';

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

