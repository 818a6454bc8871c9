/**
 * Port blocks per use, away from `pnpm start` (3000–3004, 4000) so both can run at once.
 * Each spec that starts its own stack takes its own block, so parallel workers never clash.
 */
export function portBlock(base: number) {
  return {
    shellPort: base,
    remotePorts: { marketing: base + 1, funnel: base + 2, account: base + 3, legal: base + 4 },
  };
}

export const MAIN_STACK = portBlock(3100);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
