import fp from 'fastify-plugin';
import { connectStore } from '../../store/connect';
import { createStore, type Store } from '../../store/create-store';
import { emailHasher } from '../../store/email-hash';
import { suppressionList } from '../../store/suppression-hash';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories, one per collection (MongoDB through the official driver). */
    store: Store;
    /** Keyed hash of a normalised address (codes, audit, caches). */
    hashEmail: (email: string) => string;
    /** The suppression list (docs/decisions.md#opt-out), under its own key with earlier keys still checked. */
    suppression: { suppress(email: string): Promise<void>; isSuppressed(email: string): Promise<boolean> };
  }
}

/**
 * Connects at start (a clear error if the database cannot be reached), creates indexes,
 * reports the database in /api/health, and closes the connection when the app closes.
 */
export default fp(
  async function database(app) {
    const { client, db } = await connectStore(app.config.mongodbUri);
    const store = createStore(db);
    await store.ensureIndexes();
    app.decorate('store', store);
    app.decorate('hashEmail', emailHasher(app.config.secrets.otp));
    app.decorate('suppression', suppressionList(app.config.secrets, store.suppressions));
    app.registerHealthCheck('database', async () => {
      await db.command({ ping: 1 }, { timeoutMS: 1500 });
      return 'ok';
    });
    // docs/operations.md#health: not ready while the database does not answer a ping, quickly.
    app.health.addReadinessCheck('database', () => db.command({ ping: 1 }, { timeoutMS: 1000 }));
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'database', dependencies: ['config', 'health-checks', 'ops'] },
);
