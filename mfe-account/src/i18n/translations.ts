import { myDataTranslations } from '../my-data/my-data-translations';
import { watchTranslations } from '../watch/watch-translations';
import { accountDe } from './translations.de';
import { accountEn } from './translations.en';

/** The `account` namespace, registered with the shared i18n instance when the remote loads; /my-data's texts under `myData`, the watch's under `watch`. */
export const accountTranslations = {
  en: { ...accountEn, myData: myDataTranslations.en, watch: watchTranslations.en },
  de: { ...accountDe, myData: myDataTranslations.de, watch: watchTranslations.de },
};
