import path from 'node:path';
import { Catalog } from './catalog/catalog';
import { CursorRegistry } from './cursors/cursor-registry';
import { DurableStore } from './storage/durable-store';

export interface EngineOptions {
  /** Keep everything in memory only (tests). */
  memory: boolean;
  dbPath: string;
  sync: boolean;
  compactThresholdBytes: number;
  /** Recover the records before a damaged one instead of refusing to start. */
  repair: boolean;
  log: (line: string) => void;
}

/**
 * The server state behind the wire protocol: catalog, cursors and (unless in memory) the durable
 * store that journals every catalog change.
 */
export class Engine {
  readonly catalog = new Catalog();
  readonly cursors = new CursorRegistry();
  private store: DurableStore | undefined;
  /** Bumped by every journal record; tells the dispatcher a command wrote something. */
  writeCount = 0;

  constructor(options: EngineOptions) {
    if (!options.memory) {
      this.store = DurableStore.open(
        {
          dir: path.resolve(options.dbPath),
          sync: options.sync,
          compactThresholdBytes: options.compactThresholdBytes,
          repair: options.repair,
          log: options.log,
        },
        (record) => this.catalog.apply(record),
        () => this.catalog.frozenRecords(),
      );
    }
    const store = this.store;
    this.catalog.setJournal({
      write: (record) => {
        this.writeCount += 1;
        store?.write(record);
      },
    });
  }

  /** Snapshot now (tests and benchmarks); resolves when it is on disk. */
  compact(): Promise<void> {
    return this.store?.compact() ?? Promise.resolve();
  }

  /** Resolves when everything written so far is on disk (immediately in memory mode). */
  durable(): Promise<void> {
    return this.store?.flushed() ?? Promise.resolve();
  }

  /** Deletes documents whose TTL has passed and closes abandoned cursors. */
  sweep(now: number): number {
    let removed = 0;
    for (const collection of this.catalog.allCollections()) {
      for (const doc of collection.expiredDocuments(now)) {
        collection.remove(doc);
        removed += 1;
      }
    }
    this.cursors.sweepIdle(now);
    return removed;
  }

  async close(): Promise<void> {
    await this.store?.close();
    this.store = undefined;
  }
}
