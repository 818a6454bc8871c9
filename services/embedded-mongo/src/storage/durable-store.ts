import fs from 'node:fs';
import path from 'node:path';
import type { Journal, JournalRecord } from '../catalog/journal';
import { AppendLog } from './append-log';
import { acquireDbPathLock } from './dbpath-lock';
import { JOURNAL_MAGIC, decodeFrames, encodeFrame, hasMagic, type DecodedFrames } from './frame-codec';
import { decodeRecord, encodeRecord } from './record-codec';
import { SnapshotAborted, readSnapshotFrames, writeSnapshotInSlices, writeSnapshotSync } from './snapshot-file';
import { SnapshotFrames, snapshotPayloads, type SnapshotItem } from './snapshot-frames';
import { StorageDamageError, recordNamespace } from './storage-damage';

export interface DurableStoreOptions {
  dir: string;
  /** fdatasync every group commit (default) or only write() before acknowledging. */
  sync: boolean;
  /** Compact once the journal outgrows this (and the last snapshot). */
  compactThresholdBytes: number;
  /** Recover the records before a damaged one instead of refusing to start. */
  repair: boolean;
  log: (line: string) => void;
}

const pad = (gen: number) => String(gen).padStart(8, '0');
const journalName = (gen: number) => `journal-${pad(gen)}.log`;
const snapshotName = (gen: number) => `snapshot-${pad(gen)}.bson`;
/** CPU time one snapshot slice may take before commands get their turn. */
const SNAPSHOT_SLICE_MS = 5;

function generations(files: string[], pattern: RegExp): number[] {
  return files
    .map((file) => pattern.exec(file)?.[1])
    .filter((gen): gen is string => gen !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

interface Damage {
  file: string;
  offset: number;
  reason: string;
  namespace: string | undefined;
  recordsBefore: number;
}

/**
 * Durability for the catalog: an append-only journal of post-images plus periodic snapshots.
 *
 * Generation N consists of snapshot-N (the state before journal-N started; absent for the first)
 * and journal-N. Compaction starts journal-(N+1), writes snapshot-(N+1) from a frozen view of
 * memory (in slices, while commands keep running), then deletes generation N. Recovery loads the
 * newest snapshot and replays every journal from its generation on, so a crash at any step leaves
 * a loadable store. A torn last journal record (the only write that was never acknowledged) is
 * detected by its checksum and cut off; damage anywhere else stops recovery with a message naming
 * the file, offset and collection, and `repair` keeps every record before it.
 */
export class DurableStore implements Journal {
  private log: AppendLog;
  private gen: number;
  private snapshotBytes = 0;
  private compactScheduled = false;
  private compacting: Promise<void> | undefined;
  private retiring: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly options: DurableStoreOptions,
    private readonly snapshotSource: () => Iterator<SnapshotItem>,
    private readonly releaseLock: () => void,
    recovered: { gen: number; validSize: number | undefined; snapshotBytes: number },
  ) {
    this.gen = recovered.gen;
    this.snapshotBytes = recovered.snapshotBytes;
    this.log = AppendLog.open(this.journalPath(this.gen), { sync: options.sync, validSize: recovered.validSize });
  }

  /**
   * Recovers the directory into `apply`, then opens the journal for appending. `snapshotSource`
   * must return a view of the state frozen at the moment it is called.
   */
  static open(
    options: DurableStoreOptions,
    apply: (record: JournalRecord) => void,
    snapshotSource: () => Iterator<SnapshotItem>,
  ): DurableStore {
    fs.mkdirSync(options.dir, { recursive: true });
    const releaseLock = acquireDbPathLock(options.dir);
    try {
      const recovered = DurableStore.recover(options, apply);
      if (recovered.damage) {
        const repaired = DurableStore.repair(options, recovered.damage, snapshotSource);
        return new DurableStore(options, snapshotSource, releaseLock, repaired);
      }
      const store = new DurableStore(options, snapshotSource, releaseLock, recovered);
      if (recovered.journalBytes > options.compactThresholdBytes / 2) store.compact();
      return store;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  private static recover(options: DurableStoreOptions, apply: (record: JournalRecord) => void) {
    const { dir, log } = options;
    const files = fs.readdirSync(dir);
    for (const file of files) if (file.endsWith('.tmp')) fs.rmSync(path.join(dir, file), { force: true });
    const snapshots = generations(files, /^snapshot-(\d+)\.bson$/);
    const journals = generations(files, /^journal-(\d+)\.log$/);
    const base = snapshots.at(-1) ?? 0;
    let snapshotBytes = 0;
    let lastNamespace: string | undefined;
    let records = 0;

    /** Applies the frames of one file; returns the damage that stopped it, if any. */
    const replay = (file: string, decoded: DecodedFrames, tornTailAllowed: boolean): Damage | undefined => {
      for (const frame of decoded.frames) {
        let record: JournalRecord;
        try {
          record = decodeRecord(frame.payload);
        } catch (error) {
          return {
            file, offset: frame.offset, reason: `an unreadable record (${(error as Error).message})`,
            namespace: recordNamespace(frame.payload) ?? lastNamespace, recordsBefore: records,
          };
        }
        apply(record);
        records += 1;
        lastNamespace = 'coll' in record ? `${record.db}.${record.coll}` : record.db;
      }
      const { bad } = decoded;
      if (bad && !(bad.tail && tornTailAllowed)) {
        return { file, offset: bad.offset, reason: bad.reason, namespace: recordNamespace(bad.payload) ?? lastNamespace, recordsBefore: records };
      }
      return undefined;
    };

    if (base > 0) {
      const file = path.join(dir, snapshotName(base));
      const decoded = readSnapshotFrames(file);
      if (!decoded) {
        throw new StorageDamageError(`embedded-mongo: ${file} is not a snapshot file (no header); move it away or restore the directory from a backup`);
      }
      // Snapshots are renamed into place only once complete: even damage at the end is no crash artefact.
      const damage = replay(file, decoded, false);
      if (damage) return DurableStore.damaged(options, damage, base, journals);
      snapshotBytes = fs.statSync(file).size;
    }
    const live = journals.filter((gen) => gen >= base);
    let validSize: number | undefined;
    let journalBytes = 0;
    for (const [i, gen] of live.entries()) {
      const file = path.join(dir, journalName(gen));
      const data = fs.readFileSync(file);
      if (!hasMagic(data, JOURNAL_MAGIC)) {
        if (data.length > 0) log(`embedded-mongo: ${file} has no journal header; ignoring its ${data.length} bytes`);
        if (i === live.length - 1) validSize = 0;
        continue;
      }
      const decoded = decodeFrames(data, JOURNAL_MAGIC.length);
      const damage = replay(file, decoded, true);
      if (damage) return DurableStore.damaged(options, damage, gen, journals);
      journalBytes += decoded.validEnd;
      if (decoded.bad) {
        log(`embedded-mongo: dropped ${data.length - decoded.validEnd} bytes of an incomplete record at the end of ${file}`);
        if (i === live.length - 1) validSize = decoded.validEnd;
      }
    }
    // Files older than the snapshot are already contained in it.
    for (const gen of snapshots) if (gen < base) fs.rmSync(path.join(dir, snapshotName(gen)), { force: true });
    for (const gen of journals) if (gen < base) fs.rmSync(path.join(dir, journalName(gen)), { force: true });
    const gen = Math.max(base, journals.at(-1) ?? 0, 1);
    return { gen, validSize: gen === live.at(-1) ? validSize : undefined, snapshotBytes, journalBytes, damage: undefined };
  }

  private static damaged(options: DurableStoreOptions, damage: Damage, damagedGen: number, journals: number[]) {
    const where = `${damage.file} is damaged at offset ${damage.offset}: ${damage.reason}, in a record of ${damage.namespace ? `collection ${damage.namespace}` : 'an unknown collection'}`;
    if (!options.repair) {
      throw new StorageDamageError(
        `embedded-mongo: cannot start: ${where}. Nothing was changed. Start with --repair to keep the ${damage.recordsBefore} records before the damage (the damaged files are moved to a damaged-* folder in the data directory), or restore the directory from a backup.`,
      );
    }
    options.log(`embedded-mongo: repair: ${where}; keeping the ${damage.recordsBefore} records before it`);
    return { gen: Math.max(damagedGen, journals.at(-1) ?? 0) + 1, validSize: undefined, snapshotBytes: 0, journalBytes: 0, damage };
  }

  /**
   * After a repair the state in memory is every record before the damage: it becomes a new
   * snapshot, and every older data file goes to a damaged-* folder (kept, never deleted).
   */
  private static repair(options: DurableStoreOptions, _damage: Damage, snapshotSource: () => Iterator<SnapshotItem>) {
    const { dir } = options;
    const files = fs.readdirSync(dir).filter((file) => /^(journal-\d+\.log|snapshot-\d+\.bson)$/.test(file));
    const gens = [...generations(files, /^snapshot-(\d+)\.bson$/), ...generations(files, /^journal-(\d+)\.log$/)];
    const gen = Math.max(0, ...gens) + 1;
    const quarantine = path.join(dir, `damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(quarantine, { recursive: true });
    for (const file of files) fs.renameSync(path.join(dir, file), path.join(quarantine, file));
    const snapshotBytes = writeSnapshotSync(path.join(dir, snapshotName(gen)), snapshotPayloads(snapshotSource()));
    options.log(`embedded-mongo: repair: the recovered data is in ${snapshotName(gen)}; the previous files are in ${quarantine}`);
    return { gen, validSize: undefined, snapshotBytes };
  }

  private journalPath(gen: number): string {
    return path.join(this.options.dir, journalName(gen));
  }

  write(record: JournalRecord): void {
    if (this.closed) throw new Error('the store is closed');
    this.log.append(encodeFrame(encodeRecord(record)));
    if (!this.compactScheduled && !this.compacting && this.log.size > Math.max(this.options.compactThresholdBytes, this.snapshotBytes)) {
      this.compactScheduled = true;
      // Between commands, never in the middle of one.
      setImmediate(() => {
        this.compactScheduled = false;
        if (!this.closed) this.compact();
      });
    }
  }

  /** Resolves once every record written so far is durable (in this journal and the one before it). */
  flushed(): Promise<void> {
    return this.log.flushed();
  }

  /**
   * Starts a new generation and snapshots the state as it is at this instant. Only the freezing
   * of the view (an array of references per collection) happens in this turn of the event loop;
   * the snapshot is encoded and written in slices while commands go on into the new journal.
   * Resolves when the snapshot is on disk (or was abandoned because the server stopped).
   */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    const previous = this.log;
    const previousGen = this.gen;
    const gen = previousGen + 1;
    // No file work on the event loop here (a synchronous open, header write or fsync would hold
    // every command while the disk is busy): the file is created off it, records queue until it
    // is open, and the first group commit's fdatasync makes the header durable with them.
    this.log = AppendLog.openLater(this.journalPath(gen), { sync: this.options.sync });
    this.gen = gen;
    const frames = new SnapshotFrames(this.snapshotSource());
    const dir = this.options.dir;
    this.compacting = (async () => {
      try {
        // Records of the old journal must be durable before the files that hold them can go.
        const snapshotBytes = await writeSnapshotInSlices(path.join(dir, snapshotName(gen)), frames, {
          sliceMs: SNAPSHOT_SLICE_MS,
          aborted: () => this.closed,
        });
        this.snapshotBytes = snapshotBytes;
        this.retiring = this.retiring.then(async () => {
          await previous.close();
          // Unlinking a journal of tens of MiB can take a while: never on the event loop.
          await fs.promises.rm(path.join(dir, journalName(previousGen)), { force: true });
          await fs.promises.rm(path.join(dir, snapshotName(previousGen)), { force: true });
        });
      } catch (error) {
        // Generation N stays until a later snapshot succeeds: recovery replays it and journal N+1.
        this.retiring = this.retiring.then(() => previous.close());
        if (!(error instanceof SnapshotAborted)) this.options.log(`embedded-mongo: snapshot failed: ${(error as Error).message}`);
      } finally {
        this.compacting = undefined;
      }
    })();
    return this.compacting;
  }

  get generation(): number {
    return this.gen;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.compacting;
    await this.log.close();
    await this.retiring.catch(() => undefined);
    this.releaseLock();
  }
}
