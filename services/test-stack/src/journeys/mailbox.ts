import { expect } from '@playwright/test';

/** A mail as MailDev's REST API returns it (the fields the tests read). */
export interface Mail {
  id: string;
  to: Array<{ address: string }>;
  subject: string;
  text: string;
  html: string;
}

function mailApi(): string {
  const url = process.env.E2E_MAIL_API;
  if (!url) throw new Error('E2E_MAIL_API is not set: the global setup starts MailDev');
  return url;
}

async function allMails(): Promise<Mail[]> {
  const response = await fetch(`${mailApi()}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The mails sent to one address, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const wanted = address.toLowerCase();
  return (await allMails()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
}

/**
 * One address's inbox in MailDev. `next()` waits for a mail this inbox has not handed out yet,
 * so a test that asks for several codes always reads the newest one.
 */
export function inbox(address: string) {
  const seen = new Set<string>();
  return {
    address,
    async next(timeout = 10_000): Promise<Mail> {
      let found: Mail | undefined;
      await expect
        .poll(
          async () => {
            found = (await mailsTo(address)).find((mail) => !seen.has(mail.id));
            return found !== undefined;
          },
          { message: `a new mail to ${address}`, timeout, intervals: [100, 200, 250] },
        )
        .toBe(true);
      seen.add(found!.id);
      return found!;
    },
    /** Waits for the next mail and reads its 6-digit code; returns the code and the mail. */
    async nextCode(timeout?: number): Promise<{ code: string; mail: Mail }> {
      const mail = await this.next(timeout);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}" to ${address}`);
      return { code, mail };
    },
    /** Marks every mail already there as seen (e.g. before an action that mails again). */
    async skipExisting(): Promise<void> {
      for (const mail of await mailsTo(address)) seen.add(mail.id);
    },
  };
}
