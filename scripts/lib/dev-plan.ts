import { standInSettings } from '@mailscout/contracts';

/**
 * What `pnpm start` runs in place of each outside service (README, "Configuration"): the embedded
 * stand-in by default, or what the user has exported. A service the user names is not started,
 * and the API gets no setting of ours for it, so the user's own value reaches it unchanged. The
 * banner says which is which.
 */

export type StandInName = 'mongo' | 'stripe' | 'mail' | 'sources';

/**
 * The data sources' variables (the API's configuration), each of which the stand-in fills by
 * default: the settings the source catalogue names for the stand-ins, and HIBP's key.
 */
export const SOURCE_VARIABLES: readonly string[] = [...Object.keys(standInSettings('', '')), 'HIBP_API_KEY'];

/** `MAILSCOUT_SOURCES=real`: every data source is the real one (the API's defaults), the stand-in is not started. */
export const REAL_SOURCES_VARIABLE = 'MAILSCOUT_SOURCES';

const STRIPE_API = 'https://api.stripe.com';

export interface DevPlanInput {
  /** The user's environment. */
  env: NodeJS.ProcessEnv;
  /** The stand-ins' settings for the API, as `pnpm start` would give them. */
  standInEnv: { mongo: Record<string, string>; stripe: Record<string, string>; mail: Record<string, string>; sources: Record<string, string> };
}

export interface DevPlan {
  /** The stand-ins to start. */
  start: Set<StandInName>;
  /** The API's settings of ours: only for what the user has not set. */
  apiEnv: Record<string, string>;
  /** One line per outside service, for the start-up banner. */
  banner: string[];
}

export class DevPlanError extends Error {
  override readonly name = 'DevPlanError';
  readonly code = 'DEV_PLAN_REFUSED';
}

const isSet = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]?.trim());

export function devPlan({ env, standInEnv }: DevPlanInput): DevPlan {
  const start = new Set<StandInName>();
  const apiEnv: Record<string, string> = {};
  const banner: string[] = [];

  if (isSet(env, 'MONGODB_URI')) banner.push('MongoDB: yours (MONGODB_URI); the embedded server is not started');
  else {
    start.add('mongo');
    Object.assign(apiEnv, standInEnv.mongo);
    banner.push(`MongoDB: embedded (${standInEnv.mongo.MONGODB_URI}); export MONGODB_URI for yours`);
  }

  if (isSet(env, 'SMTP_URL')) banner.push('Mail: yours (SMTP_URL); MailDev is not started');
  else {
    start.add('mail');
    Object.assign(apiEnv, standInEnv.mail);
    banner.push('Mail: MailDev; export SMTP_URL for your SMTP server');
  }

  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey?.startsWith('sk_live_') || secretKey?.startsWith('rk_live_')) {
    throw new DevPlanError('pnpm start takes Stripe test keys only (sk_test_…): it is a development server. Live keys belong to production (docs/deploy.md#stripe).');
  }
  if (isSet(env, 'STRIPE_API_URL')) banner.push(`Stripe: yours (STRIPE_API_URL=${env.STRIPE_API_URL}); the emulator is not started`);
  else if (secretKey) {
    // Stripe's test mode: the API's default outside production is the emulator, so name Stripe.
    apiEnv.STRIPE_API_URL = STRIPE_API;
    const missing = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !isSet(env, name));
    banner.push(`Stripe: your account's test mode (STRIPE_SECRET_KEY); the emulator is not started${missing.length > 0 ? `. Also set ${missing.join(', ')} (stripe listen prints the webhook secret: docs/deploy.md#stripe-cli)` : ''}`);
  } else {
    start.add('stripe');
    Object.assign(apiEnv, standInEnv.stripe);
    banner.push('Stripe: the emulator; export STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY (test keys) for your account\'s test mode');
  }

  const real = env[REAL_SOURCES_VARIABLE]?.trim() === 'real';
  const yours = SOURCE_VARIABLES.filter((name) => isSet(env, name));
  const standIn = real ? [] : SOURCE_VARIABLES.filter((name) => !isSet(env, name) && standInEnv.sources[name] !== undefined);
  for (const name of standIn) apiEnv[name] = standInEnv.sources[name]!;
  if (standIn.length > 0) start.add('sources');
  banner.push(
    real
      ? `Data sources: the real ones (${REAL_SOURCES_VARIABLE}=real)${yours.length > 0 ? `, with your ${yours.join(', ')}` : ''}; the stand-ins are not started`
      : yours.length > 0
        ? `Data sources: yours for ${yours.join(', ')}; the stand-ins for the rest`
        : `Data sources: the stand-ins; export a source's URL for the real one, or ${REAL_SOURCES_VARIABLE}=real for all`,
  );

  return { start, apiEnv, banner };
}
