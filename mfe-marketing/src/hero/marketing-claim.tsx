import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@mailscout/public-config';

/**
 * docs/decisions.md#honest-data: the claim is configuration (`marketingClaim`); without one, the real number of
 * accounts once it is over 1,000 (rounded down by the API); otherwise nothing. The
 * specification's 'Trusted by over 50,000 users' is never shown as a default. The line keeps
 * its height while the configuration loads, so nothing below it moves.
 */
export function MarketingClaim() {
  const { t, i18n } = useTranslation('marketing');
  const config = usePublicConfig();
  const ready = config.status === 'ready' ? config.config : null;
  const count = ready?.userCountRounded ?? null;
  const claim =
    ready?.marketingClaim ??
    (count ? t('hero.userClaim', { count: new Intl.NumberFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB').format(count) }) : null);
  return (
    <p className="mk-hero__claim" data-testid="marketing-claim" aria-hidden={claim ? undefined : true}>
      {claim ?? ''}
    </p>
  );
}
