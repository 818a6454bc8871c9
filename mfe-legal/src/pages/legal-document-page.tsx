import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@mailscout/i18n';
import { usePublicConfig } from '@mailscout/public-config';
import { DocumentPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { legalDocuments, type LegalDocumentName } from '../i18n/translations';
import { ConfigPending } from '../legal/config-pending';
import { legalFigures } from '../legal/legal-figures';
import { LegalContents, LegalDocumentView } from '../legal/legal-document-view';
import { parseLegalDate } from '../legal/parse-legal-date';
import { usePageLanguage } from '../legal/use-page-language';
import '../legal/legal.css';

const UPDATED = { terms: 'termsUpdated', privacy: 'privacyUpdated', cookies: 'cookiesUpdated' } as const;

/**
 * /terms, /privacy and /cookie-policy. Figures and 'last updated' dates come from the public
 * configuration (docs/decisions.md#prices-and-credits), so the text is shown only once it has loaded.
 */
export function LegalDocumentPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${name}.title`));
  const language = usePageLanguage();
  const config = usePublicConfig();

  return (
    <div className="lg-page">
      <DocumentPageTemplate
        title={t(`${name}.title`)}
        // The line is kept (empty) while the date loads, so the text below does not move.
        meta={
          <span data-testid={config.status === 'ready' ? 'last-updated' : undefined}>
            {config.status === 'ready'
              ? t('document.lastUpdated', { date: formatLongDate(parseLegalDate(config.config.legal[UPDATED[name]]), language) })
              : '\u00a0'}
          </span>
        }
        toc={<LegalContents name={name} document={legalDocuments[language][name]} label={t('document.contents')} />}
      >
        {config.status === 'ready' ? (
          <LegalDocumentView name={name} document={legalDocuments[language][name]} figures={legalFigures(config.config, language, t)} />
        ) : (
          <ConfigPending
            status={config.status}
            loadingText={t('document.loading')}
            errorText={t('document.error')}
            retryText={t('document.retry')}
            onRetry={config.retry}
          />
        )}
      </DocumentPageTemplate>
    </div>
  );
}
