import type { APPS } from './apps';

/**
 * The pages the web code links to and navigates to, built here once instead of written as string
 * literals in each remote and the shell (docs/architecture.md#remote-routes). A remote links to
 * another remote's page only through these, so a renamed route is one change here, checked by the
 * type below and by `test/page-paths.test.ts` against the manifest. This module imports nothing at
 * run time: browser bundles take it without the manifest's schemas.
 */

/** A route some app of the manifest owns. */
export type PageRoute = (typeof APPS)['remotes'][number]['routes'][number];

/** Each page by name; a path no app owns does not type-check. */
export const PAGES = {
  home: '/',
  emailScan: '/email-scan',
  phoneScan: '/phone-scan',
  scanProcess: '/scan-process',
  payment: '/payment',
  return: '/return',
  order: '/order',
  reports: '/reports',
  login: '/login',
  account: '/account',
  cancelSubscription: '/cancel-subscription',
  optOut: '/opt-out',
  myData: '/my-data',
  terms: '/terms',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  helpCenter: '/help-center',
  about: '/about',
  testTranslation: '/test-translation',
} as const satisfies Record<string, PageRoute>;

/** The email funnel for an address (`/email-scan?email=…`), as the home search starts it. */
export function emailScanPath(email: string): string {
  return `${PAGES.emailScan}?email=${encodeURIComponent(email)}`;
}

/** The phone funnel for a number (`/phone-scan?phone=…`), E.164 or as typed. */
export function phoneScanPath(phone: string): string {
  return `${PAGES.phoneScan}?phone=${encodeURIComponent(phone)}`;
}

/** A paid report by its scan id (`/reports/:scanId`). */
export function reportPath(scanId: string): string {
  return `${PAGES.reports}/${encodeURIComponent(scanId)}`;
}
