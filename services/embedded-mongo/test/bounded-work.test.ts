/**
 * Background work takes turns with commands (docs/architecture.md#embedded-mongo): a TTL burst is
 * deleted in batches that yield to the event loop, and a snapshot starts without file work on the
 * command path (its new journal is created off the event loop, taking records at once). Behaviour
 * only: how long commands wait is measured by bench/pause-bench.ts, not asserted here.
 */
import fs from 'node:fs';
import { keyString } from '../src/bson/key-string';
import { Engine, type EngineOptions } from '../src/engine';
import { makeTempDir } from './helpers';

const BURST = 20_000;

function engineOptions(overrides: Partial<EngineOptions> = {}): EngineOptions {
  return { memory: true, dbPath: '', sync: false, compactThresholdBytes: 1 << 30, repair: false, log: () => undefined, ...overrides };
}

function fillExpiring(engine: Engine, count: number, expiresAt: Date) {
  const { collection } = engine.catalog.ensure('app', 'sessions');
  collection.createIndex({ key: { expiresAt: 1 }, name: 'expiresAt_1', expireAfterSeconds: 0 });
  for (let i = 0; i < count; i++) collection.insert({ _id: i, expiresAt, token: `t${i}` });
  return collection;
}

describe('bounded work per turn', () => {
  it('deletes a burst of expired documents in batches, letting other work run between them', async () => {
    const engine = new Engine(engineOptions());
    const sessions = fillExpiring(engine, BURST, new Date(Date.now() - 1000));
    const sweeping = engine.sweep(Date.now());
    // One turn of the event loop later the sweep has started but not finished: it yielded.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const midway = sessions.docs.size;
    expect(midway).toBeLessThan(BURST);
    expect(midway).toBeGreaterThan(0);
    // A second sweep while one runs does nothing (the interval may fire again meanwhile).
    await expect(engine.sweep(Date.now())).resolves.toBe(0);
    await expect(sweeping).resolves.toBe(BURST);
    expect(sessions.docs.size).toBe(0);
    await engine.close();
  });

  it('leaves documents that have not expired', async () => {
    const engine = new Engine(engineOptions());
    const sessions = fillExpiring(engine, 1_000, new Date(Date.now() - 1000));
    sessions.insert({ _id: 'later', expiresAt: new Date(Date.now() + 60_000) });
    await expect(engine.sweep(Date.now())).resolves.toBe(1_000);
    expect(sessions.docs.size).toBe(1);
    expect(sessions.docs.has(keyString('later'))).toBe(true);
    await engine.close();
  });

  it('stops sweeping between batches when the server closes', async () => {
    const engine = new Engine(engineOptions());
    const sessions = fillExpiring(engine, BURST, new Date(Date.now() - 1000));
    const sweeping = engine.sweep(Date.now());
    await new Promise<void>((resolve) => setImmediate(resolve));
    await engine.close();
    const removed = await sweeping;
    expect(removed).toBeLessThan(BURST);
    expect(sessions.docs.size).toBe(BURST - removed);
  });

  it('starts a snapshot with no synchronous file work, taking writes into the new journal at once, and keeps them across a restart', async () => {
    const temp = makeTempDir();
    try {
      const options = engineOptions({ memory: false, dbPath: temp.dir, sync: true });
      const engine = new Engine(options);
      const { collection } = engine.catalog.ensure('app', 'events');
      for (let i = 0; i < 5_000; i++) collection.insert({ _id: i, at: new Date(), pad: 'x'.repeat(40) });
      await engine.durable();
      // Starting the snapshot does no synchronous file work (what held commands on a busy disk),
      // and a write in the same turn goes into the new journal before its file is open.
      const syncCalls = (['openSync', 'writeSync', 'fsyncSync', 'fdatasyncSync', 'fstatSync', 'ftruncateSync', 'renameSync'] as const).map((name) => jest.spyOn(fs, name));
      const snapshot = engine.compact();
      collection.insert({ _id: 'during', at: new Date() });
      for (const spy of syncCalls) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
      await engine.durable();
      expect(fs.readdirSync(temp.dir)).toContain('journal-00000002.log');
      await snapshot;
      expect(fs.readdirSync(temp.dir)).toContain('snapshot-00000002.bson');
      collection.insert({ _id: 'after', at: new Date() });
      await engine.durable();
      await engine.close();

      const reopened = new Engine(options);
      const events = reopened.catalog.get('app', 'events');
      expect(events?.docs.size).toBe(5_002);
      await reopened.close();
    } finally {
      temp.remove();
    }
  });
});
