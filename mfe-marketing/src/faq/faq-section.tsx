import { useTranslation } from 'react-i18next';
import { MarketingSection } from '@mailscout/ui';
import { FaqItem } from './faq-item';
import './faq-section.css';

/** docs/product.md#help-and-faq FAQ: seven questions, in this order. */
export const FAQ_KEYS = ['what', 'legal', 'accuracy', 'corporate', 'notified', 'cancel', 'international'] as const;

export function FaqSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="faq" title={t('faq.title')} lead={t('faq.intro')} className="mk-section">
      <div className="mk-faq">
        {FAQ_KEYS.map((key) => (
          <FaqItem key={key} id={`mk-faq-${key}`} question={t(`faq.items.${key}.question`)} answer={t(`faq.items.${key}.answer`)} />
        ))}
      </div>
    </MarketingSection>
  );
}
