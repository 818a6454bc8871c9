import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '../../../shared/contracts/src/index';
import { PriceCatalogue } from '../../../shared/contracts/src/catalogue';
import { createStripeClient, STRIPE_API_VERSION } from '@mailscout/api/stripe';
import { desiredPrices, desiredWebhook } from './desired';
import { reconcileStripe } from './reconcile';

export const STRIPE_SETUP_USAGE = `usage: pnpm stripe:setup [--check] [--webhook-url https://site/api/stripe/webhook] [--catalogue file.json]
environment: STRIPE_SECRET_KEY (required), STRIPE_API_URL (default https://api.stripe.com), PUBLIC_ORIGIN (the site:
             the webhook goes to <PUBLIC_ORIGIN>/api/stripe/webhook unless --webhook-url), PRICE_CATALOGUE_FILE`;

const DEFAULT_CATALOGUE = path.join(__dirname, '..', '..', '..', 'services', 'api', 'config', 'price-catalogue.json');

interface Args {
  check: boolean;
  webhookUrl: string | undefined;
  catalogue: string | undefined;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { check: false, webhookUrl: undefined, catalogue: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--check') args.check = true;
    else if (flag === '--webhook-url') args.webhookUrl = argv[(i += 1)];
    else if (flag === '--catalogue') args.catalogue = argv[(i += 1)];
    else if (flag !== '--') throw new UsageError(`unknown option ${flag}`);
  }
  return args;
}

function readCatalogue(file: string): PriceCatalogue {
  return PriceCatalogue.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * `pnpm stripe:setup` (docs/deploy.md#stripe): the catalogue's products and prices and the webhook
 * endpoint into a Stripe account, or with `--check` only what differs (exit 1 when anything does).
 * Returns the exit code; writes what it finds and does to `out`.
 */
export async function runStripeSetup(argv: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    out(`${(error as Error).message}\n${STRIPE_SETUP_USAGE}`);
    return 2;
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const origin = env.PUBLIC_ORIGIN?.trim();
  const problems = [
    ...(secretKey ? [] : ['STRIPE_SECRET_KEY is not set (your account\'s secret key: sk_test_… for test mode, sk_live_… for live)']),
    ...(args.webhookUrl || origin ? [] : ['PUBLIC_ORIGIN is not set (the site, e.g. https://mailscout.co.uk), nor --webhook-url']),
  ];
  if (problems.length > 0 || !secretKey) {
    out(`${problems.map((problem) => `- ${problem}`).join('\n')}\n${STRIPE_SETUP_USAGE}`);
    return 2;
  }
  const apiUrl = env.STRIPE_API_URL?.trim() || 'https://api.stripe.com';
  const catalogue = readCatalogue(args.catalogue ?? env.PRICE_CATALOGUE_FILE ?? DEFAULT_CATALOGUE);
  const webhookPath = apiRoutes['billing.stripeWebhook'].path;
  const webhook = args.webhookUrl ? { ...desiredWebhook(args.webhookUrl, webhookPath, STRIPE_API_VERSION), url: args.webhookUrl } : desiredWebhook(origin!, webhookPath, STRIPE_API_VERSION);
  const stripe = createStripeClient({ secretKey, apiUrl });
  const mode = secretKey.includes('_live_') ? 'LIVE' : 'test';

  out(`Stripe at ${apiUrl} (${mode} mode, API version ${STRIPE_API_VERSION})${args.check ? ': checking only' : ''}`);
  const result = await reconcileStripe({ stripe, prices: desiredPrices(catalogue), webhook, check: args.check });
  for (const line of result.drift) out(`${args.check ? 'drift' : result.changed.includes(line) ? 'fixed' : 'drift'}: ${line}`);
  if (result.drift.length === 0) out(`Stripe matches the catalogue (${desiredPrices(catalogue).length} prices) and the webhook endpoint ${webhook.url} (${webhook.events.length} events).`);
  for (const note of result.notes) out(`note: ${note}`);
  if (result.webhookSecret) {
    out(`\nThe webhook endpoint was created. Set its signing secret in the API's and the worker's environment (Stripe shows it only now):\n  STRIPE_WEBHOOK_SECRET=${result.webhookSecret}`);
  }
  if (args.check) return result.drift.length > 0 ? 1 : 0;
  // Left to do by hand: what no API call can change (an endpoint's API version).
  return result.notes.length > 0 ? 1 : 0;
}
