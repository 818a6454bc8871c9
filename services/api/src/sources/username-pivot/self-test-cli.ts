import { PROFILE_SITES } from '@mailscout/contracts/profile-sites';
import { selfTestSites } from './self-test';

/**
 * `pnpm sources:selftest`: every site of the username pivot against its fixtures.
 * Offline (default) against the stand-in the script starts beside it
 * (services/source-stubs/src/with-stand-ins.ts, which hands over PROFILE_SITES_STAND_IN_URL): this
 * proves the product reads each declaration right. With SOURCES_LIVE=1 it asks the real sites
 * (needs internet): that proves the declarations still match them. Exits 1 when an entry fails.
 * It reaches the stand-in by its URL alone, as the API does (docs/conventions.md#boundaries).
 */
async function main(): Promise<void> {
  const live = process.env.SOURCES_LIVE === '1';
  const standInUrl = live ? null : (process.env.PROFILE_SITES_STAND_IN_URL ?? null);
  if (!live && !standInUrl) throw new Error('no stand-in: run it as `pnpm sources:selftest` (which starts one), or set SOURCES_LIVE=1 to ask the real sites');
  console.info(live ? 'Profile sites, live (the real sites):' : 'Profile sites, offline against the stand-in (SOURCES_LIVE=1 asks the real sites):');
  const results = await selfTestSites(PROFILE_SITES, standInUrl);
  const say = (v: { verdict: string; reason?: string }) => (v.reason ? `${v.verdict} (${v.reason})` : v.verdict);
  for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.site.padEnd(12)} present fixture: ${say(r.present)}; absent fixture: ${say(r.absent)}`);
  const failed = results.filter((r) => !r.ok).length;
  console.info(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('[sources:selftest] failed', error);
  process.exit(1);
});
