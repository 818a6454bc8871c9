import fs from 'node:fs';
import path from 'node:path';

interface RemoteEntry {
  name: string;
  manifestUrl: string;
  routes: string[];
}

/**
 * The edge's runtime configuration for the topology: the shell build's own (which remote owns
 * which routes) with each remote's manifest at the origin this topology serves it from, and no
 * canary (one release of each remote is live at start). Written beside the data (temporary file,
 * then rename), so a running edge never reads half a file.
 */
export function writeProdRuntimeConfig(shellRoot: string, file: string, remoteOrigins: Record<string, string>): { apiBaseUrl: string; remotes: RemoteEntry[] } {
  const built = JSON.parse(fs.readFileSync(path.join(shellRoot, 'runtime-config.json'), 'utf8')) as { remotes?: RemoteEntry[] };
  if (!Array.isArray(built.remotes) || built.remotes.length === 0) throw new Error(`${shellRoot}/runtime-config.json lists no remotes: rebuild the shell`);
  const config = {
    apiBaseUrl: '',
    remotes: built.remotes.map(({ name, manifestUrl, routes }) => {
      const origin = remoteOrigins[name];
      return { name, manifestUrl: origin ? `${origin}/mf-manifest.json` : manifestUrl, routes };
    }),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return config;
}
