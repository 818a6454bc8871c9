import { definePrerender } from '@mailscout/prerender/server';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import LegalRoutes from './expose/routes';

/** docs/architecture.md#prerendered-pages: the public documents ship prerendered in en and de with every release of this remote. */
export default definePrerender({
  Routes: LegalRoutes,
  pages: [
    { path: PAGES.terms, titleKey: 'legal:terms.title' },
    { path: PAGES.privacy, titleKey: 'legal:privacy.title' },
    { path: PAGES.cookiePolicy, titleKey: 'legal:cookies.title' },
    { path: PAGES.helpCenter, titleKey: 'legal:help.title' },
  ],
});
