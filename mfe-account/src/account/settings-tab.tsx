import { useNavigate } from 'react-router-dom';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import type { MeResponse } from '@mailscout/contracts';
import { setLanguage, SUPPORTED_LANGUAGES, useLanguage } from '@mailscout/i18n';
import { Button, Card } from '@mailscout/ui';
import { LinkButton } from '../common/link-button';
import type { Resource } from '../common/as-resource';
import { ExportDataCard } from './export-data-card';
import { RenewalRemindersSetting } from './renewal-reminders-setting';
import { WatchOwnAddress } from '../watch/watch-own-address';

interface SettingsTabProps {
  me: Resource<MeResponse>;
  reload: () => void;
  onRemindersSaved: (enabled: boolean) => void;
}

/** docs/decisions.md#settings-tab Settings: language, email preferences, the account's data to download (docs/decisions.md#account-export), log out, and account deletion via /opt-out (docs/product.md#roles). */
export function SettingsTab({ me, reload, onRemindersSaved }: SettingsTabProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { signOut } = useAuth();
  const navigate = useNavigate();

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
        <RenewalRemindersSetting me={me} reload={reload} onSaved={onRemindersSaved} />
        <WatchOwnAddress />
      </Card>
      <ExportDataCard />
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.sessionHeading')}</h3>
        <Button variant="secondary" onClick={() => void signOut().then(() => navigate('/'))}>
          {t('settings.logOut')}
        </Button>
      </Card>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('settings.deleteHeading')}</h3>
        <p>{t('settings.deleteText')}</p>
        {/* docs/product.md#roles: deletion goes through the opt-out page, never by hand. */}
        <LinkButton to={PAGES.optOut} variant="destructive">
          {t('settings.deleteLink')}
        </LinkButton>
      </Card>
    </>
  );
}
