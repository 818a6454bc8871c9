import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@mailscout/contracts';
import { Button, Spinner } from '@mailscout/ui';
import { ErrorAlert, FormError, StatusMessage } from '../common/feedback';
import type { Resource } from '../common/as-resource';
import { useRenewalReminders } from './use-renewal-reminders';

interface RenewalRemindersSettingProps {
  me: Resource<MeResponse>;
  reload: () => void;
  /** The server holds a new choice: the page's copy of /api/me follows it. */
  onSaved: (enabled: boolean) => void;
}

function RenewalRemindersChoice({ saved, onSaved }: { saved: boolean; onSaved: (enabled: boolean) => void }) {
  const { t } = useTranslation('account');
  const noteId = useId();
  const { enabled, status, change } = useRenewalReminders(saved, onSaved);
  return (
    <>
      <label className="ac-choice">
        <input type="checkbox" checked={enabled} onChange={(event) => void change(event.target.checked)} aria-describedby={noteId} />
        {t('settings.reminders')}
      </label>
      <p id={noteId} className="ac-muted">
        {t('settings.remindersNote')}
      </p>
      {status.kind === 'saved' ? <StatusMessage tone="success">{t(status.enabled ? 'settings.remindersOn' : 'settings.remindersOff')}</StatusMessage> : null}
      {status.kind === 'failed' ? (
        <FormError>
          {t('settings.remindersSaveError')} {status.reason}
        </FormError>
      ) : null}
    </>
  );
}

/** The renewal-reminder checkbox of the Settings tab, as the account has it (GET /api/me). */
export function RenewalRemindersSetting({ me, reload, onSaved }: RenewalRemindersSettingProps) {
  const { t } = useTranslation('account');
  if (me.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (me.status === 'error') {
    return (
      <ErrorAlert>
        <p>{t('settings.remindersLoadError')}</p>
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('common.retry')}
        </Button>
      </ErrorAlert>
    );
  }
  return <RenewalRemindersChoice saved={me.data.preferences.renewalReminders} onSaved={onSaved} />;
}
