/**
 * A legal text as data (one file per document and language): an introduction and named
 * sections, each a heading and paragraphs. Paragraphs may hold `{{figure}}` placeholders (prices
 * and credits from the catalogue, see `legal-figures.ts`), `[label](href)` links, and lines
 * starting with '- ' that are shown as a bulleted list.
 */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly intro: readonly string[];
  readonly sections: Readonly<Record<string, LegalSection>>;
}

/**
 * The shape a translation must have: the same sections, in the same order, with the same number
 * of paragraphs (tuples keep their length through the mapped type), every text a string.
 */
export type Translated<T> = T extends string ? string : { readonly [K in keyof T]: Translated<T[K]> };
