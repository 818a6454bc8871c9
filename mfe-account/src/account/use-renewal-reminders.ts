import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../common/error-text';
import { updatePreferences } from './account-api';

/** `reason` is the server's word for a failure, or 'Please try again.' when it said none. */
export type ReminderSaveStatus = { kind: 'idle' } | { kind: 'saved'; enabled: boolean } | { kind: 'failed'; reason: string };

/**
 * The Settings tab's renewal-reminder choice, kept on the account (PUT /api/me/preferences) so
 * the reminder mails follow it. The box changes at once; a failed save puts back what the
 * server holds and says why. When the box is clicked again before an answer came, only the
 * latest change's answer is shown.
 */
export function useRenewalReminders(saved: boolean, onSaved: (enabled: boolean) => void) {
  const { t } = useTranslation('account');
  const [enabled, setEnabled] = useState(saved);
  const [status, setStatus] = useState<ReminderSaveStatus>({ kind: 'idle' });
  const confirmed = useRef(saved);
  const latest = useRef(0);

  async function change(next: boolean) {
    const request = ++latest.current;
    setEnabled(next);
    setStatus({ kind: 'idle' });
    try {
      const { preferences } = await updatePreferences({ renewalReminders: next });
      confirmed.current = preferences.renewalReminders;
      onSaved(preferences.renewalReminders);
      if (request !== latest.current) return;
      setEnabled(preferences.renewalReminders);
      setStatus({ kind: 'saved', enabled: preferences.renewalReminders });
    } catch (error) {
      if (request !== latest.current) return;
      setEnabled(confirmed.current);
      const tryAgain = t('settings.remindersTryAgain');
      setStatus({ kind: 'failed', reason: errorText(error, t, { fallback: tryAgain, unknown: tryAgain }) });
    }
  }

  return { enabled, status, change };
}
