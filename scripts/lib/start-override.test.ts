import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { acceptsConnections, freePort, waitFor } from '@mailscout/test-kit/node';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../services/embedded-mongo/src/index';

const ROOT = path.resolve(__dirname, '..', '..');
// The driver the API uses, from the API's own dependencies (the root has none), typed as far as used here.
interface Driver {
  MongoClient: {
    connect(uri: string): Promise<{
      db(): { listCollections(): { toArray(): Promise<Array<{ name: string }>> }; collection(name: string): { countDocuments(): Promise<number> } };
      close(): Promise<void>;
    }>;
  };
}
const { MongoClient } = createRequire(path.join(ROOT, 'services', 'api', 'package.json'))('mongodb') as Driver;

/**
 * `pnpm start` with an exported MONGODB_URI (README#configuration): a separately started server
 * takes the API's data, and the built-in embedded server is never started. Free ports throughout,
 * so it runs beside anything else.
 */
describe('pnpm start --backend with your own MongoDB', () => {
  let mongo: EmbeddedMongo;
  let start: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ port: 0, memory: true });
  });

  afterAll(async () => {
    if (start?.pid && start.exitCode === null) {
      const exited = new Promise((resolve) => start?.once('exit', resolve));
      process.kill(-start.pid, 'SIGTERM');
      await exited;
    }
    await mongo.stop();
  });

  it('uses it and does not start the embedded server', async () => {
    const ports = Object.fromEntries(
      await Promise.all(
        ['API_PORT', 'EMBEDDED_MONGO_PORT', 'STRIPE_EMULATOR_PORT', 'SOURCE_STUBS_PORT', 'SOURCE_STUBS_DNS_PORT', 'MAILDEV_SMTP_PORT', 'MAILDEV_WEB_PORT'].map(async (name) => [name, String(await freePort())]),
      ),
    ) as Record<string, string>;
    const uri = `${mongo.uri.replace(/\/$/, '')}/mailscout_override`;
    start = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--backend'], {
      cwd: ROOT,
      env: { ...process.env, ...ports, MONGODB_URI: uri, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    await waitFor(() => output.includes("MailScout's API is running") || start?.exitCode !== null, { timeoutMs: 170_000 });
    expect(output).toContain('MongoDB: yours (MONGODB_URI); the embedded server is not started');
    expect(start.exitCode).toBeNull();
    const health = await fetch(`http://127.0.0.1:${ports.API_PORT}/api/health`);
    expect(health.status).toBe(200);
    expect(await acceptsConnections(Number(ports.EMBEDDED_MONGO_PORT))).toBe(false);

    // The synthetic people were seeded into the exported database, and the API keeps its data there.
    const client = await MongoClient.connect(uri);
    try {
      const collections = (await client.db().listCollections().toArray()).map((collection) => collection.name);
      expect(collections).toEqual(expect.arrayContaining(['records', 'sessions']));
      expect(await client.db().collection('records').countDocuments()).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  }, 240_000);
});
