import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type MongoClientOptions } from 'mongodb';

export const PACKAGE_DIR = path.resolve(__dirname, '..');

export function makeTempDir(prefix = 'embedded-mongo-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Polls until `check` returns a truthy value (conditions, not sleeps, decide when to go on): the test kit's. */
export { waitFor } from '@mailscout/test-kit/node';

export async function connect(uri: string, options: MongoClientOptions = {}): Promise<MongoClient> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000, ...options });
  await client.connect();
  return client;
}

export function uniqueDbName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
