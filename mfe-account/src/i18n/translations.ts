import { accountDe } from './translations.de';
import { accountEn } from './translations.en';

/** The `account` namespace, registered with the shared i18n instance when the remote loads. */
export const accountTranslations = { en: accountEn, de: accountDe };
