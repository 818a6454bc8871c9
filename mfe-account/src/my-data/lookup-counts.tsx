import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfCheckLookups } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';

/** 'November 2026' / 'November 2026' from 'YYYY-MM', in the page's language. */
function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * How often the address was looked up per month over the last 12 months (docs/decisions.md#self-check): a real
 * table with a caption and column headers so screen readers read each count with its month.
 * Counts only: the API never says who looked.
 */
export function LookupCounts({ lookups }: { lookups: SelfCheckLookups }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const headingId = useId();
  // Newest month first: what happened lately is what the owner looks for.
  const months = [...lookups.months].reverse();
  return (
    <section className="md-section" aria-labelledby={headingId} data-testid="lookup-counts">
      <h2 id={headingId} className="md-section__title">
        {t('myData.lookups.heading')}
      </h2>
      <p className="ac-muted">{t('myData.lookups.intro')}</p>
      <p className="md-lookups__total">
        {lookups.searches + lookups.reports === 0 ? t('myData.lookups.none') : t('myData.lookups.total', { searches: t('myData.lookups.searchCount', { count: lookups.searches }), reports: t('myData.lookups.reportCount', { count: lookups.reports }) })}
      </p>
      <div className="md-table-wrap">
        <table className="md-table">
          <caption className="ms-visually-hidden">{t('myData.lookups.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('myData.lookups.month')}</th>
              <th scope="col">{t('myData.lookups.searches')}</th>
              <th scope="col">{t('myData.lookups.reports')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month.month, language)}</th>
                <td>{month.searches}</td>
                <td>{month.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
