import { definePrerender } from '@mailscout/prerender/server';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import FunnelRoutes from './expose/routes';

/**
 * docs/architecture.md#request-rendered-stages: where every search lands, `/email-scan?email=…`,
 * opens with the verification checklist. Its first stage depends on the address searched, so the
 * edge renders it with this remote's own code for each request (nothing at build time), and the
 * browser hydrates it at once.
 */
export default definePrerender({
  Routes: FunnelRoutes,
  pages: [],
  requestPages: [{ path: PAGES.emailScan, titleKey: 'funnel:lookup.titles.initiatingLookup' }],
});
