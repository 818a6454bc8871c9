import type { z } from 'zod';

/**
 * Production on stand-ins (docs/deploy.md#stand-ins-refused). Every service the product talks to has a
 * local stand-in and every address a development default, so a configuration that forgot one still
 * starts — and would then send live card data to a loopback port or mail from an `.example` address.
 * In production every such variable is refused, all of them in one message. A rehearsal of the
 * production topology on one machine (`pnpm start:prod`) says so with MAILSCOUT_REHEARSAL=1, which
 * production images never set; each process then names the stand-ins it runs on.
 */
export const REHEARSAL_VARIABLE = 'MAILSCOUT_REHEARSAL';

/** The emulator's public keys (services/stripe-emulator): the development default, never Stripe's. */
export const STRIPE_EMULATOR_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_mailscout_emulator',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_mailscout_emulator',
  STRIPE_WEBHOOK_SECRET: 'whsec_stripe_emulator_default_secret',
} as const;

/** The key only services/source-stubs accepts for Have I Been Pwned. */
export const SOURCE_STUB_HIBP_KEY = 'local-stub-hibp-key-not-a-real-key';

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0|\[?::\]?)$/i;
/** Names reserved for examples and tests (RFC 2606): nobody reads mail there. */
const EXAMPLE_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host.trim());
}

function hostOfUrl(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  return new URL(text).hostname;
}

/** The hosts of a mongodb:// URI (several for a replica set); credentials never leave this function. */
function mongoHosts(uri: string): string[] {
  const authority = uri.replace(/^mongodb(\+srv)?:\/\//, '').split('/')[0] ?? '';
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  return hosts.split(',').map((host) => host.replace(/:\d+$/, ''));
}

/** The domain of an address, also in the `Name <address>` form of MAIL_FROM. */
function mailDomain(text: string): string {
  const address = /<([^>]+)>/.exec(text)?.[1] ?? text;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}

const onLoopback = (what: string) => `points at ${what} on this machine (a stand-in); production needs the real service`;
const exampleAddress = 'is an address at a domain reserved for examples; production needs one where mail is read';

export type StandInValues = Readonly<{
  MONGODB_URI: string;
  SMTP_URL: string;
  STRIPE_API_URL: string;
  STRIPE_JS_URL?: string | undefined;
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  PUBLIC_ORIGIN: string;
  MAIL_FROM: string;
  SUPPORT_EMAIL: string;
  COMPANY_CONTACT_EMAIL?: string | undefined;
  COMPANY_DATA_PROTECTION_EMAIL?: string | undefined;
  GRAVATAR_API_URL: string;
  GITHUB_API_URL: string;
  HIBP_API_URL: string;
  HIBP_API_KEY?: string | undefined;
  LIBRAVATAR_URL: string;
  OPENPGP_KEYSERVER_URL: string;
  GITLAB_API_URL: string;
  RDAP_BOOTSTRAP_URL: string;
  DOMAIN_WEBSITE_URL: string;
  SOURCES_DNS_SERVER?: string | undefined;
  PROFILE_SITES_STAND_IN_URL?: string | undefined;
  CAPTCHA_VERIFY_URL?: string | undefined;
  ANALYTICS_SEARCH_PIXEL_URL?: string | undefined;
}>;

export interface StandIn {
  name: keyof StandInValues;
  message: string;
}

const SERVICE_URLS = {
  STRIPE_API_URL: 'the Stripe emulator',
  STRIPE_JS_URL: 'a Stripe.js stand-in',
  GRAVATAR_API_URL: 'a data source stand-in',
  GITHUB_API_URL: 'a data source stand-in',
  HIBP_API_URL: 'a data source stand-in',
  LIBRAVATAR_URL: 'a data source stand-in',
  OPENPGP_KEYSERVER_URL: 'a data source stand-in',
  GITLAB_API_URL: 'a data source stand-in',
  RDAP_BOOTSTRAP_URL: 'a data source stand-in',
  DOMAIN_WEBSITE_URL: 'a data source stand-in',
  CAPTCHA_VERIFY_URL: 'a bot-challenge stand-in',
  ANALYTICS_SEARCH_PIXEL_URL: 'an analytics stand-in',
} as const satisfies Partial<Record<keyof StandInValues, string>>;

/** The variables production checks for a stand-in (standInsOf), for the generated docs (docs/deploy.md#configuration). */
export const STAND_IN_VARIABLES = [
  'MONGODB_URI',
  'SMTP_URL',
  'PUBLIC_ORIGIN',
  ...(Object.keys(SERVICE_URLS) as Array<keyof typeof SERVICE_URLS>),
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'HIBP_API_KEY',
  'PROFILE_SITES_STAND_IN_URL',
  'SOURCES_DNS_SERVER',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'COMPANY_CONTACT_EMAIL',
  'COMPANY_DATA_PROTECTION_EMAIL',
] as const satisfies ReadonlyArray<keyof StandInValues>;

/** Every variable of the configuration that still names a stand-in or a development default. */
export function standInsOf(env: StandInValues): StandIn[] {
  const found: StandIn[] = [];
  const add = (name: keyof StandInValues, message: string) => found.push({ name, message });

  if (mongoHosts(env.MONGODB_URI).some(isLoopbackHost)) add('MONGODB_URI', onLoopback('a MongoDB (the embedded server by default)'));
  const smtpHost = hostOfUrl(env.SMTP_URL);
  if (smtpHost === undefined || isLoopbackHost(smtpHost)) add('SMTP_URL', onLoopback('an SMTP server (MailDev by default)'));
  const publicHost = hostOfUrl(env.PUBLIC_ORIGIN);
  if (publicHost === undefined || isLoopbackHost(publicHost)) add('PUBLIC_ORIGIN', 'is an origin on this machine; production needs the site\'s public https origin (links in mails, Stripe\'s return URLs)');
  for (const [name, what] of Object.entries(SERVICE_URLS) as Array<[keyof typeof SERVICE_URLS, string]>) {
    const value = env[name];
    // DOMAIN_WEBSITE_URL carries a {domain} placeholder: read it with a domain in place.
    const host = value === undefined ? undefined : hostOfUrl(value.replace('{domain}', 'example.com'));
    if (host !== undefined && isLoopbackHost(host)) add(name, onLoopback(what));
  }
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (env[name] === STRIPE_EMULATOR_KEYS[name]) add(name, "is the Stripe emulator's public key; production needs your Stripe account's (docs/deploy.md#stripe)");
  }
  if (env.HIBP_API_KEY === SOURCE_STUB_HIBP_KEY) add('HIBP_API_KEY', "is the data source stand-in's key; set your Have I Been Pwned key, or leave it unset (the source is then off)");
  if (env.PROFILE_SITES_STAND_IN_URL !== undefined) add('PROFILE_SITES_STAND_IN_URL', 'sends the username pivot to a stand-in instead of the real sites; leave it unset in production');
  if (env.SOURCES_DNS_SERVER !== undefined) {
    const [, host = '', port = ''] = /^\[?(.*?)\]?:(\d+)$/.exec(env.SOURCES_DNS_SERVER) ?? [];
    // A resolver on this machine's port 53 is ordinary; another loopback port is the stand-ins' DNS server.
    if (isLoopbackHost(host) && port !== '53') add('SOURCES_DNS_SERVER', onLoopback('a DNS server on a port other than 53 (the stand-ins\')'));
  }
  for (const name of ['MAIL_FROM', 'SUPPORT_EMAIL', 'COMPANY_CONTACT_EMAIL', 'COMPANY_DATA_PROTECTION_EMAIL'] as const) {
    const value = env[name];
    if (value !== undefined && EXAMPLE_DOMAIN.test(mailDomain(value))) add(name, exampleAddress);
  }
  return found;
}

/** Said once under the list when any stand-in was refused. */
export const REHEARSAL_HINT = `A rehearsal of production on stand-ins on one machine (pnpm start:prod) sets ${REHEARSAL_VARIABLE}=1 (docs/deploy.md#rehearsal); production never does.`;

/** In production outside a rehearsal, each stand-in is an issue of its own, so one message names them all. */
export function refuseStandIns(env: StandInValues, ctx: z.RefinementCtx): void {
  for (const { name, message } of standInsOf(env)) {
    ctx.addIssue({ code: 'custom', path: [name], message, params: { standIn: true } });
  }
}

/** What each process says at start in a rehearsal, so its logs never pass for production's. */
export function rehearsalBanner(standIns: readonly string[]): string {
  return `REHEARSAL (${REHEARSAL_VARIABLE}=1): production on stand-ins${standIns.length > 0 ? ` for ${standIns.join(', ')}` : ''}; never set in production (docs/deploy.md#rehearsal)`;
}
