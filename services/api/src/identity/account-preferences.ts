import type { AccountPreferences } from '@mailscout/contracts';
import type { UserDocument } from '../store/repositories/users-repository';

/** What an account that never chose gets: renewal reminders on (the Settings checkbox starts ticked). */
const DEFAULT_PREFERENCES: AccountPreferences = { renewalReminders: true };

/** The account's email choices, defaults filled in for choices it never made. */
export function preferencesOf(user: Pick<UserDocument, 'preferences'> | null): AccountPreferences {
  return { renewalReminders: user?.preferences?.renewalReminders ?? DEFAULT_PREFERENCES.renewalReminders };
}
