import { z } from 'zod';
import { apiRoutes } from '@mailscout/contracts';
import { checkCompanyIdentity, companyIdentity } from './company-identity';
import { rateLimitVariables } from './rate-limit-variables';
import { scanVariables } from './scan-variables';
import { secretVariables } from './secret-variables';
import { NodeEnv, serverVariables } from './server-variables';
import { signInVariables } from './sign-in-variables';
import { siteVariables } from './site-variables';
import { sourceVariables } from './source-variables';
import { REHEARSAL_HINT, refuseStandIns, standInsOf } from './stand-ins';
import { storeVariables } from './store-variables';
import { REAL_STRIPE_API, REAL_STRIPE_JS, STRIPE_DEVELOPMENT_KEYS, stripeVariables } from './stripe-variables';
import { defaultTrustProxy } from './trust-proxy';
import { watchVariables } from './watch-variables';

export type { LogLevel, NodeEnv } from './server-variables';
export { REAL_STRIPE_API, REAL_STRIPE_JS } from './stripe-variables';

/**
 * The only module that reads the environment (docs/conventions.md#api). Every variable has a default
 * that makes `pnpm start` work on a developer machine, except the secrets and the company identity in production.
 * The variables are written by section, one file each (`*-variables.ts`); this module composes them,
 * checks what spans sections and shapes the configuration the app reads.
 */

// May carry credentials (a MongoDB URI can hold a password): never repeated in an error.
export const CONFIDENTIAL = new Set(['SESSION_SECRET', 'OTP_SECRET', 'SUPPRESSION_KEY', 'SUPPRESSION_PREVIOUS_KEYS', 'MONGODB_URI', 'CAPTCHA_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GRAVATAR_API_KEY', 'GITHUB_TOKEN', 'HIBP_API_KEY', 'GITLAB_TOKEN']);

/**
 * Every variable of the API and the worker, each described: `.env.example` and docs/deploy.md#configuration are
 * generated from them, in this order.
 */
export function environmentObject(production: boolean) {
  return z.object({
    ...serverVariables(production),
    ...rateLimitVariables(),
    ...secretVariables(production),
    ...storeVariables(),
    ...siteVariables(),
    ...signInVariables(),
    ...stripeVariables(production),
    ...sourceVariables(),
    ...scanVariables(),
    ...watchVariables(),
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
