import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** What the deployment tests read of a compose service. */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  env_file?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  healthcheck?: Record<string, unknown>;
  ports?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/**
 * Compose's variable substitution (`$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?error}`, `${NAME?error}`, `$$`), as `docker compose` applies it to the file's text.
 * A required variable that is missing throws, naming every one.
 */
export function interpolate(text: string, variables: Readonly<Record<string, string | undefined>>): string {
  const missing: string[] = [];
  const result = text.replace(/\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_]\w*)/g, (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
    if (match === '$$') return '$';
    const name = (braced ?? bare) as string;
    const value = variables[name];
    const absent = value === undefined || (operator?.startsWith(':') === true && value === '');
    if (!absent || !operator) return value ?? '';
    if (operator.endsWith('-')) return argument ?? '';
    missing.push(`${name} (${argument})`);
    return '';
  });
  if (missing.length > 0) throw new Error(`required variables are not set: ${missing.join(', ')}`);
  return result;
}

/** `KEY=VALUE` lines, as compose reads an env file (comments and blank lines skipped). */
export function readEnvFile(file: string): Record<string, string> {
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

/** Reads compose files in order, each substituted, later ones merged over earlier ones as compose merges them. */
export function readCompose(files: string[], variables: Readonly<Record<string, string | undefined>>): ComposeFile {
  const merged: ComposeFile = { services: {} };
  for (const file of files) {
    // As compose does: the YAML first, then every string value substituted (comments are not).
    const parsed = substituteAll(YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true }), variables) as ComposeFile;
    for (const [name, service] of Object.entries(parsed.services)) {
      const base = merged.services[name] ?? {};
      merged.services[name] = {
        ...base,
        ...service,
        env_file: [...(base.env_file ?? []), ...(service.env_file ?? [])],
        environment: { ...base.environment, ...service.environment },
        depends_on: { ...asMap(base.depends_on), ...asMap(service.depends_on) },
      };
    }
  }
  return merged;
}

function substituteAll(value: unknown, variables: Readonly<Record<string, string | undefined>>): unknown {
  if (typeof value === 'string') return interpolate(value, variables);
  if (Array.isArray(value)) return value.map((item) => substituteAll(item, variables));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteAll(item, variables)]));
  return value;
}

const asMap = (value: ComposeService['depends_on']) => (Array.isArray(value) ? Object.fromEntries(value.map((name) => [name, {}])) : (value ?? {}));

/** A service's environment as its container gets it: its env files, then its `environment` over them. */
export function serviceEnvironment(composeDir: string, service: ComposeService): Record<string, string> {
  const fromFiles = (service.env_file ?? []).map((file) => readEnvFile(path.resolve(composeDir, file)));
  return Object.assign({}, ...fromFiles, service.environment) as Record<string, string>;
}
