import { checkProfile, type ProfileVerdict } from './check-profile';
import type { ProfileSite } from '@mailscout/contracts/profile-sites';

export interface SiteSelfTest {
  site: string;
  ok: boolean;
  present: ProfileVerdict;
  absent: ProfileVerdict;
}

/**
 * Checks each declared site against its own fixtures: the known-present username must read
 * as present and the known-absent one as absent (a bot wall, "unknown", fails the entry, so
 * a site that walls us off is noticed rather than silently read as "nobody there").
 */
export async function selfTestSites(sites: readonly ProfileSite[], standInUrl: string | null, timeoutMs = 8_000): Promise<SiteSelfTest[]> {
  return Promise.all(
    sites.map(async (site) => {
      const signal = AbortSignal.timeout(timeoutMs);
      const [present, absent] = await Promise.all([
        checkProfile(site, site.fixtures.present, { standInUrl, signal, timeoutMs }),
        checkProfile(site, site.fixtures.absent, { standInUrl, signal, timeoutMs }),
      ]);
      return { site: site.id, ok: present.verdict === 'present' && absent.verdict === 'absent', present, absent };
    }),
  );
}
