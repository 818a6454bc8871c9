import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { connectStore, StoreConnectionError } from '../store/connect';
import { recordsRepository } from '../store/repositories/records-repository';
import { importRecords } from './import-records';

/**
 * `pnpm --filter @mailscout/api records:import <file.csv|file.jsonl> [--if-empty]`
 * Loads people into the records index of MONGODB_URI (the API's configuration and default).
 * `--if-empty` does nothing when the index already has people (the seed of `pnpm start`).
 * Exits 1 when any row was bad (the good ones are imported) or the import could not run.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--if-empty');
  if (files.length !== 1 || unknown.length) {
    console.error('Usage: records:import <file.csv|file.jsonl> [--if-empty]');
    return 1;
  }
  // pnpm runs scripts in the package's folder; a relative path means the caller's folder.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const file = [path.resolve(callerDir, files[0]!), path.resolve(files[0]!)].find((candidate) => fs.existsSync(candidate));
  if (!file) {
    console.error(`No such file: ${files[0]}`);
    return 1;
  }
  const config = loadConfig();
  const { client, db } = await connectStore(config.mongodbUri);
  try {
    const records = recordsRepository(db);
    await records.ensureIndexes();
    const report = await importRecords(records, file, { ifEmpty: args.includes('--if-empty') });
    if (report.skipped) {
      console.info(`records:import: the records index already has people; ${path.basename(file)} was not read (--if-empty).`);
      return 0;
    }
    for (const bad of report.bad) console.error(`${path.basename(file)}:${bad.line}: ${bad.message}`);
    console.info(
      `records:import: ${report.rows} rows, ${report.inserted} added, ${report.replaced} replaced, ${report.bad.length} bad` +
        (report.droppedProfiles ? `, ${report.droppedProfiles} sensitive profile(s) not stored` : ''),
    );
    return report.bad.length ? 1 : 0;
  } finally {
    await client.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StoreConnectionError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
