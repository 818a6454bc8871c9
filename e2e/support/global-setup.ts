import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteDist, ROOT, SHELL_DIST, startStack, API_PORT, MAIN_STACK, seedRecords, startApi, startBackingServices } from '@mailscout/test-stack';

/**
 * Builds once (unless E2E_SKIP_BUILD says the builds are fresh) and serves the production builds
 * the way a deployment would, with the API behind the shell's /api proxy.
 */
export default async function globalSetup() {
  const missing = [SHELL_DIST, ...REMOTES.map(remoteDist)].some((dir) => !fs.existsSync(path.join(dir, 'index.html')));
  if (missing || !process.env.E2E_SKIP_BUILD) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  const backing = await startBackingServices(API_PORT);
  // Tests read mailed codes from here (workers inherit the environment set in global setup).
  process.env.E2E_MAIL_API = backing.mailApiUrl;
  // Tests that need state the product cannot create yet (e.g. a paid subscription) write it here.
  process.env.E2E_MONGO_URI = backing.mongoUri;
  // Tests that check what Stripe holds (e.g. every subscription set to end) ask the emulator here.
  process.env.E2E_STRIPE_API = backing.stripeApiUrl;
  // Tests that make the source stand-ins show something new (a watch's journey) post to them here.
  process.env.E2E_SOURCES_URL = backing.sourceEnv.GRAVATAR_API_URL;
  // Playwright runs no teardown when the setup throws: whatever started must be stopped here.
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    await seedRecords(backing.mongoUri);
    api = await startApi(API_PORT, {
      MONGODB_URI: backing.mongoUri,
      STRIPE_API_URL: backing.stripeApiUrl,
      SMTP_URL: backing.smtpUrl,
      ...backing.sourceEnv,
      PUBLIC_ORIGIN: `http://localhost:${MAIN_STACK.shellPort}`,
      // The preview edge, on loopback, is the proxy in front of the API: trusted by default.
      // Many tests share one client address; the per-client limit is tested in the API suite.
      OTP_REQUESTS_PER_CLIENT_PER_HOUR: '1000',
      // Every journey pays with Stripe's test card 4242…: one fingerprint for all of them. The
      // once-per-card rule is tested in the API suite (billing-rules.test.ts).
      TRIAL_ONCE_PER_CARD: 'false',
      // A watch's journey sees its next check within two minutes, not a week
      // (docs/decisions.md#watch-my-address; the weekly schedule is tested in the API suite).
      WATCH_INTERVAL: '60s',
      WATCH_SWEEP_INTERVAL: '2s',
    });
    stack = await startStack({ ...MAIN_STACK, apiUrl: `http://127.0.0.1:${API_PORT}`, stripeUrl: backing.stripeApiUrl, sourcesUrl: backing.sourceEnv.GRAVATAR_API_URL });
  } catch (error) {
    await api?.stop();
    await backing.stop();
    throw error;
  }
  return async () => {
    await stack.close();
    await api?.stop();
    await backing.stop();
  };
}
