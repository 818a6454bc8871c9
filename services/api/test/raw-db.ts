import { MongoClient, type Document } from 'mongodb';
import type { App } from '../src/app';

const clients: MongoClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/**
 * A collection of an app's database, read raw: what a test checks beside the repositories (which
 * do not hand out their collections).
 */
export async function rawCollection<T extends Document = { _id: unknown } & Document>(api: App, name: string) {
  const client = new MongoClient(api.config.mongodbUri);
  clients.push(client);
  await client.connect();
  return client.db().collection<T>(name);
}
