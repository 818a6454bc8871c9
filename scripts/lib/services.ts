import fs from 'node:fs';
import path from 'node:path';
import { APP_MANIFEST, HOST, type RemoteName } from '@mailscout/app-manifest';
import { standInSettings } from '@mailscout/contracts';
import { devPlan, type DevPlan, type StandInName } from './dev-plan';
import type { ServiceSpec } from './processes';

export const ROOT = path.resolve(__dirname, '..', '..');

const env = process.env;
const { services } = APP_MANIFEST;
const appPort = (name: string, port: number) => Number(env[`${name.toUpperCase()}_PORT`] ?? port);

/** The app manifest's ports, each overridable by its environment variable. */
export const PORTS = {
  shell: appPort(HOST.name, HOST.port),
  ...(Object.fromEntries(APP_MANIFEST.remotes.map((remote) => [remote.name, appPort(remote.name, remote.port)])) as Record<RemoteName, number>),
  api: Number(env.API_PORT ?? services.api),
  mongo: Number(env.EMBEDDED_MONGO_PORT ?? services.mongo),
  stripe: Number(env.STRIPE_EMULATOR_PORT ?? services.stripe),
  sources: Number(env.SOURCE_STUBS_PORT ?? services.sources),
  // UDP: the stand-ins' DNS server (Libravatar's SRV, the domain facts' MX).
  sourcesDns: Number(env.SOURCE_STUBS_DNS_PORT ?? services.sourcesDns),
  smtp: Number(env.MAILDEV_SMTP_PORT ?? services.smtp),
  mailUi: Number(env.MAILDEV_WEB_PORT ?? services.mailUi),
};

const exists = (dir: string) => fs.existsSync(path.join(ROOT, dir, 'package.json'));

const MONGODB_URI = `mongodb://127.0.0.1:${PORTS.mongo}/mailscout`;
const SOURCES_URL = `http://127.0.0.1:${PORTS.sources}`;

/**
 * The data sources talk to the local stand-ins (services/source-stubs): every setting the source
 * catalogue names for them (docs/architecture.md#add-a-source); HIBP gets a key that only the
 * stand-in accepts, so the breaches source is enabled in the demo.
 */
export const SOURCE_STUB_ENV = {
  ...standInSettings(SOURCES_URL, `127.0.0.1:${PORTS.sourcesDns}`),
  HIBP_API_KEY: 'local-stub-hibp-key-not-a-real-key',
};

/**
 * Run once before the API starts: the synthetic people of docs/decisions.md#stand-ins go into the records
 * index, unless it already has people (a restart, or an operator's own data).
 */
export const SEED_RECORDS: Omit<ServiceSpec, 'port'> = {
  name: 'seed',
  cwd: 'services/api',
  command: 'pnpm',
  args: ['run', 'records:import', path.join(ROOT, 'services', 'api', 'data', 'synthetic-records.jsonl'), '--if-empty'],
  // An exported MONGODB_URI is the user's database (dev-plan.ts): the seed goes there, only if it is empty.
  env: env.MONGODB_URI?.trim() ? {} : { MONGODB_URI },
};

/** What each stand-in gives the API, and what `pnpm start` runs in their place when the user has set their own. */
export function currentDevPlan(userEnv: NodeJS.ProcessEnv = env): DevPlan {
  return devPlan({
    env: userEnv,
    standInEnv: {
      mongo: { MONGODB_URI },
      stripe: { STRIPE_API_URL: `http://127.0.0.1:${PORTS.stripe}` },
      mail: { SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}` },
      sources: SOURCE_STUB_ENV,
    },
  });
}

/**
 * Everything `pnpm start` runs, in start order: the stand-ins for outside services first, then
 * the API, then the remotes and the shell. A part whose package is not in the tree is skipped.
 */
export function devServices(plan: DevPlan = currentDevPlan()): ServiceSpec[] {
  const remotes = APP_MANIFEST.remotes.map(
    ({ name, dir }): ServiceSpec => ({
      name,
      cwd: dir,
      command: 'pnpm',
      args: ['run', 'dev'],
      env: { [`${name.toUpperCase()}_PORT`]: String(PORTS[name as RemoteName]) },
      port: PORTS[name as RemoteName],
    }),
  );
  const specs: ServiceSpec[] = [
    {
      name: 'mongo',
      cwd: 'services/embedded-mongo',
      command: 'pnpm',
      args: ['run', 'start', '--', '--port', String(PORTS.mongo), '--dbpath', path.join(ROOT, '.data', 'mongo')],
      port: PORTS.mongo,
    },
    {
      // The local Stripe emulator (Stripe's REST API, webhooks, test clocks) in place of Stripe.
      name: 'stripe',
      cwd: 'services/stripe-emulator',
      command: 'pnpm',
      args: ['run', 'start'],
      env: {
        STRIPE_EMULATOR_PORT: String(PORTS.stripe),
        STRIPE_EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${PORTS.api}/api/stripe/webhook`,
      },
      port: PORTS.stripe,
    },
    {
      // MailDev: a real SMTP server and inbox (web UI and REST API) for the product's email.
      name: 'mail',
      cwd: 'services/api',
      command: 'pnpm',
      args: ['exec', 'maildev', '--smtp', String(PORTS.smtp), '--web', String(PORTS.mailUi), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      port: PORTS.mailUi,
    },
    {
      // Gravatar, GitHub and Have I Been Pwned stand-ins with the synthetic people.
      name: 'sources',
      cwd: 'services/source-stubs',
      command: 'pnpm',
      args: ['run', 'start'],
      env: { SOURCE_STUBS_PORT: String(PORTS.sources), SOURCE_STUBS_DNS_PORT: String(PORTS.sourcesDns) },
      port: PORTS.sources,
    },
    {
      name: 'api',
      cwd: 'services/api',
      command: 'pnpm',
      args: ['run', 'start'],
      // The shell's dev proxy, on loopback, appends each visitor's address to X-Forwarded-For; the
      // API trusts loopback by default (docs/deploy.md#api-instances), so limits are per visitor.
      // Only the stand-ins' settings: what the user exported reaches the API unchanged (dev-plan.ts).
      env: { API_PORT: String(PORTS.api), ...plan.apiEnv },
      port: PORTS.api,
    },
    ...remotes,
    {
      name: HOST.name,
      cwd: HOST.dir,
      command: 'pnpm',
      args: ['run', 'dev'],
      env: { SHELL_PORT: String(PORTS.shell), API_PORT: String(PORTS.api) },
      port: PORTS.shell,
    },
  ];
  const standIns = new Set<string>(['mongo', 'stripe', 'mail', 'sources'] satisfies StandInName[]);
  return specs.filter((spec) => exists(spec.cwd) && (!standIns.has(spec.name) || plan.start.has(spec.name as StandInName)));
}
