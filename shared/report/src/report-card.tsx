import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportSection } from './report-document';
import { SiteIconSvg } from './site-icon-svg';

function ItemValue({ item }: { item: ReportItem }) {
  const { t } = useTranslation('report');
  if (!item.href) return <span className="fn-rp-item__value">{item.value}</span>;
  return (
    <a className="fn-rp-item__value" href={item.href} target="_blank" rel="noopener noreferrer nofollow">
      {item.value}
      <span className="ms-visually-hidden">{t('view.newTab')}</span>
    </a>
  );
}

/** One card of the results page: its data with the source of each datum, or why there is none. */
export function ReportCard({ section }: { section: ReportSection }) {
  const { t } = useTranslation('report');
  const titleId = useId();
  const unavailable = section.availability === 'unavailable';
  return (
    <section className={`fn-rp-card fn-rp-card--${section.id} fn-rp-card--${section.availability}`} aria-labelledby={titleId} data-testid={`section-${section.id}`}>
      <h2 id={titleId} className="fn-rp-card__title">
        {section.title}
        {unavailable ? <span className="fn-rp-badge">{t('status.unavailableBadge')}</span> : null}
      </h2>
      {section.message ? <p className={`fn-rp-card__message${unavailable ? ' fn-rp-card__message--warn' : ''}`}>{section.message}</p> : null}
      {section.items.length > 0 ? (
        <ul className={`fn-rp-items${section.id === 'photos' ? ' fn-rp-items--photos' : ''}`}>
          {section.items.map((item, index) => (
            <li key={`${item.label ?? ''}${item.value}${index}`} className="fn-rp-item">
              {item.image ? <img className="fn-rp-photo" src={item.image} alt={item.value} width={96} height={96} loading="lazy" referrerPolicy="no-referrer" /> : null}
              <span className="fn-rp-item__main">
                {item.site ? <SiteIconSvg site={item.site} /> : null}
                {item.label ? <span className="fn-rp-item__label">{item.label}: </span> : null}
                <ItemValue item={item} />
              </span>
              {item.details?.length ? (
                <ul className="fn-rp-item__details">
                  {item.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
              {item.provenance ? <span className="fn-rp-item__source">{item.provenance}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
