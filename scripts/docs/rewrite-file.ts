import { rewriteCitationText, type Rewrite } from './rewrite-citation-text';
import { rewriteSpecificationProse } from './rewrite-specification-prose';

/** Both passes of the codemod over one file: section citations, then (outside Markdown) the prose. */
export function rewriteFile(text: string, path: string): Rewrite {
  const result = rewriteCitationText(text, path);
  return { ...result, text: /\.md$/.test(path) ? result.text : rewriteSpecificationProse(result.text) };
}
