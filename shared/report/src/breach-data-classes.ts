import type { TFunction } from 'i18next';

/** HIBP's data-class name as a translation key: 'Security questions and answers' → 'security-questions-and-answers'. */
export function dataClassKey(dataClass: string): string {
  return dataClass
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A breach's data class in the page's language (docs/product.md#results). HIBP names them from a fixed
 * English vocabulary (`dataClasses`); a class added after this list was written is shown
 * as HIBP wrote it rather than not at all.
 */
export function dataClassName(dataClass: string, t: TFunction): string {
  const key = dataClassKey(dataClass);
  return key ? t(`dataClasses.${key}`, { defaultValue: dataClass }) : dataClass;
}
