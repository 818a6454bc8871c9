import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The install script of this package: Debian's nginx and HAProxy (what CI runs, as it installs Chromium). */
export const INSTALL_SCRIPT = path.join(__dirname, '..', 'install-front-door.sh');

export interface DoorBinaries {
  nginx: string;
  haproxy: string;
}

/** Where Debian's packages put them; NGINX_BIN and HAPROXY_BIN name others. */
const CANDIDATES: Record<keyof DoorBinaries, { env: string; files: string[] }> = {
  nginx: { env: 'NGINX_BIN', files: ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'] },
  haproxy: { env: 'HAPROXY_BIN', files: ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'] },
};

function find(name: keyof DoorBinaries, env: NodeJS.ProcessEnv): string | undefined {
  const { env: variable, files } = CANDIDATES[name];
  const named = env[variable];
  if (named) return fs.existsSync(named) ? named : undefined;
  return files.find((file) => fs.existsSync(file));
}

/** Both binaries, or undefined when either is missing. */
export function findDoorBinaries(env: NodeJS.ProcessEnv = process.env): DoorBinaries | undefined {
  const nginx = find('nginx', env);
  const haproxy = find('haproxy', env);
  return nginx && haproxy ? { nginx, haproxy } : undefined;
}

/** Both binaries, or an error that says how to install them. */
export function requireDoorBinaries(env: NodeJS.ProcessEnv = process.env): DoorBinaries {
  const found = findDoorBinaries(env);
  if (found) return found;
  const missing = (['nginx', 'haproxy'] as const).filter((name) => !find(name, env));
  throw new Error(
    `The front door needs ${missing.join(' and ')} (Debian's packages): run \`bash ${path.relative(process.cwd(), INSTALL_SCRIPT)}\` as root, or set ${missing.map((name) => CANDIDATES[name].env).join(' / ')}`,
  );
}

/** Runs a server's own configuration check; throws with its own words when it refuses the file. */
export function checkConfig(binary: string, args: string[]): void {
  try {
    execFileSync(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${path.basename(binary)} refused its configuration (${args.join(' ')}):\n${output.stderr?.toString() ?? ''}${output.stdout?.toString() ?? ''}`);
  }
}
