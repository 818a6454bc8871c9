import { emailHasher } from './email-hash';

/**
 * The suppression list's hashes of an address (docs/decisions.md#opt-out): the current key's, which a new
 * opt-out is stored under, then every previous key's, and the code secret's hash that entries
 * from before the list had its own key were stored under. A check looks for any of them, so a
 * key rotation never un-suppresses anyone.
 */
export function suppressionHasher(keys: { current: string; previous: readonly string[]; legacy: string }) {
  const current = emailHasher(`suppression:${keys.current}`);
  const older = [...keys.previous.map((key) => emailHasher(`suppression:${key}`)), emailHasher(keys.legacy)];
  return {
    current,
    all: (email: string) => [current(email), ...older.map((hash) => hash(email))],
  };
}

/** The suppression list as a check and a write, for a process that has the config and the store. */
export function suppressionList(
  secrets: { suppression: string; previousSuppression: readonly string[]; otp: string },
  suppressions: { add(hash: string): Promise<void>; hasAny(hashes: readonly string[]): Promise<boolean> },
) {
  const hashes = suppressionHasher({ current: secrets.suppression, previous: secrets.previousSuppression, legacy: secrets.otp });
  return {
    suppress: (email: string) => suppressions.add(hashes.current(email)),
    isSuppressed: (email: string) => suppressions.hasAny(hashes.all(email)),
  };
}
