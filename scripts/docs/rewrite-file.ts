import { refineCitations } from './refine-citations';
import { rewriteCitationText, type Rewrite } from './rewrite-citation-text';
import { rewriteSpecificationProse } from './rewrite-specification-prose';

/**
 * Every pass of the codemod over one file: section citations to docs paths, each narrowed to
 * the rule it is about where the words around it say which, then (outside Markdown) the prose.
 */
export function rewriteFile(text: string, path: string): Rewrite {
  const result = rewriteCitationText(text, path);
  const refined = refineCitations(result.text, path);
  return { ...result, text: /\.md$/.test(path) ? refined : rewriteSpecificationProse(refined) };
}
