import { REFINEMENTS } from './refinements';

const CITATION = /docs\/[\w.-]+\.md#[\w-]+/g;

/**
 * Narrows each citation of a whole section to the rule it is about (`refinements.ts`). The words
 * are read from the citing line only, with every docs path taken out (an anchor such as
 * `#opt-out-and-deletion` must not decide by its own name): the lines around a citation belong
 * to other sentences as often as to its own, and a section anchor is never wrong, only broad.
 * Re-runnable: a narrowed citation has no refinements of its own.
 */
export function refineCitations(text: string, path: string): string {
  return text
    .split('\n')
    .map((line) =>
      line.replace(CITATION, (citation) => {
        const rules = REFINEMENTS[citation];
        if (!rules) return citation;
        const own = line.replace(CITATION, ' ');
        for (const [on, anchor] of rules) if ('path' in on ? on.path.test(path) : on.words.test(own)) return anchor;
        return citation;
      }),
    )
    .join('\n');
}
