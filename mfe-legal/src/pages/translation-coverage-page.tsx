import { useTranslation } from 'react-i18next';
import { setLanguage, SUPPORTED_LANGUAGES } from '@mailscout/i18n';
import { Button, DocumentPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { IDENTICAL_ALLOWED } from '../coverage/compare-translations';
import { KeyList } from '../coverage/key-list';
import { KNOWN_NAMESPACES, useTranslationCoverage } from '../coverage/use-translation-store';
import { usePageLanguage } from '../legal/use-page-language';
import '../legal/legal.css';
import '../coverage/coverage.css';

/** Language names in their own language (not translated, so they are not i18n keys). */
const AUTONYMS = { en: 'English', de: 'Deutsch' } as const;

/** /test-translation (docs/decisions.md#translation-coverage): missing and untranslated keys per namespace, with a live language switch. */
export function TranslationCoveragePage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('coverage.title'));
  const language = usePageLanguage();
  const coverage = useTranslationCoverage();
  const loaded = coverage.map((row) => row.namespace);
  const notLoaded = KNOWN_NAMESPACES.filter((name) => !loaded.includes(name));
  const list = (items: readonly string[]) => items.join(', ');

  return (
    <div className="lg-page">
      <DocumentPageTemplate title={t('coverage.title')}>
        <div className="lg-coverage">
          <p className="lg-coverage__intro">{t('coverage.intro')}</p>
          <div className="lg-coverage__switch" role="group" aria-label={t('coverage.language')}>
            <span aria-hidden="true">{t('coverage.language')}</span>
            {SUPPORTED_LANGUAGES.map((code) => (
              <Button key={code} variant="secondary" size="sm" lang={code} aria-pressed={language === code} onClick={() => void setLanguage(code)}>
                {AUTONYMS[code]}
              </Button>
            ))}
          </div>
          <div className="lg-coverage__loaded">
            <p data-testid="loaded-namespaces">{t('coverage.loaded', { list: list(loaded) })}</p>
            {notLoaded.length ? (
              <>
                <p data-testid="missing-namespaces">{t('coverage.notLoaded', { list: list(notLoaded) })}</p>
                <p className="lg-coverage__note">{t('coverage.notLoadedNote')}</p>
              </>
            ) : null}
          </div>
          <div className="lg-coverage__table-wrap">
            <table>
              <caption>{t('coverage.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('coverage.namespace')}</th>
                  <th scope="col">{t('coverage.keys')}</th>
                  <th scope="col">{t('coverage.missingEn')}</th>
                  <th scope="col">{t('coverage.missingDe')}</th>
                  <th scope="col">{t('coverage.identical')}</th>
                </tr>
              </thead>
              <tbody>
                {coverage.map((row) => (
                  <tr key={row.namespace} data-testid={`coverage-${row.namespace}`}>
                    <th scope="row">{row.namespace}</th>
                    <td>{row.keys}</td>
                    <td data-testid="missing-en" className={row.missingInEn.length ? 'lg-coverage__bad' : undefined}>
                      {row.missingInEn.length}
                    </td>
                    <td data-testid="missing-de" className={row.missingInDe.length ? 'lg-coverage__bad' : undefined}>
                      {row.missingInDe.length}
                    </td>
                    <td data-testid="identical">{row.identical.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {coverage.map((row) => (
            <details key={row.namespace}>
              <summary>{t('coverage.details', { namespace: row.namespace })}</summary>
              <KeyList label={t('coverage.missingEn')} keys={row.missingInEn} none={t('coverage.none')} />
              <KeyList label={t('coverage.missingDe')} keys={row.missingInDe} none={t('coverage.none')} />
              <KeyList label={t('coverage.identical')} keys={row.identical} none={t('coverage.none')} />
            </details>
          ))}
          <p className="lg-coverage__allow">{t('coverage.allowList', { list: list(IDENTICAL_ALLOWED) })}</p>
        </div>
      </DocumentPageTemplate>
    </div>
  );
}
