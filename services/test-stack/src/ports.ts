import { REMOTE_NAMES, type RemoteName } from '@mailscout/app-manifest';

/**
 * Port blocks per use, away from `pnpm start` (3000–3004, 4000) so both can run at once.
 * Each spec that starts its own stack takes its own block, so parallel workers never clash:
 * the shell at the base, the app manifest's remotes after it in its order.
 */
export function portBlock(base: number) {
  return {
    shellPort: base,
    remotePorts: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, base + 1 + i])) as Record<RemoteName, number>,
  };
}

export const MAIN_STACK = portBlock(3100);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
