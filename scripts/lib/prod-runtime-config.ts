import fs from 'node:fs';
import path from 'node:path';

interface RemoteEntry {
  name: string;
  manifestUrl: string;
  routes: string[];
}

/**
 * The edge's runtime configuration for the topology: the shell build's own (which remote owns
 * which routes) with each remote's manifest at the release this topology serves, and no canary
 * (one release of each remote is live at start). A release promoted earlier (`pnpm release
 * promote` into this file) stays live across a restart when `keepLive` says it still exists.
 * Written beside the data (temporary file, then rename), so a running edge never reads half a file.
 */
export function writeProdRuntimeConfig(
  shellRoot: string,
  file: string,
  manifestUrls: Record<string, string>,
  keepLive: (manifestUrl: string) => boolean = () => false,
): { apiBaseUrl: string; remotes: RemoteEntry[] } {
  const previous = readRemotes(file);
  const built = JSON.parse(fs.readFileSync(path.join(shellRoot, 'runtime-config.json'), 'utf8')) as { remotes?: RemoteEntry[] };
  if (!Array.isArray(built.remotes) || built.remotes.length === 0) throw new Error(`${shellRoot}/runtime-config.json lists no remotes: rebuild the shell`);
  const config = {
    apiBaseUrl: '',
    remotes: built.remotes.map(({ name, manifestUrl, routes }) => {
      const live = previous.find((remote) => remote.name === name)?.manifestUrl;
      return { name, manifestUrl: live && keepLive(live) ? live : (manifestUrls[name] ?? manifestUrl), routes };
    }),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return config;
}

function readRemotes(file: string): RemoteEntry[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes?: RemoteEntry[] };
    return Array.isArray(parsed.remotes) ? parsed.remotes : [];
  } catch {
    return [];
  }
}
