import { useTranslation } from 'react-i18next';
import { Container } from '@mailscout/ui';
import { FaqItem } from './faq-item';
import './faq-section.css';

/** Spec §2 FAQ: seven questions, in this order. */
export const FAQ_KEYS = ['what', 'legal', 'accuracy', 'corporate', 'notified', 'cancel', 'international'] as const;

export function FaqSection() {
  const { t } = useTranslation('marketing');
  return (
    <section id="faq" className="mk-section" aria-labelledby="mk-faq-title">
      <Container>
        <h2 id="mk-faq-title">{t('faq.title')}</h2>
        <p className="mk-section__intro">{t('faq.intro')}</p>
        <div className="mk-faq">
          {FAQ_KEYS.map((key) => (
            <FaqItem key={key} id={`mk-faq-${key}`} question={t(`faq.items.${key}.question`)} answer={t(`faq.items.${key}.answer`)} />
          ))}
        </div>
      </Container>
    </section>
  );
}
