import { useTranslation } from 'react-i18next';
import { WATCH_SOURCE_TEXTS, type WatchStatus } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import './watch.css';

const date = (iso: string, language: string) => new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));

/** Whether the address is watched, and until when it stays so without a new proof (text, for a paragraph). */
export function WatchState({ status }: { status: WatchStatus }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (!status.watching || !status.nextCheckAt || !status.provenUntil) return <>{t('watch.off')}</>;
  return <>{t('watch.on', { days: String(status.intervalDays), next: date(status.nextCheckAt, language), until: date(status.provenUntil, language) })}</>;
}

/**
 * docs/decisions.md#watch-my-address: the sources a watch asks, from the one catalogue, each with
 * what it can and cannot see; and that nothing new is not "safe".
 */
export function WatchedSources({ sources }: { sources: WatchStatus['sources'] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const texts = WATCH_SOURCE_TEXTS[language];
  return (
    <>
      <h4 className="ac-section__title">{t('watch.sourcesHeading')}</h4>
      <ul className="ac-watch__sources">
        {sources.map((id) => {
          const text = texts[id];
          if (!text) return null;
          return (
            <li key={id}>
              <strong>{text.name}</strong>
              <br />
              <span>{t('watch.sees', { text: text.sees })}</span>
              <br />
              <span>{t('watch.cannotSee', { text: text.cannotSee })}</span>
            </li>
          );
        })}
      </ul>
      <p className="ac-muted">{t('watch.notSafe')}</p>
    </>
  );
}
