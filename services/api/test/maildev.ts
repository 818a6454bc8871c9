import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Mail {
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
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${webPort}/api/healthz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('MailDev did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
    /** Mails to an address, oldest first. */
    async to(address: string): Promise<Mail[]> {
      return (await all()).filter((mail) => mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
    },
    /** Waits for the next code mailed to the address (after `previousCount` mails). */
    async waitForCode(address: string, previousCount = 0): Promise<string> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = (await all()).filter((mail) => mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
        const code = mails.length > previousCount ? /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1] : undefined;
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
