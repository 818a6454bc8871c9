import { useTranslation } from 'react-i18next';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import type { MeResponse } from '@mailscout/contracts';
import type { Resource } from '../common/as-resource';
import { LinkButton } from '../common/link-button';

/**
 * 'Buy credits' in the account area. Credit packs are sold to an account with a live
 * subscription and paid with its saved card (docs/decisions.md#one-subscription,
 * docs/decisions.md#saved-card): the checkout at /payment offers them to such an account. Without
 * one, /payment would sell a subscription, so the link is not shown; the subscription tab offers that.
 */
export function BuyCredits({ me }: { me: Resource<MeResponse> }) {
  const { t } = useTranslation('account');
  if (me.status !== 'ready' || me.data.subscriptions.length === 0) return null;
  return (
    <div className="ac-actions ac-summary__actions">
      <LinkButton to={PAGES.payment} variant="primary">
        {t('account.buyCredits')}
      </LinkButton>
    </div>
  );
}
