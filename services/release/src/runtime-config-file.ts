import fs from 'node:fs';
import path from 'node:path';
import { RuntimeConfig } from '@mailscout/contracts';

export function readRuntimeConfig(file: string): RuntimeConfig {
  if (!fs.existsSync(file)) throw new Error(`no runtime configuration at ${file} (set RUNTIME_CONFIG_FILE or build the shell)`);
  return RuntimeConfig.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Writes the whole file beside the old one, then renames it over: an edge reading at any moment
 * sees the old configuration or the new one, never half of it. The edge re-reads on a change of
 * mtime or size, so the new file is picked up at the next page without a restart.
 */
export function writeRuntimeConfig(file: string, config: RuntimeConfig): void {
  const valid = RuntimeConfig.parse(config);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(valid, null, 2)}\n`);
  fs.renameSync(temp, file);
}
