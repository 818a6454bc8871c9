import { definePrerender } from '@mailscout/prerender/server';
import MarketingRoutes from './expose/routes';

/** docs/architecture.md#prerendered-pages: the home page ships prerendered in en and de with every release of this remote. */
export default definePrerender({
  Routes: MarketingRoutes,
  pages: [{ path: '/', titleKey: 'marketing:pageTitle' }],
});
