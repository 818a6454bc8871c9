import { MongoClient, type Db } from 'mongodb';

export interface StoreConnection {
  client: MongoClient;
  db: Db;
}

/** Thrown at start when the database cannot be reached: says where and what to do. */
export class StoreConnectionError extends Error {
  override readonly name = 'StoreConnectionError';
}

function describe(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.protocol}//${url.host}${url.pathname}`; // no credentials
  } catch {
    return 'the configured MONGODB_URI';
  }
}

/**
 * Connects with the official driver (the only path to the data, docs/conventions.md#environment). The driver
 * reconnects by itself after an outage; while the server is away, operations fail after
 * `serverSelectionTimeoutMS` and the error handler answers 503.
 */
export async function connectStore(uri: string, options: { serverSelectionTimeoutMS?: number } = {}): Promise<StoreConnection> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 3000,
    connectTimeoutMS: 3000,
    appName: 'mailscout-api',
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new StoreConnectionError(
      `Cannot connect to MongoDB at ${describe(uri)}: ${error instanceof Error ? error.message : String(error)}. ` +
        'Start the embedded server (`pnpm start` does) or set MONGODB_URI to a reachable deployment.',
    );
  }
  return { client, db: client.db() };
}
