import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The API's secrets that every instance and the worker must share (sessions, codes, the suppression list). */
export const SHARED_SECRET_NAMES = ['SESSION_SECRET', 'OTP_SECRET', 'SUPPRESSION_KEY'] as const;
export type SharedSecrets = Record<(typeof SHARED_SECRET_NAMES)[number], string>;

/**
 * NODE_ENV=production refuses the development secrets, and instances with different secrets
 * would refuse each other's sessions and codes. Taken from the environment when set (as a
 * secret manager would provide them); otherwise made once and kept in the data folder (mode 600),
 * so a restart keeps everyone signed in.
 */
export function sharedSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): SharedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SharedSecrets>) : {};
  const secrets = Object.fromEntries(
    SHARED_SECRET_NAMES.map((name) => [name, env[name] ?? stored[name] ?? crypto.randomBytes(32).toString('base64url')]),
  ) as SharedSecrets;
  const toStore = Object.fromEntries(SHARED_SECRET_NAMES.filter((name) => !env[name]).map((name) => [name, secrets[name]]));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(toStore, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
