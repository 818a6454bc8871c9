import { useTranslation } from 'react-i18next';
import { setLanguage, SUPPORTED_LANGUAGES } from '@mailscout/i18n';

/** The switch in the navigation (DECISIONS §2): stored in localStorage, `<html lang>` follows. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
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
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
