import { useTranslation } from 'react-i18next';
import { MarketingPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { FaqSection } from '../faq/faq-section';
import { HeroSection } from '../hero/hero-section';
import { PhoneSearchSection } from '../phone/phone-search-form';
import { PromisesSection } from '../promises/promises-section';
import { DiscoverSection, FeaturesSection, WhyUseSection } from '../sections/home-sections';
import { HowItWorksSection } from '../sections/how-it-works-section';
import { LatestResultsTicker } from '../ticker/latest-results-ticker';
import './home-page.css';

/** docs/product.md#screens home: hero with the search (and the honest promises of docs/decisions.md#company-identity), How It Works, Features, Discover, Why Use, ticker, FAQ. */
export function HomePage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('pageTitle'));
  return (
    <MarketingPageTemplate hero={<HeroSection />} className="mk-home">
      <PromisesSection />
      <HowItWorksSection />
      <FeaturesSection />
      <DiscoverSection />
      <WhyUseSection />
      <PhoneSearchSection />
      <LatestResultsTicker />
      <FaqSection />
    </MarketingPageTemplate>
  );
}
