import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@mailscout/i18n';
import { useSwitchLanguage } from './use-language-query-sync';

/** The switch in the navigation (docs/decisions.md#language): stored in localStorage, `<html lang>` and `?lng` follow. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const switchLanguage = useSwitchLanguage();
  const current = i18n.resolvedLanguage;
  return (
    <div className="sh-lang" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="sh-lang__option"
          aria-pressed={current === language}
          lang={language}
          title={t(`language.${language}`)}
          onClick={() => switchLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
