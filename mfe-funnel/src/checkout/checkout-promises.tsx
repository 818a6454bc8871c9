import { useTranslation } from 'react-i18next';
import type { Preview, SourceId } from '@mailscout/contracts';
import { Icon } from '@mailscout/ui';
import { useLanguage } from '@mailscout/i18n';

/** The networked sources a finding can come from; the local checks are not a source one names. */
const NAMED_SOURCES: readonly SourceId[] = ['gravatar', 'github', 'hibp', 'records'];

/** The sources the preview asked (not the disabled ones), in a fixed order; empty without a preview. */
export function askedSources(preview: Preview | null): SourceId[] {
  if (!preview) return [];
  const asked = new Set(preview.sources.filter((s) => s.state !== 'disabled').map((s) => s.source));
  return NAMED_SOURCES.filter((source) => asked.has(source));
}

/**
 * Issue 15.2: the product's honest promises under the Pay button: who processes the card, that
 * the person is not notified (docs/product.md#what-it-does), cancelling (docs/decisions.md#prices-and-credits), and the sources by name when
 * the preview says which were asked. No badges, counts or reviews.
 */
export function CheckoutPromises({ preview }: { preview: Preview | null }) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const sources = askedSources(preview).map((source) => t(`checkout.promises.sourceNames.${source}`));
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(sources);
  return (
    <ul className="fn-ck-promises" data-testid="checkout-promises">
      {/* Icons are decorative (lucide sets aria-hidden): the text is the promise. */}
      <li>
        <Icon.CreditCard size={16} className="fn-ck-promises__icon" />
        {t('checkout.promises.provider')}
      </li>
      <li>
        <Icon.BellOff size={16} className="fn-ck-promises__icon" />
        {t('checkout.promises.notNotified')}
      </li>
      <li>
        <Icon.RotateCcw size={16} className="fn-ck-promises__icon" />
        {t('checkout.promises.cancel')}
      </li>
      <li>
        <Icon.Database size={16} className="fn-ck-promises__icon" />
        {sources.length ? t('checkout.promises.sources', { sources: list }) : t('checkout.promises.sourcesGeneric')}
      </li>
    </ul>
  );
}
