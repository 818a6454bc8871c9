import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor, waitForUrl } from '@mailscout/test-kit/node';

export interface Mail {
  id: string;
  to: Array<{ address: string }>;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real MailDev (SMTP + REST API) for a test file, the same server `pnpm start` runs, so mail
 * is sent over SMTP and read back the way a developer reads it.
 */
export function withMailDev() {
  let child: ChildProcess | undefined;
  let smtpPort = 0;
  let webPort = 0;

  beforeAll(async () => {
    smtpPort = await freePort();
    webPort = await freePort();
    const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'maildev');
    child = spawn(bin, ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'], { stdio: 'ignore' });
    await waitForUrl(`http://127.0.0.1:${webPort}/api/healthz`, { timeoutMs: 20_000 });
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  async function all(): Promise<Mail[]> {
    const response = await fetch(`http://127.0.0.1:${webPort}/api/email`);
    return (await response.json()) as Mail[];
  }

  return {
    smtpUrl: () => `smtp://127.0.0.1:${smtpPort}`,
    all,
    /** The message as it arrived over SMTP, every header included, long headers unfolded (RFC 5322 2.2.3). */
    async source(mail: Mail): Promise<string> {
      const raw = await (await fetch(`http://127.0.0.1:${webPort}/api/email/${encodeURIComponent(mail.id)}/source`)).text();
      return raw.replace(/\r?\n[ \t]+/g, ' ');
    },
    /** Mails to an address, oldest first. */
    async to(address: string): Promise<Mail[]> {
      return (await all()).filter((mail) => mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
    },
    /** Waits for the next code mailed to the address (after `previousCount` mails). */
    async waitForCode(address: string, previousCount = 0): Promise<string> {
      const codeMailed = async () => {
        const mails = (await all()).filter((mail) => mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
        return mails.length > previousCount ? /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1] : undefined;
      };
      return waitFor(codeMailed, { timeoutMs: 10_000, intervalMs: 50, what: `a code mailed to ${address}` });
    },
  };
}
