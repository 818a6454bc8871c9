import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Container } from '@mailscout/ui';
import './promises-section.css';

/**
 * Issue 15.2, "trust that is true": only what the product really does. The sources are the ones
 * the engine queries (DECISIONS §6: Gravatar, GitHub, Have I Been Pwned, the licensed records
 * index); nobody is notified; opt-out for anyone (DECISIONS §5); cards are handled by Stripe;
 * cancel any time (DECISIONS §3). No badges, counts or reviews.
 */
export const PROMISES = ['sources', 'notNotified', 'optOut', 'payments', 'cancel'] as const;

export function PromisesSection() {
  const { t } = useTranslation('marketing');
  return (
    <section id="promises" className="mk-section mk-promises" aria-labelledby="mk-promises-title">
      <Container>
        <h2 id="mk-promises-title">{t('promises.title')}</h2>
        <ul className="mk-promises__list">
          {PROMISES.map((key) => (
            <li key={key} className="mk-promises__item" data-testid={`promise-${key}`}>
              <h3>{t(`promises.items.${key}.title`)}</h3>
              <p>
                <Trans t={t} i18nKey={`promises.items.${key}.text`} components={{ optOut: <Link to="/opt-out" /> }} />
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
