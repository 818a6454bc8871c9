import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDocument } from './report-document';

/**
 * The top of the report (docs/product.md#results): who the sources say this is (name and photo, each with
 * the source that gave it), the address searched, when and how long, and the key facts with
 * their sources. Nothing is shown that no source found.
 */
export function ReportSummaryHeader({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation('report');
  const { summary } = doc;
  const factsId = useId();
  return (
    <section className="fn-rp-summary" aria-label={t('summary.label')} data-testid="report-summary">
      <div className="fn-rp-summary__identity">
        {summary.photo ? (
          <figure className="fn-rp-summary__figure">
            <img className="fn-rp-summary__photo" src={summary.photo.url} alt={summary.photo.alt} width={88} height={88} referrerPolicy="no-referrer" />
            <figcaption className="fn-rp-summary__from">{summary.photo.from}</figcaption>
          </figure>
        ) : null}
        <div className="fn-rp-summary__who">
          {summary.name ? (
            <>
              <p className="fn-rp-summary__name">{summary.name.value}</p>
              <p className="fn-rp-summary__from">{summary.name.from}</p>
            </>
          ) : (
            <p className="fn-rp-summary__no-name">{summary.noName}</p>
          )}
        </div>
      </div>
      <div className="fn-rp-summary__scan">
        <p className="fn-rp-summary__target">
          <span className="fn-rp-summary__label">{summary.searchedLabel}: </span>
          <span className="fn-target">{doc.target}</span>
        </p>
        <p className="fn-rp__meta">{doc.duration}</p>
        <p className="fn-rp__meta">{doc.date}</p>
        <p className="fn-rp__meta fn-muted">{doc.availableUntil}</p>
      </div>
      {summary.facts.length > 0 ? (
        <>
          <h2 id={factsId} className="ms-visually-hidden">
            {t('summary.factsLabel')}
          </h2>
          <ul className="fn-rp-facts" aria-labelledby={factsId}>
            {summary.facts.map((fact) => (
              <li key={fact.id} className="fn-rp-fact" data-fact={fact.id}>
                <span className="fn-rp-fact__value">{fact.value}</span>
                <span className="fn-rp-fact__source">{fact.sources}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="fn-rp-summary__no-facts">{summary.noFacts}</p>
      )}
    </section>
  );
}
