import { Trans, useTranslation } from 'react-i18next';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link } from 'react-router-dom';
import { CATALOGUE_SOURCES, sourceNameKey } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import { Icon, MarketingSection } from '@mailscout/ui';
import './promises-section.css';

/**
 * docs/decisions.md#claims-from-catalogue, "trust that is true": only what the product really does. The sources are every
 * source of the one catalogue (docs/decisions.md#claims-from-catalogue), named in its order; nobody is notified; opt-out for anyone (docs/decisions.md#opt-out); cards are handled by Stripe;
 * cancel any time (docs/decisions.md#prices-and-credits). No badges, counts or reviews.
 */
export const PROMISES = [
  { key: 'sources', icon: Icon.Database },
  { key: 'notNotified', icon: Icon.BellOff },
  { key: 'optOut', icon: Icon.UserX },
  { key: 'payments', icon: Icon.CreditCard },
  { key: 'cancel', icon: Icon.RotateCcw },
] as const;

export function PromisesSection() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const sources = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(CATALOGUE_SOURCES.map((id) => t(sourceNameKey('marketing', id))));
  return (
    <MarketingSection id="promises" title={t('promises.title')} className="mk-section mk-promises">
      <ul className="mk-promises__list">
        {PROMISES.map(({ key, icon: PromiseIcon }) => (
          <li key={key} className="mk-promises__item" data-testid={`promise-${key}`}>
            <PromiseIcon size={24} className="mk-promises__icon" aria-hidden="true" />
            <div>
              <h3>{t(`promises.items.${key}.title`)}</h3>
              <p>
                <Trans t={t} i18nKey={`promises.items.${key}.text`} components={{ optOut: <Link to={PAGES.optOut} /> }} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {/* Full width: the list is long, and every source of the catalogue is in it. */}
      <p className="mk-promises__sources" data-testid="named-sources">
        {t('promises.sources', { sources })}
      </p>
    </MarketingSection>
  );
}
