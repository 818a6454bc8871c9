import { useTranslation } from 'react-i18next';
import { CATALOGUE_SOURCES, sourceNameKey } from '@mailscout/contracts';
import { usePublicConfig } from '@mailscout/public-config';
import { DocumentPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { CompanyDetails } from '../about/company-details';
import { ConfigPending } from '../legal/config-pending';
import { RichParagraphs } from '../legal/rich-text';
import '../legal/legal.css';
import '../about/about.css';

const SECTIONS = ['service', 'sources', 'promises'] as const;

/**
 * /about: who runs MailScout, in full, from configuration (docs/decisions.md#company-identity), what the service does, the
 * sources it really asks (docs/decisions.md#sources, from the catalogue: docs/decisions.md#claims-from-catalogue), and its promises: the person searched is not notified,
 * anyone can opt out. No badges, counts or reviews.
 */
export function AboutPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('about.title'));
  const config = usePublicConfig();
  const texts = (key: string) => t(`about.${key}.paragraphs`, { returnObjects: true }) as string[];
  // The sources section names every source of the one catalogue, as a list, before its own
  // paragraphs (docs/decisions.md#claims-from-catalogue): a source added there shows here.
  const paragraphs = (key: string) => (key === 'sources' ? [...CATALOGUE_SOURCES.map((id) => `- ${t(sourceNameKey('legal', id))}`), ...texts(key)] : texts(key));

  return (
    <div className="lg-page">
      <DocumentPageTemplate title={t('about.title')}>
        <div className="lg-about">
          <p className="lg-about__intro">{t('about.intro')}</p>
          <section className="lg-about__section" aria-labelledby="about-company">
            <h2 id="about-company">{t('about.company.title')}</h2>
            {config.status === 'ready' ? (
              <CompanyDetails company={config.config.company} />
            ) : (
              <ConfigPending
                status={config.status}
                loadingText={t('about.company.loading')}
                errorText={t('about.company.error')}
                retryText={t('document.retry')}
                onRetry={config.retry}
              />
            )}
          </section>
          {SECTIONS.map((key) => (
            <section key={key} className="lg-about__section" aria-labelledby={`about-${key}`}>
              <h2 id={`about-${key}`}>{t(`about.${key}.title`)}</h2>
              <RichParagraphs paragraphs={paragraphs(key)} figures={{}} />
            </section>
          ))}
        </div>
      </DocumentPageTemplate>
    </div>
  );
}
