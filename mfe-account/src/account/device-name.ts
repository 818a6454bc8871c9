import Bowser from 'bowser';
import type { TFunction } from 'i18next';

/**
 * A session's user agent as people name their devices (docs/product.md#page-details): 'Chrome 131 on Windows',
 * 'Safari 17 on iPhone'. Parsed with bowser (MIT, maintained); a user agent it cannot read, or
 * none, is 'Unknown device' rather than the raw string.
 */
export function deviceName(userAgent: string | null | undefined, t: TFunction<'account'>): string {
  if (!userAgent) return t('security.unknownDevice');
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserName = browser.name ? [browser.name, major].filter(Boolean).join(' ') : null;
  // A phone or tablet is known by its model where the user agent names it (iPhone, iPad), else by its system.
  const system = platform.model && platform.type !== 'desktop' ? platform.model : os.name || null;
  if (browserName && system) return t('security.device', { browser: browserName, system });
  return browserName ?? system ?? t('security.unknownDevice');
}
