import { useTranslation } from 'react-i18next';
import { Card, Container } from '@mailscout/ui';
import './home-page.css';

type Step = { title: string; text: string };

export function HomePage() {
  const { t } = useTranslation('marketing');
  const steps = t('howItWorks.steps', { returnObjects: true }) as Step[];
  return (
    <div className="mk-home">
      <section className="mk-hero" id="search">
        <Container>
          <h1 className="mk-hero__title">{t('hero.title')}</h1>
          <p className="mk-hero__subtitle">{t('hero.subtitle')}</p>
          <p className="mk-hero__claim">{t('hero.claim')}</p>
          {__BUILD_LABEL__ ? (
            <p className="mk-build-label" data-testid="build-label">
              {t('buildLabel', { label: __BUILD_LABEL__ })}
            </p>
          ) : null}
        </Container>
      </section>
      <Container>
        <section id="how-it-works" className="mk-section" aria-labelledby="how-title">
          <h2 id="how-title">{t('howItWorks.title')}</h2>
          <ol className="mk-steps">
            {steps.map((step) => (
              <li key={step.title}>
                <Card>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </Card>
              </li>
            ))}
          </ol>
        </section>
        <section id="features" className="mk-section" aria-labelledby="features-title">
          <h2 id="features-title">{t('features.title')}</h2>
          <p>{t('features.text')}</p>
        </section>
        <section id="why-use" className="mk-section" aria-labelledby="why-title">
          <h2 id="why-title">{t('whyUse.title')}</h2>
          <p>{t('whyUse.text')}</p>
        </section>
        <section id="faq" className="mk-section" aria-labelledby="faq-title">
          <h2 id="faq-title">{t('faq.title')}</h2>
          <p>{t('faq.text')}</p>
        </section>
      </Container>
    </div>
  );
}
