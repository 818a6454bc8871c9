import { useTranslation } from 'react-i18next';
import { MarketingSection, type IconComponent } from '@mailscout/ui';

export interface CardItem {
  key: string;
  /** Decorative: the card's title says what it means. */
  icon: IconComponent;
}

interface CardGridSectionProps {
  /** The section's anchor (the shell's navigation links to some of them). */
  id: string;
  /** Translation prefix: `<prefix>.title`, `<prefix>.intro`, `<prefix>.items.<key>.{title,text}`, optional `<prefix>.note`. */
  prefix: string;
  items: readonly CardItem[];
  note?: boolean;
  /** Narrower cards, so that five fit in one row on a desktop. */
  compact?: boolean;
  tone?: 'plain' | 'muted';
}

/** A titled grid of cards with icons; Features, What You Could Discover and Why Use share it. */
export function CardGridSection({ id, prefix, items, note, compact, tone }: CardGridSectionProps) {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id={id} title={t(`${prefix}.title`)} lead={t(`${prefix}.intro`)} tone={tone} className="mk-section">
      <ul className={compact ? 'mk-cards mk-cards--compact' : 'mk-cards'}>
        {items.map(({ key, icon: ItemIcon }) => (
          <li key={key} className="mk-card">
            <span className="mk-card__icon">
              <ItemIcon size={22} aria-hidden="true" />
            </span>
            <h3>{t(`${prefix}.items.${key}.title`)}</h3>
            <p>{t(`${prefix}.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      {note ? <p className="mk-section__note">{t(`${prefix}.note`)}</p> : null}
    </MarketingSection>
  );
}
