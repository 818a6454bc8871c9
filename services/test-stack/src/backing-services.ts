import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedMongo } from '@mailscout/embedded-mongo';
import { startStripeEmulator } from '@mailscout/stripe-emulator';
import { startSourceStubs } from '@mailscout/source-stubs';
import { freePort, waitForUrl } from '@mailscout/test-kit/node';
import { ROOT } from './stack';

export interface BackingServices {
  mongoUri: string;
  smtpUrl: string;
  /** MailDev's REST API, for tests that read the codes the product mails. */
  mailApiUrl: string;
  /** The Stripe emulator, whose webhooks go to the API under test. */
  stripeApiUrl: string;
  /** The data-source stand-ins, as the API's environment names them. */
  sourceEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The stand-ins the API needs, as `pnpm start` runs them: embedded MongoDB, Stripe, MailDev, data
 * sources. A real MongoDB named by MONGODB_TEST_URI (as the API's tests take it) replaces the embedded
 * one, which is then not started; the others stay: the tests read MailDev's inbox, drive the Stripe
 * emulator's clock and cards and know the stand-ins' synthetic people (README#configuration).
 */
export async function startBackingServices(apiPort: number): Promise<BackingServices> {
  const external = process.env.MONGODB_TEST_URI?.trim();
  const mongo = external ? { uri: external, stop: async () => undefined } : await startEmbeddedMongo({ port: 0, memory: true });
  const stripe = await startStripeEmulator({ port: 0, webhookUrl: `http://127.0.0.1:${apiPort}/api/stripe/webhook` });
  const sources = await startSourceStubs({ port: 0 });
  const smtpPort = await freePort();
  const webPort = await freePort();
  const maildev = spawn(path.join(ROOT, 'services', 'api', 'node_modules', '.bin', 'maildev'), ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  });
  await waitForUrl(`http://127.0.0.1:${webPort}/api/healthz`, { timeoutMs: 30_000 });
  const mongoUri = new URL(mongo.uri);
  mongoUri.pathname = '/mailscout_e2e';
  return {
    mongoUri: mongoUri.toString(),
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailApiUrl: `http://127.0.0.1:${webPort}/api`,
    stripeApiUrl: stripe.url,
    // Every networked source (Gravatar, GitHub, HIBP and the newer ones of docs/decisions.md#sources) and the DNS stand-in.
    sourceEnv: { ...sources.env, HIBP_API_KEY: 'local-stub-hibp-key-not-a-real-key' },
    async stop() {
      maildev.kill('SIGTERM');
      await mongo.stop();
      await stripe.stop();
      await sources.close();
    },
  };
}
