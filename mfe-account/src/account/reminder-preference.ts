import { useState } from 'react';

const STORAGE_KEY = 'mailscout.account.reminderEmails';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The reminder-email choice of the Settings tab. The API has no preference endpoint yet, so it
 * is kept in this browser only (the tab says so); it moves to the account when one exists.
 */
export function useReminderPreference(): [boolean, (value: boolean) => void] {
  const [enabled, setEnabled] = useState(read);
  const update = (value: boolean) => {
    setEnabled(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
  };
  return [enabled, update];
}
