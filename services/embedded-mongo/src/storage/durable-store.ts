import fs from 'node:fs';
import path from 'node:path';
import type { Journal, JournalRecord } from '../catalog/journal';
import { AppendLog } from './append-log';
import { acquireDbPathLock } from './dbpath-lock';
import { JOURNAL_MAGIC, decodeFrames, encodeFrame, hasMagic } from './frame-codec';
import { decodeRecord, encodeRecord } from './record-codec';
import { readSnapshot, writeSnapshotSync } from './snapshot-file';

export interface DurableStoreOptions {
  dir: string;
  /** fdatasync every group commit (default) or only write() before acknowledging. */
  sync: boolean;
  /** Compact once the journal outgrows this (and the last snapshot). */
  compactThresholdBytes: number;
  log: (line: string) => void;
}

const pad = (gen: number) => String(gen).padStart(8, '0');
const journalName = (gen: number) => `journal-${pad(gen)}.log`;
const snapshotName = (gen: number) => `snapshot-${pad(gen)}.bson`;

function generations(files: string[], pattern: RegExp): number[] {
  return files
    .map((file) => pattern.exec(file)?.[1])
    .filter((gen): gen is string => gen !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Durability for the catalog: an append-only journal of post-images plus periodic snapshots.
 *
 * Generation N consists of snapshot-N (the state before journal-N started; absent for the first)
 * and journal-N. Compaction starts journal-(N+1), writes snapshot-(N+1) from memory atomically,
 * then deletes generation N. Recovery loads the newest snapshot and replays every journal from
 * its generation on, so a crash at any step leaves a loadable store; a torn last journal record
 * (the only write that was never acknowledged) is detected by its checksum and cut off.
 */
export class DurableStore implements Journal {
  private log: AppendLog;
  private gen: number;
  private snapshotBytes = 0;
  private compactScheduled = false;
  private retiring: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly options: DurableStoreOptions,
    private readonly snapshotSource: () => Iterable<JournalRecord>,
    private readonly releaseLock: () => void,
    recovered: { gen: number; validSize: number | undefined; snapshotBytes: number },
  ) {
    this.gen = recovered.gen;
    this.snapshotBytes = recovered.snapshotBytes;
    this.log = AppendLog.open(this.journalPath(this.gen), { sync: options.sync, validSize: recovered.validSize });
  }

  /** Recovers the directory into `apply`, then opens the journal for appending. */
  static open(
    options: DurableStoreOptions,
    apply: (record: JournalRecord) => void,
    snapshotSource: () => Iterable<JournalRecord>,
  ): DurableStore {
    fs.mkdirSync(options.dir, { recursive: true });
    const releaseLock = acquireDbPathLock(options.dir);
    try {
      const recovered = DurableStore.recover(options, apply);
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
    if (base > 0) {
      const file = path.join(dir, snapshotName(base));
      for (const payload of readSnapshot(file)) apply(decodeRecord(payload));
      snapshotBytes = fs.statSync(file).size;
    }
    const live = journals.filter((gen) => gen >= base);
    let validSize: number | undefined;
    let journalBytes = 0;
    live.forEach((gen, i) => {
      const file = path.join(dir, journalName(gen));
      const data = fs.readFileSync(file);
      if (!hasMagic(data, JOURNAL_MAGIC)) {
        if (data.length > 0) log(`embedded-mongo: ${file} has no journal header; ignoring its ${data.length} bytes`);
        if (i === live.length - 1) validSize = 0;
        return;
      }
      const { payloads, validEnd, torn } = decodeFrames(data, JOURNAL_MAGIC.length);
      for (const payload of payloads) apply(decodeRecord(payload));
      journalBytes += validEnd;
      if (torn) {
        log(`embedded-mongo: dropped ${data.length - validEnd} bytes of an incomplete record at the end of ${file}`);
        if (i === live.length - 1) validSize = validEnd;
      }
    });
    // Files older than the snapshot are already contained in it.
    for (const gen of snapshots) if (gen < base) fs.rmSync(path.join(dir, snapshotName(gen)), { force: true });
    for (const gen of journals) if (gen < base) fs.rmSync(path.join(dir, journalName(gen)), { force: true });
    const gen = Math.max(base, journals.at(-1) ?? 0, 1);
    return { gen, validSize: gen === live.at(-1) ? validSize : undefined, snapshotBytes, journalBytes };
  }

  private journalPath(gen: number): string {
    return path.join(this.options.dir, journalName(gen));
  }

  write(record: JournalRecord): void {
    if (this.closed) throw new Error('the store is closed');
    this.log.append(encodeFrame(encodeRecord(record)));
    if (!this.compactScheduled && this.log.size > Math.max(this.options.compactThresholdBytes, this.snapshotBytes)) {
      this.compactScheduled = true;
      // Between commands, never in the middle of one.
      setImmediate(() => {
        this.compactScheduled = false;
        if (!this.closed) this.compact();
      });
    }
  }

  /** Resolves once every record written so far is durable. */
  flushed(): Promise<void> {
    return this.log.flushed();
  }

  /** Snapshot the current state and start a new generation; synchronous except for cleanup. */
  compact(): void {
    const previous = this.log;
    const previousGen = this.gen;
    const gen = previousGen + 1;
    this.log = AppendLog.open(this.journalPath(gen), { sync: this.options.sync });
    this.gen = gen;
    const snapshotSource = this.snapshotSource;
    this.snapshotBytes = writeSnapshotSync(
      path.join(this.options.dir, snapshotName(gen)),
      (function* () {
        for (const record of snapshotSource()) yield encodeRecord(record);
      })(),
    );
    const dir = this.options.dir;
    this.retiring = this.retiring.then(async () => {
      await previous.close();
      fs.rmSync(path.join(dir, journalName(previousGen)), { force: true });
      fs.rmSync(path.join(dir, snapshotName(previousGen)), { force: true });
    });
  }

  get generation(): number {
    return this.gen;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.log.close();
    await this.retiring.catch(() => undefined);
    this.releaseLock();
  }
}
