/**
 * Where each section of the three documents the code used to cite (kept outside the
 * repository: the product specification, its decisions file and the engineering guide) now
 * lives in `docs/`. The codemod (`rewrite-citations.ts`) reads these tables; they stay after the
 * rewrite as the record of what an old section number meant.
 */
export type OldDocument = 'spec' | 'decisions' | 'engineering';

export const CITATION_MAP: Record<OldDocument, Record<string, string>> = {
  spec: {
    '1': 'docs/product.md#what-it-does',
    '2': 'docs/product.md#screens',
    '3': 'docs/product.md#data',
    '4': 'docs/product.md#states',
    '5': 'docs/product.md#validation',
    '6': 'docs/product.md#roles',
    '7': 'docs/product.md#api-calls',
    '8': 'docs/product.md#errors',
    '9': 'docs/product.md#constants',
  },
  decisions: {
    '1': 'docs/decisions.md#honest-data',
    '2': 'docs/decisions.md#language',
    '3': 'docs/decisions.md#prices-and-credits',
    '4': 'docs/decisions.md#identity',
    '5': 'docs/decisions.md#opt-out-and-deletion',
    '6': 'docs/decisions.md#sources',
    '7': 'docs/decisions.md#placeholders-made-real',
  },
  engineering: {
    '1': 'docs/architecture.md#shape',
    '2': 'docs/conventions.md#federation',
    '3': 'docs/conventions.md#api',
    '4': 'docs/conventions.md#environment',
    '5': 'docs/conventions.md#examples',
    '5.1': 'docs/conventions.md#boundaries',
    '5.9': 'docs/conventions.md#pinned-versions',
    '6': 'docs/conventions.md#comments-and-names',
  },
};

/**
 * The screens section of the specification covered every page; a citation of it from a file
 * that belongs to one screen points at that screen's part of `product.md` instead.
 */
export const SCREEN_BY_PATH: readonly (readonly [RegExp, string])[] = [
  [/^mfe-funnel\/(src|test)\/(pages|flow)\/order/, 'docs/product.md#order-flow'],
  [/^mfe-funnel\/(src|test)\/(funnel|checkout|scan|flow)\//, 'docs/product.md#lookup-funnel'],
  [/^mfe-account\/(src|test)\/account/, 'docs/product.md#account-page'],
  [/^mfe-account\/(src|test)\/(login|cancel|opt-out)/, 'docs/product.md#login-page'],
  [/^mfe-legal\/(src|test)\/help/, 'docs/product.md#help-and-faq'],
  [/^mfe-marketing\/(src|test)\/faq/, 'docs/product.md#help-and-faq'],
];

/**
 * Bare section numbers ("(§4)") whose document the nearest name before them gets wrong or cannot
 * find: the file, the text just before the sign, and the document it meant.
 */
export const BARE_SECTION_OWNERS: readonly (readonly [string, string, OldDocument])[] = [
  ['mfe-funnel/src/pages/order-page.tsx', 'The age gate (', 'spec'],
  ['mfe-funnel/src/pages/order-page.tsx', 'instead of paying (', 'spec'],
  ['mfe-funnel/src/checkout/paid-session.ts', 'the account that paid (', 'decisions'],
  ['mfe-funnel/src/checkout/checkout-errors.ts', "the provider's as is (", 'spec'],
  ['mfe-funnel/src/checkout/code-proof-errors.ts', 'server fault) is ', 'spec'],
  ['shared/contracts/src/lookup.ts', '/**\n * ', 'spec'],
];

/** A citation of an outside document that must no longer appear anywhere in the tree. */
export const OUTSIDE_CITATION = /\b(DECISIONS|ENGINEERING|spec(ification)?)\b[\s(]*§/i;
