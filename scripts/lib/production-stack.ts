import { execSync } from 'node:child_process';
import { seedRecords, startApi, startBackingServices, portBlock, ROOT, startStack } from '@mailscout/test-stack';
import { missingBuilds } from './builds';

export interface ProductionStack {
  /** The shell's origin, e.g. http://localhost:3600. */
  url: string;
  mongoUri: string;
  mailApiUrl: string;
  close(): Promise<void>;
}

export interface ProductionStackOptions {
  /** First port of the shell and its four remotes (shell, +1 … +4); away from e2e's 3100 block. */
  shellBase: number;
  apiPort: number;
  /** Build first (the default); `--no-build` reuses the dist folders when they exist. */
  build: boolean;
}

/** `--no-build` on the command line (or SKIP_BUILD=1) skips `pnpm build`. */
export function wantsBuild(argv: readonly string[] = process.argv): boolean {
  return !argv.includes('--no-build') && !process.env.SKIP_BUILD;
}

/**
 * The production builds served as the e2e global setup serves them (@mailscout/test-stack: backing
 * stand-ins, the seeded records index, the real API process, the preview edge), on a port block
 * of its own so it never clashes with a running e2e stack or `pnpm start`. The caller holds the
 * shared e2e lock: builds write the dist folders e2e serves.
 */
export async function startProductionStack(options: ProductionStackOptions): Promise<ProductionStack> {
  if (options.build || missingBuilds().length > 0) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  const block = portBlock(options.shellBase);
  const backing = await startBackingServices(options.apiPort);
  // The e2e helpers reused by the scripts (accounts, mailbox) read these, as e2e workers do.
  process.env.E2E_MAIL_API = backing.mailApiUrl;
  process.env.E2E_MONGO_URI = backing.mongoUri;
  process.env.E2E_STRIPE_API = backing.stripeApiUrl;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    await seedRecords(backing.mongoUri);
    api = await startApi(options.apiPort, {
      MONGODB_URI: backing.mongoUri,
      STRIPE_API_URL: backing.stripeApiUrl,
      SMTP_URL: backing.smtpUrl,
      ...backing.sourceEnv,
      PUBLIC_ORIGIN: `http://localhost:${block.shellPort}`,
      OTP_REQUESTS_PER_CLIENT_PER_HOUR: '1000',
      TRIAL_ONCE_PER_CARD: 'false',
    });
    const stack = await startStack({ ...block, apiUrl: `http://127.0.0.1:${options.apiPort}`, stripeUrl: backing.stripeApiUrl, sourcesUrl: backing.sourceEnv.GRAVATAR_API_URL });
    const started = api;
    return {
      url: stack.url,
      mongoUri: backing.mongoUri,
      mailApiUrl: backing.mailApiUrl,
      async close() {
        await stack.close();
        await started.stop();
        await backing.stop();
      },
    };
  } catch (error) {
    await api?.stop();
    await backing.stop();
    throw error;
  }
}
