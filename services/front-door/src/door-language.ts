/**
 * The visitor's language for the door's error pages, in the order docs/decisions.md#language gives
 * (the edge's chooseLanguage, which the shell mirrors): `?lng`, then the `ms_lng` cookie, then the
 * first language of Accept-Language (German, or a locale in DE/AT/CH/LI/LU), else English. Later
 * rules win, so they are written from the weakest to the strongest. One difference, on purpose: the
 * door reads the first language listed, not the one of the highest weight (browsers list that first).
 */
export function languageRules(): string[] {
  const firstLanguageGerman = String.raw`^\s*(de|[a-z]{2,3}[-_](de|at|ch|li|lu))\s*([;,]|$)`;
  return [
    '  http-request set-var(txn.lng) str(en)',
    `  http-request set-var(txn.lng) str(de) if { req.fhdr(accept-language) -m reg -i ${firstLanguageGerman} }`,
    '  http-request set-var(txn.lng) str(en) if { req.cook(ms_lng),lower -m beg en }',
    '  http-request set-var(txn.lng) str(de) if { req.cook(ms_lng),lower -m beg de }',
    '  http-request set-var(txn.lng) str(en) if { urlp(lng),lower -m beg en }',
    '  http-request set-var(txn.lng) str(de) if { urlp(lng),lower -m beg de }',
  ];
}
