import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Language } from '@mailscout/contracts';
import { renderMail, type MailTemplate } from '../../mail/render-mail';

/** Extra headers, e.g. a watch mail's one-click unsubscribe (docs/decisions.md#watch-my-address). */
export interface MailOptions {
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(to: string, template: MailTemplate, language: Language, options?: MailOptions): Promise<void> };
  }
}

/** Milliseconds: connect, the server's greeting, and any silence on the socket afterwards. */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/**
 * Real SMTP through nodemailer: MailDev on :1025 by default (`pnpm start` runs it), any SMTP
 * server by configuration. A failed send is an error the caller decides about.
 */
export default fp(
  async function mailer(app) {
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default: a mail
    // server that accepts and never answers would hold a sign-in request that long. Bounded, the
    // caller answers MAIL_UNAVAILABLE instead.
    const transport = nodemailer.createTransport({ url: app.config.mail.smtpUrl, ...SMTP_TIMEOUTS });
    app.decorate('mailer', {
      async send(to: string, template: MailTemplate, language: Language, options: MailOptions = {}) {
        const mail = renderMail(template, language, { supportEmail: app.config.site.supportEmail, company: app.config.site.company });
        await transport.sendMail({ from: app.config.mail.from, to, subject: mail.subject, text: mail.text, html: mail.html, headers: options.headers });
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
