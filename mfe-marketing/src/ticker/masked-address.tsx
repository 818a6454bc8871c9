import { useTranslation } from 'react-i18next';

/**
 * The feed's masked address split at its last '@': only the hidden local part may shrink (with an
 * ellipsis), the provider's domain always shows in full (docs/product.md#page-details). Screen readers hear
 * "hidden address at gmail.com" rather than three bullets read out one by one.
 */
export function MaskedAddress({ value }: { value: string }) {
  const { t } = useTranslation('marketing');
  const at = value.lastIndexOf('@');
  const local = at < 0 ? value : value.slice(0, at);
  const domain = at < 0 ? '' : value.slice(at);
  const spokenDomain = domain.slice(1).replaceAll('•••', t('ticker.hiddenPart'));
  return (
    <>
      <span className="mk-ticker__email" aria-hidden="true">
        <span className="mk-ticker__local">{local}</span>
        <span className="mk-ticker__domain">{domain}</span>
      </span>
      <span className="ms-visually-hidden">{t('ticker.spokenAddress', { domain: spokenDomain })}</span>
    </>
  );
}
