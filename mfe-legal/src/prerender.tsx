import { definePrerender } from '@mailscout/prerender/server';
import LegalRoutes from './expose/routes';

/** docs/architecture.md#prerendered-pages: the public documents ship prerendered in en and de with every release of this remote. */
export default definePrerender({
  Routes: LegalRoutes,
  pages: [
    { path: '/terms', titleKey: 'legal:terms.title' },
    { path: '/privacy', titleKey: 'legal:privacy.title' },
    { path: '/cookie-policy', titleKey: 'legal:cookies.title' },
    { path: '/help-center', titleKey: 'legal:help.title' },
  ],
});
