import { useTranslation } from 'react-i18next';
import { askedSourceIds, sourceNameKey, sourcesForKind, type Preview, type SourceId } from '@mailscout/contracts';
import { Icon } from '@mailscout/ui';
import { useLanguage } from '@mailscout/i18n';

/**
 * The sources the preview asked (not the disabled ones), in the catalogue's order
 * (docs/decisions.md#claims-from-catalogue): every source of that kind of lookup, local checks,
 * domain facts and the profile-site check included, since each fills part of the report. Empty
 * without a preview: then no source is named.
 */
export function askedSources(preview: Preview | null): SourceId[] {
  if (!preview) return [];
  const asked = askedSourceIds(preview.sources);
  return sourcesForKind(preview.kind).filter((source) => asked.has(source));
}

/**
 * docs/product.md#payment-stage: the product's honest promises under the Pay button: who processes the card, that
 * the person is not notified (docs/product.md#what-it-does), cancelling (docs/decisions.md#prices-and-credits), and the sources by name when
 * the preview says which were asked. No badges, counts or reviews.
 */
export function CheckoutPromises({ preview }: { preview: Preview | null }) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const sources = askedSources(preview).map((source) => t(sourceNameKey('funnelPromises', source)));
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
