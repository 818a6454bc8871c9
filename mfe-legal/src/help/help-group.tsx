import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpQuestion } from './help-question';

export type HelpGroupName = 'subscription' | 'selfHelp' | 'support' | 'overview';

interface QuestionTexts {
  question: string;
  answer: string[];
}

/** One of the help centre's four groups (docs/product.md#help-and-faq): a heading, optional lead, and its questions. */
export function HelpGroup({ name, id, lead, children, figures }: {
  name: HelpGroupName;
  id: string;
  lead?: ReactNode;
  /** Shown instead of the questions (the support group while the address loads). */
  children?: ReactNode;
  figures?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('legal');
  const items = t(`help.groups.${name}.items`, { returnObjects: true }) as Record<string, QuestionTexts>;
  return (
    <section id={id} className="lg-help__group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`help.groups.${name}.title`)}</h2>
      {lead}
      {children ?? (
        <div className="lg-help__questions">
          {Object.entries(items).map(([key, item]) => (
            <HelpQuestion key={key} id={`${id}-${key}`} question={item.question} answer={item.answer} figures={figures} />
          ))}
        </div>
      )}
    </section>
  );
}
