import { useId } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sourceNameKey, type SourceId } from '@mailscout/contracts';
import { usePublicConfig } from '@mailscout/public-config';
import { correctableSources } from './source-pages';

interface NextStepsProps {
  /** The report's sources and their states; none for an opted-out address. */
  sources: ReadonlyArray<{ source: string; state: string }>;
}

/** What the owner can do about it (docs/decisions.md#self-check): correct a datum at its source (ours: by mail to support), or opt out. */
export function NextSteps({ sources }: NextStepsProps) {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('report');
  const headingId = useId();
  const correctable = correctableSources(sources);
  const publicConfig = usePublicConfig();
  // The records index is MailScout's own: a correction of it is written to support.
  const fromRecords = sources.some((progress) => progress.source === 'records' && progress.state === 'found');
  const supportEmail = publicConfig.status === 'ready' ? publicConfig.config.supportEmail : null;
  return (
    <section className="md-section" aria-labelledby={headingId} data-testid="my-data-next-steps">
      <h2 id={headingId} className="md-section__title">
        {t('myData.next.heading')}
      </h2>
      {correctable.length > 0 ? (
        <>
          <p>{t('myData.next.correct')}</p>
          <ul className="md-links">
            {correctable.map(({ source, url }) => (
              <li key={source}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('myData.next.sourcePage', { source: tr(sourceNameKey('report', source as SourceId), { defaultValue: source }) })}
                  <span className="ms-visually-hidden">{t('myData.next.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {fromRecords && supportEmail ? (
        <p>
          {t('myData.next.records')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      ) : null}
      <p>
        {t('myData.next.optOut')} <Link to={PAGES.optOut}>{t('myData.next.optOutLink')}</Link>
      </p>
    </section>
  );
}
