/** The `lookup.*` keys of the funnel namespace; `de` must have every key of `en`. */
export const lookupTranslations = {
  en: {},
  de: {},
};
