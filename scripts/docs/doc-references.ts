/** A place in the tree that points into `docs/`: `docs/decisions.md#identity`, or a link inside `docs/`. */
export interface DocReference {
  file: string;
  line: number;
  /** The Markdown file under `docs/`, e.g. `docs/product.md`. */
  target: string;
  anchor: string | null;
}

const FROM_TREE = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** Links between the docs: `](decisions.md#identity)`, `](#environment)`. */
const WITHIN_DOCS = /\]\((?!https?:)([\w.-]+\.md)?(?:#([\w-]+))?\)/g;

export function docReferences(file: string, text: string): DocReference[] {
  const references: DocReference[] = [];
  const inDocs = /^docs\/[^/]+\.md$/.test(file);
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(FROM_TREE)) references.push({ file, line: index + 1, target: `docs/${match[1]}`, anchor: match[2] ?? null });
    if (!inDocs) return;
    for (const match of content.matchAll(WITHIN_DOCS)) {
      if (!match[1] && !match[2]) continue;
      references.push({ file, line: index + 1, target: match[1] ? `docs/${match[1]}` : file, anchor: match[2] ?? null });
    }
  });
  return references;
}
