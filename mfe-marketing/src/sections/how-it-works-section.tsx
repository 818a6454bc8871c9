import { useTranslation } from 'react-i18next';
import { Container } from '@mailscout/ui';

/** Spec §2: three steps — enter email, instant processing, get results. */
const STEPS = ['enter', 'process', 'results'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('marketing');
  return (
    <section id="how-it-works" className="mk-section" aria-labelledby="mk-how-title">
      <Container>
        <h2 id="mk-how-title">{t('howItWorks.title')}</h2>
        <ol className="mk-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="mk-card mk-steps__item">
              <span className="mk-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`howItWorks.steps.${step}.title`)}</h3>
              <p>{t(`howItWorks.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
