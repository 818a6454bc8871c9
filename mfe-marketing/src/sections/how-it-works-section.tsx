import { useTranslation } from 'react-i18next';
import { Icon, MarketingSection } from '@mailscout/ui';

/** docs/product.md#screens: three steps — enter email, instant processing, get results. */
const STEPS = [
  { key: 'enter', icon: Icon.Mail },
  { key: 'process', icon: Icon.Search },
  { key: 'results', icon: Icon.FileText },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="how-it-works" title={t('howItWorks.title')} tone="muted" className="mk-section">
      <ol className="mk-steps">
        {STEPS.map(({ key, icon: StepIcon }, index) => (
          <li key={key} className="mk-card mk-steps__item">
            <div className="mk-steps__marks" aria-hidden="true">
              <span className="mk-steps__number">{index + 1}</span>
              <StepIcon size={22} className="mk-steps__icon" />
            </div>
            <h3>{t(`howItWorks.steps.${key}.title`)}</h3>
            <p>{t(`howItWorks.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
