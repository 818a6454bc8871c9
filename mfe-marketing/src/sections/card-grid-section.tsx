import { useTranslation } from 'react-i18next';
import { Container } from '@mailscout/ui';

interface CardGridSectionProps {
  /** The section's anchor (the shell's navigation links to some of them). */
  id: string;
  /** Translation prefix: `<prefix>.title`, `<prefix>.intro`, `<prefix>.items.<key>.{title,text}`, optional `<prefix>.note`. */
  prefix: string;
  items: readonly string[];
  note?: boolean;
  /** Narrower cards, so that five fit in one row on a desktop. */
  compact?: boolean;
}

/** A titled grid of cards; Features, What You Could Discover and Why Use share it. */
export function CardGridSection({ id, prefix, items, note, compact }: CardGridSectionProps) {
  const { t } = useTranslation('marketing');
  const titleId = `mk-${id}-title`;
  return (
    <section id={id} className="mk-section" aria-labelledby={titleId}>
      <Container>
        <h2 id={titleId}>{t(`${prefix}.title`)}</h2>
        <p className="mk-section__intro">{t(`${prefix}.intro`)}</p>
        <ul className={compact ? 'mk-cards mk-cards--compact' : 'mk-cards'}>
          {items.map((key) => (
            <li key={key} className="mk-card">
              <h3>{t(`${prefix}.items.${key}.title`)}</h3>
              <p>{t(`${prefix}.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        {note ? <p className="mk-section__note">{t(`${prefix}.note`)}</p> : null}
      </Container>
    </section>
  );
}
