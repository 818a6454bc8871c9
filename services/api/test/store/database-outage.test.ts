import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@mailscout/embedded-mongo';
import { build } from '../helper';

/** docs/operations.md#health: the API survives the database going away and comes back by itself. */
describe('database outage', () => {
  jest.setTimeout(40_000);

  it('reports the database in health, answers 503 while it is down, and recovers within 5 s of its return', async () => {
    const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'));
    let server = await startEmbeddedMongo({ port: 0, dbPath });
    const port = server.port;
    const api = await build({
      mongoUri: `mongodb://127.0.0.1:${port}/outage`,
      routes: async (app) => {
        app.get('/who', async () => ({ found: (await app.store.users.findByEmail('a@b.co')) !== null }));
      },
    });
    await api.store.users.findOrCreate('a@b.co');
    expect((await api.inject({ url: '/api/health' })).json().checks.database).toBe('ok');

    await server.stop();
    const down = await api.inject({ url: '/api/test/who' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' });
    const health = await api.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.database).toBe('down');

    server = await startEmbeddedMongo({ port, dbPath });
    const back = Date.now();
    let answer = await api.inject({ url: '/api/test/who' });
    while (answer.statusCode !== 200 && Date.now() - back < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await api.inject({ url: '/api/test/who' });
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ found: true }); // the data survived the restart on disk
    await api.close();
    await server.stop();
  });
});
