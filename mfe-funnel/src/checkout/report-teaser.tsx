import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupKind, Preview } from '@mailscout/contracts';
import { Card, Icon, type IconComponent } from '@mailscout/ui';
import { teaserRows, type TeaserCategory } from './teaser-categories';

/** Decorative: the row's text carries the meaning. */
const ICONS: Record<TeaserCategory, IconComponent> = {
  names: Icon.User,
  ages: Icon.Clock,
  genders: Icon.User,
  locations: Icon.MapPin,
  phones: Icon.Phone,
  emails: Icon.Mail,
  usernames: Icon.Fingerprint,
  photos: Icon.Image,
  accounts: Icon.Link,
  breaches: Icon.AlertTriangle,
};

/** At most this many blurred lines per category: enough to read as "there is more", never a list. */
const MAX_BLURRED = 3;

export interface ReportTeaserProps {
  kind: LookupKind;
  /** This tab's free preview of the target; the teaser is not shown without a completed one. */
  preview: Preview | null;
}

/**
 * docs/product.md#payment-stage: beside the card form, what the free preview found, as counts per category with the
 * details blurred. Only the server's counts are shown; the blurred lines are decoration (hidden
 * from screen readers), not data. Nothing is shown while the preview runs or when there is none.
 */
export function ReportTeaser({ kind, preview }: ReportTeaserProps) {
  const { t } = useTranslation('funnel');
  const titleId = useId();
  if (!preview || preview.status !== 'completed') return null;
  const rows = teaserRows(preview);

  return (
    <Card className="fn-tz" data-testid="report-teaser">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="fn-ck-section-title fn-tz__title">
          <Icon.Search size={20} className="fn-tz__icon" />
          {t('checkout.teaser.title')}
        </h2>
        {rows.length === 0 ? (
          <p className="fn-muted fn-tz__empty">{t('checkout.teaser.none', { context: kind })}</p>
        ) : (
          <>
            <ul className="fn-tz__list">
              {rows.map(({ category, count }) => {
                const CategoryIcon = ICONS[category];
                return (
                  <li key={category} className="fn-tz__row" data-testid={`teaser-${category}`}>
                    <span className="fn-tz__label">
                      <CategoryIcon className="fn-tz__icon" size={18} />
                      {/* The searched address or number is not in the counts: 'other' where it could have been (docs/decisions.md#preview-counts). */}
                      {t(`checkout.teaser.categories.${category}`, { count, context: kind })}
                    </span>
                    <span className="fn-tz__blurred" aria-hidden="true">
                      {Array.from({ length: Math.min(count, MAX_BLURRED) }, (_, index) => (
                        <span key={index} className="fn-tz__line" />
                      ))}
                    </span>
                  </li>
                );
              })}
            </ul>
            <p className="fn-muted fn-tz__note">{t('checkout.teaser.note')}</p>
          </>
        )}
      </section>
    </Card>
  );
}
