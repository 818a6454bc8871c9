import fs from 'node:fs';
import path from 'node:path';

const heldInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data directory, like mongod.lock: two writers appending to one journal would
 * interleave records. A lock left by a killed process (its pid is gone) is taken over.
 */
export function acquireDbPathLock(dir: string): () => void {
  const resolved = path.resolve(dir);
  const lockPath = path.join(resolved, 'mongod.lock');
  if (heldInThisProcess.has(resolved)) throw new Error(`dbpath ${resolved} is already in use by this process`);
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new Error(`dbpath ${resolved} is in use by process ${owner} (${lockPath})`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockPath, `${process.pid}\n`);
  heldInThisProcess.add(resolved);
  return () => {
    heldInThisProcess.delete(resolved);
    fs.rmSync(lockPath, { force: true });
  };
}
