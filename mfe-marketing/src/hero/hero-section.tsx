import { useTranslation } from 'react-i18next';
import { Container } from '@mailscout/ui';
import { SearchForm } from '../search/search-form';
import { ExampleReport } from './example-report';
import { MarketingClaim } from './marketing-claim';
import './hero-section.css';

export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <section className="mk-hero" id="search" aria-labelledby="mk-hero-title">
      <Container className="mk-hero__grid">
        <div className="mk-hero__main">
          <h1 id="mk-hero-title" className="mk-hero__title">
            {t('hero.title')}
          </h1>
          <p className="mk-hero__subtitle">{t('hero.subtitle')}</p>
          <SearchForm />
          <MarketingClaim />
          {__BUILD_LABEL__ ? (
            <p className="mk-build-label" data-testid="build-label">
              {t('buildLabel', { label: __BUILD_LABEL__ })}
            </p>
          ) : null}
        </div>
        <div className="mk-hero__aside">
          <ExampleReport />
        </div>
      </Container>
    </section>
  );
}
