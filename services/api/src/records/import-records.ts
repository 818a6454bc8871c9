import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { parse } from 'csv-parse';
import type { RecordInput, RecordsRepository } from '../store/repositories/records-repository';
import { isSensitiveProfile } from '../store/repositories/records-repository';
import { CSV_COLUMNS, csvRecordToRow } from './csv-columns';
import { describeIssue, RecordRow, toRecord } from './record-row';

/**
 * Loads people into the records index (docs/decisions.md#sources) from CSV or JSON Lines, chosen by the file's
 * extension (`.csv`; `.jsonl` or `.ndjson`).
 *
 * JSON Lines: one person per line (blank lines and lines starting with `//` are skipped):
 *   {"id": "p-0001", "names": ["Maren Holt"], "age": 34, "gender": "female",
 *    "locations": [{"address": "London, United Kingdom", "current": true}],
 *    "emails": [{"address": "maren.holt@example.com", "primary": true}, "m.holt@example.org"],
 *    "phones": [{"number": "+442079460101", "type": "FIXED_LINE"}, "07700 900101"],
 *    "profiles": [{"platform": "github", "username": "marenholt", "url": "https://…", "category": "social"}]}
 *
 * CSV: a header row naming some of the columns `id, names, age, gender, current_locations,
 * previous_locations, emails, phones, profiles` (`id` required, any order). Multi-valued cells
 * separate values with `|`; the first email is primary; a phone may carry its line type after
 * `;`; a profile is `platform;username;url;category`. Quote cells that contain commas (RFC 4180).
 *
 * Every person needs a stable `id` (the data set's own): a re-import replaces people by id, so
 * running it twice changes nothing. Emails are lower-cased, phones stored in E.164 (line type
 * from the numbering plan unless given), profile URLs must be http(s). Profiles of a sensitive
 * category (adult, medical) are dropped and never stored (docs/decisions.md#sources). A row that fails
 * validation is reported with its line number and not imported; the others are.
 */
export interface ImportReport {
  /** Rows read (valid and bad). */
  rows: number;
  inserted: number;
  replaced: number;
  bad: Array<{ line: number; message: string }>;
  /** Profiles of a sensitive category that were not stored. */
  droppedProfiles: number;
  /** True when `ifEmpty` was asked and the index already had people: nothing was read. */
  skipped: boolean;
}

const BATCH = 500;

type Line = { line: number; row: unknown } | { line: number; error: string };

async function* jsonLines(file: string): AsyncGenerator<Line> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const raw of lines) {
    number += 1;
    const text = raw.trim();
    if (!text || text.startsWith('//')) continue;
    try {
      yield { line: number, row: JSON.parse(text) };
    } catch (error) {
      yield { line: number, error: `not JSON (${error instanceof Error ? error.message : String(error)})` };
    }
  }
}

async function* csvLines(file: string): AsyncGenerator<Line> {
  const skipped: Line[] = [];
  const input = fs.createReadStream(file);
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
        if (unknown.length) throw new Error(`unknown CSV column(s): ${unknown.join(', ')} (known: ${CSV_COLUMNS.join(', ')})`);
        if (!names.includes('id')) throw new Error('the CSV header has no id column');
        return names;
      },
      skip_empty_lines: true,
      trim: true,
      info: true,
      // A record that cannot be parsed (wrong number of cells, a broken quote) is reported by line.
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) skipped.push({ line: Number(error.lines), error: error.message });
        return undefined;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield* skipped.splice(0);
      yield { line: info.lines, row: csvRecordToRow(record) };
    }
    yield* skipped.splice(0);
  } finally {
    // A parser that failed (a bad header) leaves the file open otherwise.
    input.destroy();
  }
}

export function formatOf(file: string): 'csv' | 'jsonl' {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  throw new Error(`cannot tell the format of ${path.basename(file)}: use .csv, .jsonl or .ndjson`);
}

export async function importRecords(records: Pick<RecordsRepository, 'upsertMany' | 'count'>, file: string, options: { ifEmpty?: boolean; now?: Date } = {}): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, inserted: 0, replaced: 0, bad: [], droppedProfiles: 0, skipped: false };
  const format = formatOf(file);
  if (options.ifEmpty && (await records.count()) > 0) return { ...report, skipped: true };
  const importedAt = options.now ?? new Date();
  let batch: RecordInput[] = [];
  const flush = async () => {
    const written = await records.upsertMany(batch);
    report.inserted += written.inserted;
    report.replaced += written.replaced;
    batch = [];
  };
  const seen = new Map<string, number>();
  for await (const entry of format === 'csv' ? csvLines(file) : jsonLines(file)) {
    report.rows += 1;
    if ('error' in entry) {
      report.bad.push({ line: entry.line, message: entry.error });
      continue;
    }
    const parsed = RecordRow.safeParse(entry.row);
    if (!parsed.success) {
      report.bad.push({ line: entry.line, message: describeIssue(parsed.error) });
      continue;
    }
    // Two rows with one id in one file: the second would silently replace the first.
    const earlier = seen.get(parsed.data.id);
    if (earlier !== undefined) {
      report.bad.push({ line: entry.line, message: `id "${parsed.data.id}" was already used on line ${earlier}` });
      continue;
    }
    seen.set(parsed.data.id, entry.line);
    report.droppedProfiles += parsed.data.profiles.filter(isSensitiveProfile).length;
    batch.push(toRecord(parsed.data, importedAt));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // The CSV parser reports unparseable records as it meets them, ahead of the records before.
  report.bad.sort((a, b) => a.line - b.line);
  return report;
}
