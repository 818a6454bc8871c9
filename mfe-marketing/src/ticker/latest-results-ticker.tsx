import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container } from '@mailscout/ui';
import { lookupDetails } from './lookup-details';
import { MaskedAddress } from './masked-address';
import { ProviderIcon } from './provider-icon';
import { lookupKey } from './ticker-window';
import type { RecentLookup } from './recent-lookups-schema';
import { useRecentLookups } from './use-recent-lookups';
import './latest-results-ticker.css';

/** Coarse on purpose (docs/decisions.md#ticker): no exact time, only the day or the week. */
const PERIOD_KEYS = { today: 'ticker.periods.today', 'this-week': 'ticker.periods.thisWeek' } as const satisfies Record<RecentLookup['period'], string>;

/** docs/product.md#screens latest-results ticker, made honest by docs/decisions.md#ticker; hidden when there is nothing real to show. */
export function LatestResultsTicker() {
  const { t } = useTranslation('marketing');
  const [paused, setPaused] = useState(false);
  const state = useRecentLookups(paused);
  if (state.status !== 'ready' || state.window.visible.length === 0) return null;

  return (
    // The design system's section spacing, with a labelled landmark (MarketingSection labels only its own h2).
    <section id="latest-results" className="ms-template__section mk-section mk-ticker" aria-labelledby="mk-ticker-title" data-testid="ticker">
      <Container>
        <div className="mk-ticker__head">
          <h2 className="ms-section-title" id="mk-ticker-title">{t('ticker.title')}</h2>
          <Button variant="secondary" size="sm" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {t('ticker.pause')}
          </Button>
        </div>
        <p className="mk-ticker__intro">{t('ticker.intro')}</p>
        <ol className="mk-ticker__list">
          {state.window.visible.map((item) => {
            const details = lookupDetails(item, t);
            return (
              <li key={lookupKey(item)} className="mk-ticker__item" data-testid="ticker-item">
                <ProviderIcon provider={item.provider} label={t(`ticker.providers.${item.provider}`)} />
                <span className="mk-ticker__body">
                  <MaskedAddress value={item.maskedEmail} />
                  {details ? <span className="mk-ticker__details">{details}</span> : null}
                </span>
                <span className="mk-ticker__period">{t(PERIOD_KEYS[item.period])}</span>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
