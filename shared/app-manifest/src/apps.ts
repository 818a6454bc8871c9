import type { AppManifestSource } from './app-manifest-schema';

/**
 * The product's apps, written once. Scripts (`pnpm start`, start:prod, builds), the e2e stack,
 * the bench, ESLint's boundaries and Jest's roots read this; the shell's deployed
 * `public/runtime-config.json` and each remote's own routes are checked against it by tests
 * (a remote keeps its routes module for independent releases).
 */
export const APPS = {
  host: { name: 'shell', dir: 'shell', port: 3000, namespaces: ['shell', 'ui'] },
  remotes: [
    { name: 'marketing', dir: 'mfe-marketing', port: 3001, routes: ['/'], namespaces: ['marketing'] },
    {
      name: 'funnel',
      dir: 'mfe-funnel',
      port: 3002,
      routes: ['/email-scan', '/phone-scan', '/scan-process', '/payment', '/return', '/order', '/reports'],
      namespaces: ['funnel'],
    },
    {
      name: 'account',
      dir: 'mfe-account',
      port: 3003,
      routes: ['/login', '/account', '/cancel-subscription', '/opt-out', '/my-data'],
      namespaces: ['account'],
    },
    {
      name: 'legal',
      dir: 'mfe-legal',
      port: 3004,
      routes: ['/terms', '/privacy', '/cookie-policy', '/help-center', '/about', '/test-translation'],
      namespaces: ['legal'],
    },
  ],
  services: { api: 4000, mongo: 27018, stripe: 12111, sources: 4300, sourcesDns: 4353, smtp: 1025, mailUi: 1080 },
} as const satisfies AppManifestSource;
