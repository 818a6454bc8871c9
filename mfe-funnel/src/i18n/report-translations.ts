/** The `report.*` keys of the funnel namespace; `de` must have every key of `en`. */
export const reportTranslations = {
  en: {},
  de: {},
};
