import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, MarketingSection } from '@mailscout/ui';
import './promises-section.css';

/**
 * Issue 15.2, "trust that is true": only what the product really does. The sources are the ones
 * the engine queries (docs/decisions.md#sources: Gravatar, GitHub, Have I Been Pwned, the licensed records
 * index); nobody is notified; opt-out for anyone (docs/decisions.md#opt-out); cards are handled by Stripe;
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
  return (
    <MarketingSection id="promises" title={t('promises.title')} className="mk-section mk-promises">
      <ul className="mk-promises__list">
        {PROMISES.map(({ key, icon: PromiseIcon }) => (
          <li key={key} className="mk-promises__item" data-testid={`promise-${key}`}>
            <PromiseIcon size={24} className="mk-promises__icon" aria-hidden="true" />
            <div>
              <h3>{t(`promises.items.${key}.title`)}</h3>
              <p>
                <Trans t={t} i18nKey={`promises.items.${key}.text`} components={{ optOut: <Link to="/opt-out" /> }} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
