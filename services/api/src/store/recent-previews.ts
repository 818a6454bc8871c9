interface Known {
  _id: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The previews this process started or found, by target hash (docs/architecture.md#hot-path): a lookup of the same
 * address within the reuse window is answered the preview's id without asking the database
 * again. Sound because a preview is never changed into another one's and is removed only by its
 * TTL (`expiresAt`, checked here) or by an opt-out, and every lookup checks the suppression list
 * in the database first: an opted-out address never reaches this. What can differ from the
 * database is only which of two previews started at once for one address is shown (both are
 * that address's). Holds keyed hashes and ids, no address; at most `limit` entries, the oldest
 * forgotten first.
 */
export function recentPreviews(limit = 10_000) {
  const known = new Map<string, Known>();
  // Bumped by every forget: a preview read before it is not remembered after it.
  let forgets = 0;
  return {
    /** Taken before a read whose answer will be remembered. */
    stamp: () => forgets,
    /** A preview of the target created at or after `since` and not expired at `now`, if known. */
    find(targetHash: string, since: Date, now = Date.now()): Known | undefined {
      const entry = known.get(targetHash);
      return entry && entry.createdAt >= since && entry.expiresAt.getTime() > now ? entry : undefined;
    },
    remember(targetHash: string, preview: Known, stamp = forgets) {
      if (stamp !== forgets) return;
      const entry = known.get(targetHash);
      if (entry && entry.createdAt >= preview.createdAt) return;
      known.delete(targetHash);
      if (known.size >= limit) known.delete(known.keys().next().value!);
      known.set(targetHash, { _id: preview._id, createdAt: preview.createdAt, expiresAt: preview.expiresAt });
    },
    forget(targetHash: string) {
      forgets += 1;
      known.delete(targetHash);
    },
  };
}
