import { useTranslation } from 'react-i18next';
import './example-report.css';

/** The rows of the illustration: what a real report's summary shows, each with the source that fills it. */
const ROWS = ['accounts', 'breaches', 'type', 'location'] as const;

/**
 * The hero's picture of a report (docs/conventions.md#design-system): built from markup rather than an image, labelled
 * "Example report" in sight and for screen readers, with a made-up person at the reserved
 * domain example.com, so it can never be read as a real person's data.
 */
export function ExampleReport() {
  const { t } = useTranslation('marketing');
  return (
    <figure className="mk-example" aria-labelledby="mk-example-caption" data-testid="example-report">
      <div className="mk-example__card">
        <p className="mk-example__badge">{t('example.badge')}</p>
        <div className="mk-example__person">
          <span className="mk-example__avatar" aria-hidden="true">
            AE
          </span>
          <div className="mk-example__who">
            <p className="mk-example__name">{t('example.name')}</p>
            <p className="mk-example__email">alex@example.com</p>
          </div>
        </div>
        <dl className="mk-example__facts">
          {ROWS.map((row) => (
            <div key={row} className="mk-example__fact">
              <dt>{t(`example.rows.${row}.label`)}</dt>
              <dd>
                <span className="mk-example__value">{t(`example.rows.${row}.value`)}</span>
                <span className="mk-example__source">{t(`example.rows.${row}.source`)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption id="mk-example-caption" className="mk-example__caption">
        {t('example.caption')}
      </figcaption>
    </figure>
  );
}
