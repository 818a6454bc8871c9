import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo } from '@mailscout/embedded-mongo';

/**
 * One embedded MongoDB server per test file (or a real one from MONGODB_TEST_URI), and a fresh
 * database name per test, reached through the official driver like the API reaches it.
 */
export function withTestMongo() {
  let server: { uri: string; stop(): Promise<void> } | undefined;
  let base = process.env.MONGODB_TEST_URI ?? '';
  const clients: MongoClient[] = [];

  beforeAll(async () => {
    if (!base) {
      const started = await startEmbeddedMongo({ port: 0, memory: true });
      server = started;
      base = started.uri;
    }
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await server?.stop();
  });

  return {
    /** A URI naming a database no other test uses. */
    uri(): string {
      const url = new URL(base);
      url.pathname = `/test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      return url.toString();
    },
    async db(): Promise<Db> {
      const client = new MongoClient(this.uri());
      clients.push(client);
      await client.connect();
      return client.db();
    },
  };
}
