import { MongoClient, type Document } from 'mongodb';
import type { App } from '../src/app';

// One client per app and test (tests poll collections in loops), all closed after each test.
const clients = new Map<App, Promise<MongoClient>>();
afterEach(async () => {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map(async (client) => (await client).close()));
});

/**
 * A collection of an app's database, read raw: what a test checks or arranges beside the
 * repositories (which do not hand out their collections).
 */
export async function rawCollection<T extends Document = { _id: unknown } & Document>(api: App, name: string) {
  let client = clients.get(api);
  if (!client) {
    client = new MongoClient(api.config.mongodbUri).connect();
    clients.set(api, client);
  }
  return (await client).db().collection<T>(name);
}
