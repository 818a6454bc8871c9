/**
 * "The specification" in prose meant the description of the service MailScout was first
 * built from; `docs/product.md#texts` calls that service "the original" and says its texts are
 * kept word for word. Rewritten only in comments and test titles; code, recorded results and
 * error messages of other protocols ("pipeline stage specification") stay as they are.
 */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bTexts quoted by the specification \(/g, 'Texts of the original (docs/product.md#texts, '],
  [/\bTexts quoted by the specification\b/g, 'Texts of the original (docs/product.md#texts)'],
  [/\bwhere the specification gives a German label\b/g, 'where the original has only a German label'],
  [/\bas the specification does\b/g, 'as the original does'],
  [/\b([Tt]he) spec(?:ification)?(['’])s\b/g, '$1 original$2s'],
  [/\bthe spec names\b/g, 'the original names'],
  [/\b(in|by|of|are) the specification\b/g, '$1 the original'],
];

/** A line whose text is a comment or a test's title. */
const PROSE_LINE = /^\s*(\*|\/\*|\/\/|\{\/\*)|\b(describe|it|test)(\.\w+)?\(\s*['"`]|\/\/ /;

export function rewriteSpecificationProse(text: string): string {
  return text
    .split('\n')
    .map((line) => (PROSE_LINE.test(line) ? PHRASES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), line) : line))
    .join('\n');
}
