import type { Db } from 'mongodb';

interface TrialCardDocument {
  _id: string; // keyed hash of the card's fingerprint: the card itself is never stored
  usedAt: Date;
}

/** docs/decisions.md#one-subscription: the trial is once per card where the payment provider gives a card fingerprint. */
export function trialCardsRepository(db: Db) {
  const cards = db.collection<TrialCardDocument>('trial_cards');
  return {
    async ensureIndexes() {
      // The _id index is enough: lookups are by the hash.
    },
    async wasUsed(fingerprintHash: string): Promise<boolean> {
      return (await cards.countDocuments({ _id: fingerprintHash }, { limit: 1 })) > 0;
    },
    async recordUse(fingerprintHash: string) {
      await cards.updateOne({ _id: fingerprintHash }, { $setOnInsert: { usedAt: new Date() } }, { upsert: true });
    },
  };
}
export type TrialCardsRepository = ReturnType<typeof trialCardsRepository>;
