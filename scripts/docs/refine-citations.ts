import { REFINEMENTS } from './refinements';

const CITATION = /docs\/[\w.-]+\.md#[\w-]+/g;

/**
 * Narrows each citation of a whole section to the rule it is about (`refinements.ts`). The words
 * are read from the citing line, else from it and the next one, with every docs path taken out (an anchor such
 * as `#opt-out-and-deletion` must not decide by its own name). Re-runnable: a narrowed citation
 * has no refinements of its own.
 */
export function refineCitations(text: string, path: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) =>
      line.replace(CITATION, (citation) => {
        const rules = REFINEMENTS[citation];
        if (!rules) return citation;
        const own = line.replace(CITATION, ' ');
        const withNext = `${own}\n${(lines[index + 1] ?? '').replace(CITATION, ' ')}`;
        // The citing line decides first; the next line only when the citing one says nothing.
        for (const context of [own, withNext]) {
          for (const [on, anchor] of rules) if ('path' in on ? on.path.test(path) : on.words.test(context)) return anchor;
        }
        return citation;
      }),
    )
    .join('\n');
}
