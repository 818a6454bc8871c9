import { accountEn } from '../i18n/translations.en';

/**
 * docs/product.md#errors 'Cancel success default': the server's message, or the default. The API answers in
 * English only, so its standard sentence is shown in the page's language; any other message of
 * the server is shown as it is.
 */
export function cancelSuccessText(serverMessage: string | undefined, t: (key: string) => string): string {
  return serverMessage && serverMessage !== accountEn.cancel.success ? serverMessage : t('cancel.success');
}
