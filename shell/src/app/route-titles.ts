/**
 * The shell's default page title per route (docs/product.md#page-details), as `shell:titles.*` keys: a route whose
 * remote sets no title of its own with `useDocumentTitle` still gets a translated one. Keys
 * follow the routes of the runtime configuration (docs/architecture.md#shape, route table).
 */
const ROUTE_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/': 'titles.home',
  '/email-scan': 'titles.emailScan',
  '/phone-scan': 'titles.phoneScan',
  '/scan-process': 'titles.scanProcess',
  '/payment': 'titles.payment',
  '/return': 'titles.return',
  '/order': 'titles.order',
  '/reports': 'titles.reports',
  '/login': 'titles.login',
  '/account': 'titles.account',
  '/cancel-subscription': 'titles.cancelSubscription',
  '/opt-out': 'titles.optOut',
  '/my-data': 'titles.myData',
  '/terms': 'titles.terms',
  '/privacy': 'titles.privacy',
  '/cookie-policy': 'titles.cookiePolicy',
  '/help-center': 'titles.helpCenter',
  '/about': 'titles.about',
  '/test-translation': 'titles.testTranslation',
};

/** The title key of a path: its own, or its nearest listed parent's ('/account/x' → account). */
export function routeTitleKey(pathname: string): string | undefined {
  let path = pathname.replace(/\/+$/, '') || '/';
  for (;;) {
    const key = ROUTE_TITLE_KEYS[path];
    if (key) return key;
    if (path === '/' || path === '') return undefined;
    const cut = path.lastIndexOf('/');
    path = cut <= 0 ? '' : path.slice(0, cut);
    if (path === '') return undefined; // only '/' itself is the home page
  }
}
