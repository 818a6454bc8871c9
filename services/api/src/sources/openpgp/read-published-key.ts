import { readKeys } from 'openpgp';
import type { KeyValue } from '@mailscout/contracts';

export interface PublishedKey extends KeyValue {
  /** The names the user IDs give (the part before the address). */
  names: string[];
}

/**
 * The keys of an ASCII-armoured answer, read with OpenPGP.js rather than by hand: fingerprint,
 * creation time, and the user IDs the keyserver published (keys.openpgp.org publishes only the
 * ones whose address was verified). Throws when the text is not an OpenPGP key.
 */
export async function readPublishedKeys(armoredKeys: string): Promise<PublishedKey[]> {
  const keys = await readKeys({ armoredKeys });
  return keys.map((key) => {
    const users = key.users.flatMap((user) => (user.userID ? [user.userID] : []));
    const created = key.getCreationTime();
    return {
      fingerprint: key.getFingerprint().toUpperCase(),
      userIds: users.map((u) => u.userID).filter(Boolean),
      createdAt: Number.isNaN(created.getTime()) ? null : created.toISOString(),
      names: users.map((u) => u.name.trim()).filter(Boolean),
    };
  });
}
