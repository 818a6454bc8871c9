import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Language } from '@mailscout/contracts';
import { renderMail, type MailTemplate } from '../../mail/render-mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(to: string, template: MailTemplate, language: Language): Promise<void> };
  }
}

/**
 * Real SMTP through nodemailer: MailDev on :1025 by default (`pnpm start` runs it), any SMTP
 * server by configuration. A failed send is an error the caller decides about.
 */
export default fp(
  async function mailer(app) {
    const transport = nodemailer.createTransport(app.config.mail.smtpUrl);
    app.decorate('mailer', {
      async send(to: string, template: MailTemplate, language: Language) {
        const mail = renderMail(template, language);
        await transport.sendMail({ from: app.config.mail.from, to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
