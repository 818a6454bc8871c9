/** The `checkout.*` keys of the funnel namespace; `de` must have every key of `en`. */
export const checkoutTranslations = {
  en: {},
  de: {},
};
