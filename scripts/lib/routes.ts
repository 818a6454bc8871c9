import { SEEDED } from '@mailscout/test-stack/journeys/funnel';

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

export interface PageRoute {
  /** File name of its screenshot, and its name in the Lighthouse table. */
  name: string;
  path: string;
  /** Reachable without an account: audited by `pnpm lighthouse`. */
  public: boolean;
}

/** Every route of the product a visitor can open directly (docs/architecture.md#shape, route table). */
export const ROUTES: readonly PageRoute[] = [
  { name: 'home', path: '/', public: true },
  { name: 'email-scan', path: `/email-scan?email=${encodeURIComponent(SEEDED.maren)}`, public: true },
  { name: 'phone-scan', path: `/phone-scan?phone=${encodeURIComponent('+442079460123')}`, public: false },
  { name: 'payment', path: '/payment', public: false },
  { name: 'order', path: '/order', public: false },
  { name: 'login', path: '/login', public: true },
  { name: 'cancel-subscription', path: '/cancel-subscription', public: false },
  { name: 'opt-out', path: '/opt-out', public: true },
  { name: 'terms', path: '/terms', public: true },
  { name: 'privacy', path: '/privacy', public: true },
  { name: 'cookie-policy', path: '/cookie-policy', public: true },
  { name: 'help-center', path: '/help-center', public: true },
  { name: 'about', path: '/about', public: true },
  { name: 'test-translation', path: '/test-translation', public: false },
  { name: 'not-found', path: '/this-page-does-not-exist', public: false },
];

/** The path with the page's language forced through `?lng=` (docs/decisions.md#language, first detection source). */
export function withLanguage(pathWithQuery: string, language: Language): string {
  const url = new URL(pathWithQuery, 'http://localhost');
  url.searchParams.set('lng', language);
  return `${url.pathname}${url.search}`;
}
