import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The local stand-in for `node:24-bookworm-slim`, which cannot be pulled here (docs/deploy.md#images). */
export const LOCAL_BASE = 'localhost/mailscout-node24-bookworm';

const run = (command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: Buffer } = {}) =>
  execFileSync(command, args, { stdio: options.input ? ['pipe', 'inherit', 'inherit'] : 'inherit', env: options.env, input: options.input });

function imageExists(name: string, env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync('podman', ['image', 'exists', name], { env, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian bookworm (debootstrap, minbase: what the official slim image is made of) with Node 24
 * from the npm registry (`npm i node@24` ships the real binary), imported as LOCAL_BASE. Made
 * once; `--rebase` makes it again.
 */
export function ensureLocalBase(workDir: string, env: NodeJS.ProcessEnv, rebuild = false): { name: string; made: boolean } {
  if (!rebuild && imageExists(LOCAL_BASE, env)) return { name: LOCAL_BASE, made: false };
  const rootfs = path.join(workDir, 'rootfs');
  fs.rmSync(rootfs, { recursive: true, force: true });
  run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian']);
  const npmDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node24-'));
  try {
    run('npm', ['i', '--prefix', npmDir, '--no-audit', '--no-fund', 'node@24']);
    const binary = fs.realpathSync(path.join(npmDir, 'node_modules', '.bin', 'node'));
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
    if (!version.startsWith('v24.')) throw new Error(`npm's node@24 says ${version}`);
    fs.copyFileSync(binary, path.join(rootfs, 'usr', 'local', 'bin', 'node'));
    fs.chmodSync(path.join(rootfs, 'usr', 'local', 'bin', 'node'), 0o755);
  } finally {
    fs.rmSync(npmDir, { recursive: true, force: true });
  }
  // Apt's lists and caches are not part of a slim image.
  for (const dir of ['var/lib/apt/lists', 'var/cache/apt']) fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
  const tar = execFileSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 ** 31 });
  run('podman', ['import', '--change', 'CMD ["node"]', '-', LOCAL_BASE], { env, input: tar });
  fs.rmSync(rootfs, { recursive: true, force: true });
  return { name: LOCAL_BASE, made: true };
}
