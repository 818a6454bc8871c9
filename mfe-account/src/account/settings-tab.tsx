import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { setLanguage, SUPPORTED_LANGUAGES } from '@mailscout/i18n';
import { Button, Card } from '@mailscout/ui';
import { LinkButton } from '../common/link-button';
import { useLanguage } from '../i18n/use-language';
import { useReminderPreference } from './reminder-preference';

/** DECISIONS §7 Settings: language, email preferences, log out, and account deletion via /opt-out (spec §6). */
export function SettingsTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [reminders, setReminders] = useReminderPreference();
  const remindersNoteId = useId();

  return (
    <>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.languageHeading')}</h3>
        <fieldset className="ac-choices">
          <legend className="ac-choices__legend">{t('settings.languageLegend')}</legend>
          {SUPPORTED_LANGUAGES.map((option) => (
            <label key={option} className="ac-choice" lang={option}>
              <input type="radio" name="ac-language" value={option} checked={language === option} onChange={() => void setLanguage(option)} />
              {t(`settings.languages.${option}`)}
            </label>
          ))}
        </fieldset>
      </Card>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.emailHeading')}</h3>
        <label className="ac-choice">
          <input type="checkbox" checked={reminders} onChange={(event) => setReminders(event.target.checked)} aria-describedby={remindersNoteId} />
          {t('settings.reminders')}
        </label>
        <p id={remindersNoteId} className="ac-muted">
          {t('settings.remindersNote')}
        </p>
      </Card>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.sessionHeading')}</h3>
        <Button variant="secondary" onClick={() => void signOut().then(() => navigate('/'))}>
          {t('settings.logOut')}
        </Button>
      </Card>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.deleteHeading')}</h3>
        <p>{t('settings.deleteText')}</p>
        {/* Spec §6: deletion goes through the opt-out page, never by hand. */}
        <LinkButton to="/opt-out" variant="destructive">
          {t('settings.deleteLink')}
        </LinkButton>
      </Card>
    </>
  );
}
