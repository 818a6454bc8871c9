import { marketingDe } from './translations.de';
import { marketingEn } from './translations.en';

/** The `marketing` namespace, registered with the shared i18n instance when the remote loads. */
export const marketingTranslations = { en: marketingEn, de: marketingDe };
