import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The categories without data, one short line per reason instead of a card each (docs/product.md#results). */
export function EmptyCategories({ lines }: { lines: string[] }) {
  const { t } = useTranslation('report');
  const titleId = useId();
  if (lines.length === 0) return null;
  return (
    <section className="fn-rp-gathered" aria-labelledby={titleId} data-testid="empty-categories">
      <h2 id={titleId} className="fn-rp-gathered__title">
        {t('gathered.label')}
      </h2>
      {lines.map((line) => (
        <p key={line} className="fn-rp-gathered__line">
          {line}
        </p>
      ))}
    </section>
  );
}
