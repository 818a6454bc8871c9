import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/config';
import { renderMail } from '../mail/render-mail';
import { SMTP_TIMEOUTS } from '../plugins/app/mailer';
import type { EngineDeps } from '../scans/engine-deps';
import { watchSweeper, type WatchDeps } from './run-watches';
import { watchTokens } from './watch-tokens';

/**
 * The watch sweeps of a separate scan worker process (docs/decisions.md#watch-my-address): with
 * SCAN_WORKER=off the API leaves them, like the scans, to the workers, which mail through their
 * own SMTP connection.
 */
export function workerWatchSweeper(config: AppConfig, engine: EngineDeps) {
  const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS });
  const deps: WatchDeps = {
    engine,
    async sendMail(to, template, language, options = {}) {
      const mail = renderMail(template, language, { supportEmail: config.site.supportEmail, company: config.site.company });
      await transport.sendMail({ from: config.mail.from, to, subject: mail.subject, text: mail.text, html: mail.html, headers: options.headers });
    },
    tokens: watchTokens(config.secrets.session),
    publicOrigin: config.publicOrigin,
    intervalMs: config.watches.intervalMs,
    now: () => new Date(),
  };
  const sweeper = watchSweeper(deps, config.watches.sweepMs);
  return {
    start: () => sweeper.start(),
    /** Waits for a sweep in progress (its watches' leases are released as each check ends). */
    async stop() {
      await sweeper.stop();
      transport.close();
    },
  };
}
