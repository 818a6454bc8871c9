import { usePublicConfig } from '@mailscout/public-config';

/**
 * DECISIONS §1: the claim is configuration (`marketingClaim`), shown only when one is set; the
 * specification's 'Trusted by over 50,000 users' is never shown as a default. The line keeps
 * its height while the configuration loads, so nothing below it moves.
 */
export function MarketingClaim() {
  const config = usePublicConfig();
  const claim = config.status === 'ready' ? config.config.marketingClaim : null;
  return (
    <p className="mk-hero__claim" data-testid="marketing-claim" aria-hidden={claim ? undefined : true}>
      {claim ?? ''}
    </p>
  );
}
