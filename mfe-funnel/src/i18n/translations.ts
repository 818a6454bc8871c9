import { lookupTranslations } from './lookup-translations';
import { checkoutTranslations } from './checkout-translations';
import { reportTranslations } from './report-translations';
import { flowTranslations } from './flow-translations';

/**
 * The funnel's one i18n namespace, in parts owned by each area: `lookup.*` (checklist, progress,
 * age gate, email submit, /scan-process), `checkout.*` (payment, /payment, /return, /order),
 * `report.*` (processing and results), `flow.*` (the buyer's live reports).
 */
export const funnelTranslations = {
  en: {
    missingEmail: 'No email address provided. Redirecting to home page...',
    missingPhone: 'No phone number provided. Redirecting to home page...',
    lookup: lookupTranslations.en,
    checkout: checkoutTranslations.en,
    report: reportTranslations.en,
    flow: flowTranslations.en,
  },
  de: {
    missingEmail: 'Keine E-Mail-Adresse angegeben. Weiterleitung zur Startseite...',
    missingPhone: 'Keine Telefonnummer angegeben. Weiterleitung zur Startseite...',
    lookup: lookupTranslations.de,
    checkout: checkoutTranslations.de,
    report: reportTranslations.de,
    flow: flowTranslations.de,
  },
};
