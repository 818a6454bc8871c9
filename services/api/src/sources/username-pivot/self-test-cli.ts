import { startSourceStubs } from '@mailscout/source-stubs';
import { PROFILE_SITES } from './profile-sites';
import { selfTestSites } from './self-test';

/**
 * `pnpm sources:selftest`: every site of the username pivot against its fixtures.
 * Offline (default) against the stand-in of services/source-stubs: this proves the product
 * reads each declaration right. With SOURCES_LIVE=1 it asks the real sites (needs internet):
 * that proves the declarations still match them. Exits 1 when an entry fails.
 */
async function main(): Promise<void> {
  const live = process.env.SOURCES_LIVE === '1';
  const stubs = live ? null : await startSourceStubs({ port: 0 });
  try {
    console.info(live ? 'Profile sites, live (the real sites):' : 'Profile sites, offline against the stand-in (SOURCES_LIVE=1 asks the real sites):');
    const results = await selfTestSites(PROFILE_SITES, stubs?.url ?? null);
    const say = (v: { verdict: string; reason?: string }) => (v.reason ? `${v.verdict} (${v.reason})` : v.verdict);
    for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.site.padEnd(12)} present fixture: ${say(r.present)}; absent fixture: ${say(r.absent)}`);
    const failed = results.filter((r) => !r.ok).length;
    console.info(`${results.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stubs?.close();
  }
}

main().catch((error: unknown) => {
  console.error('[sources:selftest] failed', error);
  process.exit(1);
});
