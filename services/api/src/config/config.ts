import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiRoutes, PriceCatalogue } from '@mailscout/contracts';
import { checkCompanyIdentity, companyIdentity, companyVariables } from './company-identity';
import { parseDuration } from './duration';
import { REHEARSAL_HINT, refuseStandIns, standInsOf, STRIPE_EMULATOR_KEYS } from './stand-ins';
import { defaultTrustProxy, TrustProxy } from './trust-proxy';

const DEFAULT_CATALOGUE_FILE = path.join(__dirname, '..', '..', 'config', 'price-catalogue.json');

/** The price catalogue file (docs/decisions.md#price-catalogue), read and validated with the rest of the configuration. */
const CatalogueFile = z
  .string()
  .default(DEFAULT_CATALOGUE_FILE)
  .transform((file, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})` });
      return z.NEVER;
    }
    const parsed = PriceCatalogue.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `is not a valid price catalogue: ${first?.path.join('.')}: ${first?.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

const IsoDate = z.iso.date({ error: 'must be a date like 2025-04-22' });

/**
 * The only module that reads the environment (docs/conventions.md#api). Every variable has a default
 * that makes `pnpm start` work on a developer machine, except the secrets and the company identity in production.
 */

const NodeEnv = z.enum(['development', 'test', 'production']);
const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export type NodeEnv = z.infer<typeof NodeEnv>;
export type LogLevel = z.infer<typeof LogLevel>;

// Known, public values: convenient on a laptop, refused in production.
const DEVELOPMENT_SECRETS = {
  SESSION_SECRET: 'development-only-session-secret-not-for-production',
  OTP_SECRET: 'development-only-otp-secret-not-for-production-use',
  SUPPRESSION_KEY: 'development-only-suppression-key-not-for-production',
} as const;

// May carry credentials (a MongoDB URI can hold a password): never repeated in an error.
export const CONFIDENTIAL = new Set(['SESSION_SECRET', 'OTP_SECRET', 'SUPPRESSION_KEY', 'SUPPRESSION_PREVIOUS_KEYS', 'MONGODB_URI', 'CAPTCHA_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GRAVATAR_API_KEY', 'GITHUB_TOKEN', 'HIBP_API_KEY', 'GITLAB_TOKEN']);

// The local Stripe emulator (services/stripe-emulator) and its public test keys: the default
// on a developer machine. In production the default is Stripe itself (docs/deploy.md#stripe).
const STRIPE_EMULATOR_URL = 'http://127.0.0.1:12111';
const STRIPE_DEVELOPMENT_KEYS = STRIPE_EMULATOR_KEYS;
export const REAL_STRIPE_API = 'https://api.stripe.com';
/**
 * The Stripe.js that the installed @stripe/stripe-js is written for: its release train (`endive` in
 * 10.x), which `loadStripe` checks the loaded script against. config.test.ts reads it from the package.
 */
export const REAL_STRIPE_JS = 'https://js.stripe.com/endive/stripe.js';

const MONGODB_URL = /^mongodb(\+srv)?:\/\/([^@/\s]+@)?[^@/\s]+(\/\S*)?$/;

function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .default(fallback);
}

function durationAtLeast(minMs: number, fallbackMs: number) {
  return z
    .string()
    .transform((text, ctx) => {
      const ms = parseDuration(text);
      if (ms === undefined || ms < minMs) {
        ctx.addIssue({ code: 'custom', message: `must be a duration of at least ${minMs} ms, e.g. '10s' or 10000 (ms)` });
        return z.NEVER;
      }
      return ms;
    })
    .default(fallbackMs);
}

function httpOrigin(fallback: string) {
  return z
    .string()
    .refine(isHttpOrigin, 'must be an http(s) origin without a path')
    .transform((text) => new URL(text).origin)
    .default(fallback);
}

function isHttpOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
}

function secret(name: keyof typeof DEVELOPMENT_SECRETS, production: boolean) {
  const strong = z
    .string({ error: 'is required when NODE_ENV is production (at least 32 random characters)' })
    .min(32, 'must be at least 32 characters long');
  return production
    ? strong.refine((value) => value !== DEVELOPMENT_SECRETS[name], 'must not be the development default')
    : strong.default(DEVELOPMENT_SECRETS[name]);
}

/** Every variable of the API and the worker, each described: `.env.example` and docs/deploy.md#configuration are generated from them. */
export function environmentObject(production: boolean) {
  return z.object({
      NODE_ENV: z.enum(NodeEnv.options, { error: `must be one of ${NodeEnv.options.join(', ')}` }).default('development').describe('development, test or production; production refuses stand-ins, development defaults and missing secrets'),
      // docs/deploy.md#rehearsal: production on stand-ins, set only by `pnpm start:prod`.
      MAILSCOUT_REHEARSAL: z.enum(['1'], { error: 'must be 1 (a rehearsal on stand-ins) or unset' }).optional().describe("1: production on this machine's stand-ins, set only by pnpm start:prod (docs/deploy.md#rehearsal); never in production"),
      API_HOST: z.string().default('127.0.0.1').describe('the address the API listens on (0.0.0.0 in a container)'),
      API_PORT: wholeNumber(0, 65_535, 4000).describe('the port the API listens on'),
      // The proxies' addresses that may say who the client is (docs/deploy.md#api-instances).
      TRUST_PROXY: TrustProxy.optional().describe('addresses or CIDR ranges of the proxies allowed to say who the client is (X-Forwarded-For), comma-separated; default: loopback when listening on loopback, none otherwise'),
      // Kept below the platform's own grace period (deploy/k8s: terminationGracePeriodSeconds).
      SHUTDOWN_TIMEOUT: durationAtLeast(1000, 10_000).describe('on SIGTERM an instance or worker drains (docs/deploy.md#graceful-shutdown) for at most this long, then exits with code 1; below the platform\'s grace period, e.g. 10s'),
      // docs/operations.md#ops-port: metrics and probes on their own port, which the front door never routes to.
      OPS_HOST: z.string().default('127.0.0.1').describe("the address the ops server (/metrics, /livez, /readyz) listens on: 0.0.0.0 in a container, for Prometheus and the platform's probes; never routed by the front door (docs/operations.md#ops-port)"),
      OPS_PORT: wholeNumber(0, 65_535, production ? 9464 : 0).describe('the ops server\'s port; 0: any free port (logged at start). An API instance and a worker on one machine each need their own'),
      LOG_LEVEL: z.enum(LogLevel.options, { error: `must be one of ${LogLevel.options.join(', ')}` }).default('info').describe('pino log level: fatal, error, warn, info, debug, trace or silent'),
      PUBLIC_ORIGIN: z
        .string()
        .refine(isHttpOrigin, 'must be an http(s) origin without a path, e.g. https://mailscout.example')
        .transform((text) => new URL(text).origin)
        .default('http://localhost:3000').describe("the site's public origin: links in mails, Stripe's return URLs"),
      RATE_LIMIT_MAX: wholeNumber(1, 1_000_000, 300).describe('requests per client per RATE_LIMIT_WINDOW'),
      RATE_LIMIT_WINDOW: z
        .string()
        .transform((text, ctx) => {
          const ms = parseDuration(text);
          if (ms === undefined || ms < 1000) {
            ctx.addIssue({ code: 'custom', message: "must be a duration of at least 1 second, e.g. '1 minute', '30s' or 60000 (ms)" });
            return z.NEVER;
          }
          return ms;
        })
        .default(60_000).describe("the rate limit's window, e.g. 1 minute, 30s or 60000 (ms)"),
      RATE_LIMIT_NOT_FOUND_MAX: wholeNumber(1, 1_000_000, 60).describe('requests per client per window that answer 404'),
      LOOKUPS_PER_MINUTE_PER_CLIENT: wholeNumber(1, 100_000, 20).describe('email and phone lookups per client per minute'),
      SESSION_SECRET: secret('SESSION_SECRET', production).describe('signs sessions and the bot challenge; at least 32 random characters, the same on every instance and worker'),
      OTP_SECRET: secret('OTP_SECRET', production).describe('hashes sign-in codes and looked-up addresses; at least 32 random characters, the same everywhere'),
      // docs/decisions.md#opt-out: the suppression list has its own key, so rotating the code secret never
      // makes an opted-out address searchable again; earlier keys stay checkable (comma-separated).
      SUPPRESSION_KEY: secret('SUPPRESSION_KEY', production).describe('keys the opt-out list (docs/decisions.md#opt-out); at least 32 random characters, the same everywhere'),
      SUPPRESSION_PREVIOUS_KEYS: z
        .string()
        .default('')
        .transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
        .refine((keys) => keys.every((key) => key.length >= 32), 'every previous key must be at least 32 characters long').describe('earlier suppression keys still checked after a rotation, comma-separated'),
      MONGODB_URI: z
        .string()
        .regex(MONGODB_URL, 'must be a mongodb:// or mongodb+srv:// URL')
        .default('mongodb://127.0.0.1:27018/mailscout').describe('the MongoDB connection string (a replica set in production)'),
      PRICE_CATALOGUE_FILE: CatalogueFile.describe('the price catalogue (docs/decisions.md#price-catalogue), JSON'),
      SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@mailscout.example').describe('the support address shown on the site and in every mail'),
      // docs/decisions.md#company-identity: who runs the service, required in production (company-identity.ts).
      ...companyVariables,
      // docs/decisions.md#honest-data: no claim unless one is configured.
      MARKETING_CLAIM: z.string().optional().describe('a marketing claim to show, only when true (docs/decisions.md#honest-data); none by default'),
      // docs/product.md#states: a pixel that fires on a successful search; none by default (no third party).
      ANALYTICS_SEARCH_PIXEL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional().describe('a pixel fired on a successful search; none by default'),
      ANALYTICS_TEST_CODE: z.string().max(100).optional().describe('the analytics test code sent on localhost'),
      // docs/product.md#constants: the privacy and cookie policies were last updated on 22 April 2025.
      LEGAL_TERMS_UPDATED: IsoDate.default('2025-04-22').describe('the date the terms were last updated (YYYY-MM-DD)'),
      LEGAL_PRIVACY_UPDATED: IsoDate.default('2025-04-22').describe('the date the privacy policy was last updated (YYYY-MM-DD)'),
      LEGAL_COOKIES_UPDATED: IsoDate.default('2025-04-22').describe('the date the cookie policy was last updated (YYYY-MM-DD)'),
      // docs/decisions.md#bot-challenge: self-hosted proof of work by default; hCaptcha or Turnstile by configuration.
      CAPTCHA_PROVIDER: z.enum(['altcha', 'hcaptcha', 'turnstile'], { error: 'must be altcha, hcaptcha or turnstile' }).default('altcha').describe('the bot challenge: altcha (self-hosted), hcaptcha or turnstile'),
      CAPTCHA_SITE_KEY: z.string().optional().describe('the hCaptcha / Turnstile site key (required with those providers)'),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
        .default('smtp://127.0.0.1:1025').describe('the SMTP server mail is sent through (smtp:// or smtps://, credentials in the URL)'),
      MAIL_FROM: z.string().default('MailScout <no-reply@mailscout.example>').describe('the sender of every mail'),
      SESSION_TTL_DAYS: wholeNumber(1, 365, 30).describe('days a session lasts'),
      // docs/decisions.md#sign-in-codes: codes are rate-limited per address and per client; wrong tries per address
      // are counted over an hour that a new code does not reset.
      OTP_REQUESTS_PER_ADDRESS_PER_HOUR: wholeNumber(1, 1000, 5).describe('sign-in codes sent per address per hour'),
      OTP_REQUESTS_PER_CLIENT_PER_HOUR: wholeNumber(1, 100_000, 30).describe('sign-in codes requested per client per hour'),
      OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR: wholeNumber(1, 1000, 20).describe('wrong codes per address per hour before every try needs the bot challenge'),
      // docs/decisions.md#owner-path: wrong tries on one address from one client; past it that client alone is
      // refused (429). Past OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR every client must solve the bot
      // challenge for each try, so nobody can lock the owner out.
      OTP_WRONG_TRIES_PER_ADDRESS_AND_CLIENT_PER_HOUR: wholeNumber(1, 1000, 10).describe('wrong codes per address from one client per hour before that client is refused'),
      CAPTCHA_SECRET: z.string().optional().describe('the hCaptcha / Turnstile secret (required with those providers)'),
      // Where hCaptcha / Turnstile answers are verified; defaults to the provider's own endpoint.
      CAPTCHA_VERIFY_URL: z.url({ error: 'must be a URL' }).optional().describe("where hCaptcha / Turnstile answers are verified; default: the provider's endpoint"),
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)')
        .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_SECRET_KEY).describe("your Stripe account's secret key (sk_live_… / sk_test_… or a restricted rk_…); default: the emulator's"),
      STRIPE_PUBLISHABLE_KEY: z
        .string()
        .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
        .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_PUBLISHABLE_KEY).describe("your Stripe account's publishable key (pk_…); default: the emulator's"),
      STRIPE_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_WEBHOOK_SECRET).describe("the webhook endpoint's signing secret (whsec_…, printed by pnpm stripe:setup or stripe listen); default: the emulator's"),
      STRIPE_API_URL: z
        .string()
        .refine(isHttpOrigin, 'must be an http(s) origin without a path, e.g. https://api.stripe.com or http://127.0.0.1:12111')
        .transform((text) => new URL(text).origin)
        .default(production ? REAL_STRIPE_API : STRIPE_EMULATOR_URL).describe("Stripe's API origin: unset in production (Stripe itself); the emulator elsewhere"),
      STRIPE_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of Stripe.js' }).optional().describe("where browsers load Stripe.js; default: the release train @stripe/stripe-js expects, or the emulator's stand-in"),
      // docs/decisions.md#one-subscription: the trial once per card (by the provider's card fingerprint). On by default;
      // a shared test stack whose every buyer types Stripe's one test card may switch it off.
      TRIAL_ONCE_PER_CARD: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').describe("true: a card's fingerprint gets one trial (docs/decisions.md#one-subscription)"),
      // docs/decisions.md#stand-ins: the networked sources. Tests and `pnpm start` point them at the local
      // stand-ins of services/source-stubs.
      GRAVATAR_API_URL: httpOrigin('https://api.gravatar.com').describe("Gravatar's API origin"),
      GRAVATAR_API_KEY: z.string().optional().describe('a Gravatar API key (optional)'),
      GITHUB_API_URL: httpOrigin('https://api.github.com').describe("GitHub's API origin"),
      GITHUB_TOKEN: z.string().optional().describe('a GitHub token for a higher rate limit (optional)'),
      HIBP_API_URL: httpOrigin('https://haveibeenpwned.com').describe("Have I Been Pwned's origin"),
      // Have I Been Pwned answers only with a key: without one the source is reported disabled.
      HIBP_API_KEY: z.string().optional().describe('a Have I Been Pwned key; without one the breaches source is off'),
      // docs/decisions.md#sources: more public sources. Offline they all point at services/source-stubs.
      LIBRAVATAR_URL: httpOrigin('https://seccdn.libravatar.org').describe("Libravatar's origin"),
      OPENPGP_KEYSERVER_URL: httpOrigin('https://keys.openpgp.org').describe("the OpenPGP key server's origin"),
      GITLAB_API_URL: httpOrigin('https://gitlab.com').describe("GitLab's origin"),
      GITLAB_TOKEN: z.string().optional().describe('a GitLab token (optional)'),
      RDAP_BOOTSTRAP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an RDAP bootstrap file (dns.json)' }).default('https://data.iana.org/rdap/dns.json').describe("IANA's RDAP bootstrap file for domains (dns.json)"),
      DOMAIN_WEBSITE_URL: z
        .string()
        .refine((text) => text.includes('{domain}') && URL.canParse(text.replace('{domain}', 'example.com')), 'must be an http(s) URL with {domain}, e.g. https://{domain}/')
        .default('https://{domain}/').describe("where a domain's website is read, with {domain}"),
      // A DNS server (host:port) for the sources' SRV and MX questions; unset: the host's resolver.
      SOURCES_DNS_SERVER: z.string().regex(/^[\w.:[\]-]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:5354').optional().describe("a DNS server (host:port) for the sources' and local checks' SRV and MX questions; unset: the host's resolver"),
      // Unset: the username pivot asks the real sites; set: the stand-in serving them under /sites/.
      PROFILE_SITES_STAND_IN_URL: z.string().refine(isHttpOrigin, 'must be an http(s) origin without a path').transform((text) => new URL(text).origin).optional().describe("a stand-in serving the username pivot's sites; unset: the real sites"),
      SCAN_DEADLINE: durationAtLeast(1000, 12_000).describe('how long a scan may run, e.g. 12s'),
      SCAN_LEASE: durationAtLeast(1000, 30_000).describe('how long a worker holds a scan before another may take it, e.g. 30s'),
      REPORT_TTL_DAYS: wholeNumber(1, 365, 30).describe('days reports, previews and cached source answers are kept'),
      LOOKUPS_PER_ACCOUNT_PER_DAY: wholeNumber(1, 10_000, 25).describe('reports an account may start per day'),
      // The scan worker runs inside the API by default; `off` leaves jobs to `pnpm --filter @mailscout/api worker`.
      SCAN_WORKER: z.enum(['inline', 'off'], { error: 'must be inline or off' }).default('inline').describe('inline: the API runs scans itself; off: leave them to worker processes'),
      // docs/architecture.md#event-streams: live event streams (previews, scans). Over the caps a stream is refused (429 per
      // client, 503 overall) and the browser polls every 5 s instead.
      STREAMS_PER_CLIENT: wholeNumber(1, 100_000, 6).describe('open event streams per client on one instance'),
      STREAMS_MAX: wholeNumber(1, 1_000_000, 1000).describe('open event streams on one instance'),
      STREAM_IDLE_TIMEOUT: durationAtLeast(1000, 5 * 60_000).describe('an event stream with nothing to say closes after this'),
      STREAM_MAX_LIFETIME: durationAtLeast(1000, 30 * 60_000).describe('an event stream closes after this at the latest'),
      // Every watched job is read again this often (one read per kind), for changes made by another process.
      STREAM_POLL_INTERVAL: durationAtLeast(50, 1000).describe('how often a stream re-reads its job from MongoDB'),
      // docs/decisions.md#watch-my-address: an owner's watch of their own address.
      WATCH_INTERVAL: durationAtLeast(60_000, 7 * 86_400_000).describe('how often a watched address is checked again, e.g. 7d (docs/decisions.md#watch-my-address); each watch gets its own offset within it'),
      WATCH_SWEEP_INTERVAL: durationAtLeast(1000, 60_000).describe('how often due watches are looked for, by the API with SCAN_WORKER=inline, by the worker processes otherwise'),
      WATCH_STARTS_PER_CLIENT_PER_DAY: wholeNumber(1, 1000, 3).describe('watches one client may turn on per day'),
    });
}

function environmentSchema(production: boolean) {
  return environmentObject(production)
    .superRefine((env, ctx) => {
      if (production) checkCompanyIdentity(env, ctx);
      if (production && env.MAILSCOUT_REHEARSAL !== '1') refuseStandIns(env, ctx);
      const realStripe = env.STRIPE_API_URL === REAL_STRIPE_API;
      if (production && realStripe) {
        for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
          if (env[name] === STRIPE_DEVELOPMENT_KEYS[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV is production (your Stripe account\'s key)' });
        }
      }
      if (env.CAPTCHA_PROVIDER === 'altcha') return;
      for (const name of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER}` });
      }
    })
    .transform((env) => ({
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      /** Production on stand-ins, by choice (docs/deploy.md#rehearsal): each process names them at start. */
      rehearsal: production && env.MAILSCOUT_REHEARSAL === '1' ? { standIns: standInsOf(env).map(({ name }) => name) } : null,
      http: { host: env.API_HOST, port: env.API_PORT, trustProxy: env.TRUST_PROXY ?? defaultTrustProxy(env.API_HOST) },
      ops: { host: env.OPS_HOST, port: env.OPS_PORT },
      logLevel: env.LOG_LEVEL,
      /** The bound on a graceful shutdown (docs/deploy.md#graceful-shutdown). */
      shutdown: { timeoutMs: env.SHUTDOWN_TIMEOUT },
      publicOrigin: env.PUBLIC_ORIGIN,
      rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW, notFoundMax: env.RATE_LIMIT_NOT_FOUND_MAX, lookupsPerMinute: env.LOOKUPS_PER_MINUTE_PER_CLIENT },
      secrets: { session: env.SESSION_SECRET, otp: env.OTP_SECRET, suppression: env.SUPPRESSION_KEY, previousSuppression: env.SUPPRESSION_PREVIOUS_KEYS },
      mongodbUri: env.MONGODB_URI,
      catalogue: env.PRICE_CATALOGUE_FILE,
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
      sessions: { ttlMs: env.SESSION_TTL_DAYS * 86_400_000 },
      otp: {
        requestsPerAddressPerHour: env.OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
        requestsPerClientPerHour: env.OTP_REQUESTS_PER_CLIENT_PER_HOUR,
        wrongTriesPerAddressPerHour: env.OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR,
        wrongTriesPerAddressAndClientPerHour: env.OTP_WRONG_TRIES_PER_ADDRESS_AND_CLIENT_PER_HOUR,
      },
      captcha: {
        provider: env.CAPTCHA_PROVIDER,
        secret: env.CAPTCHA_SECRET ?? null,
        verifyUrl: env.CAPTCHA_VERIFY_URL ?? null,
        public:
          env.CAPTCHA_PROVIDER === 'altcha'
            ? ({ provider: 'altcha', challengeUrl: apiRoutes['identity.captchaChallenge'].path } as const)
            : ({ provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY ?? '' } as const),
      },
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
        /** Stripe itself (check the catalogue, never create) or the local emulator (synchronise it). */
        emulated: env.STRIPE_API_URL !== REAL_STRIPE_API,
        trialOncePerCard: env.TRIAL_ONCE_PER_CARD === 'true',
        jsUrl: env.STRIPE_JS_URL ?? (env.STRIPE_API_URL === REAL_STRIPE_API ? REAL_STRIPE_JS : `${env.STRIPE_API_URL}/v3/stripe.js`),
      },
      sources: {
        gravatar: { url: env.GRAVATAR_API_URL, apiKey: env.GRAVATAR_API_KEY ?? null },
        github: { url: env.GITHUB_API_URL, token: env.GITHUB_TOKEN ?? null },
        hibp: { url: env.HIBP_API_URL, apiKey: env.HIBP_API_KEY ?? null },
        libravatar: { url: env.LIBRAVATAR_URL },
        openpgp: { url: env.OPENPGP_KEYSERVER_URL },
        gitlab: { url: env.GITLAB_API_URL, token: env.GITLAB_TOKEN ?? null },
        domainFacts: { rdapBootstrapUrl: env.RDAP_BOOTSTRAP_URL, websiteUrl: env.DOMAIN_WEBSITE_URL },
        dnsServer: env.SOURCES_DNS_SERVER ?? null,
        profileSitesStandInUrl: env.PROFILE_SITES_STAND_IN_URL ?? null,
      },
      scans: {
        deadlineMs: env.SCAN_DEADLINE,
        leaseMs: env.SCAN_LEASE,
        /** Reports, previews and cached source answers expire together (docs/decisions.md#retention). */
        ttlMs: env.REPORT_TTL_DAYS * 86_400_000,
        dailyCapPerAccount: env.LOOKUPS_PER_ACCOUNT_PER_DAY,
        worker: env.SCAN_WORKER,
      },
      watches: {
        intervalMs: env.WATCH_INTERVAL,
        sweepMs: env.WATCH_SWEEP_INTERVAL,
        startsPerClientPerDay: env.WATCH_STARTS_PER_CLIENT_PER_DAY,
      },
      streams: {
        perClient: env.STREAMS_PER_CLIENT,
        total: env.STREAMS_MAX,
        idleMs: env.STREAM_IDLE_TIMEOUT,
        maxLifetimeMs: env.STREAM_MAX_LIFETIME,
        pollMs: env.STREAM_POLL_INTERVAL,
      },
      site: {
        supportEmail: env.SUPPORT_EMAIL,
        company: companyIdentity(env, env.SUPPORT_EMAIL),
        marketingClaim: env.MARKETING_CLAIM ?? null,
        analytics: { searchPixelUrl: env.ANALYTICS_SEARCH_PIXEL_URL ?? null, testCode: env.ANALYTICS_TEST_CODE ?? 'TEST_LOCALHOST' },
        legal: { termsUpdated: env.LEGAL_TERMS_UPDATED, privacyUpdated: env.LEGAL_PRIVACY_UPDATED, cookiesUpdated: env.LEGAL_COOKIES_UPDATED },
      },
    }));
}

export type AppConfig = z.output<ReturnType<typeof environmentSchema>>;
export type Environment = Readonly<Record<string, string | undefined>>;

/** Thrown once with every bad or missing variable, so a deployment is fixed in one go. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[], note?: string) {
    super(`Invalid configuration. Fix these environment variables and start again:\n${problems.map((p) => `- ${p}`).join('\n')}${note ? `\n${note}` : ''}`);
  }
}

export function loadConfig(env: Environment = process.env): AppConfig {
  // An empty value (`API_PORT=` in an env file) means "not set", not "set to nothing".
  const values = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const nodeEnv = NodeEnv.safeParse(values.NODE_ENV ?? 'development');
  // An unreadable NODE_ENV is held to production rules, so missing secrets are reported with it.
  const production = !nodeEnv.success || nodeEnv.data === 'production';

  const result = environmentSchema(production).safeParse(values);
  if (result.success) return result.data;

  const problems = new Map<string, string>();
  let standIns = false;
  for (const issue of result.error.issues) {
    if (issue.code === 'custom' && issue.params?.standIn === true) standIns = true;
    const name = String(issue.path[0] ?? 'environment');
    if (problems.has(name)) continue;
    const received = values[name];
    const echo = received !== undefined && !CONFIDENTIAL.has(name) ? ` (received "${received}")` : '';
    problems.set(name, `${name}: ${issue.message}${echo}`);
  }
  throw new ConfigError([...problems.values()], standIns ? REHEARSAL_HINT : undefined);
}
