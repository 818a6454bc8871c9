import { z } from 'zod';
import { wholeNumber } from './variable-types';

/** Sign-in: the bot challenge, mail, sessions and one-time codes (docs/decisions.md#sign-in-codes). Part of the one environment schema (config.ts). */
export function signInVariables() {
  return {
    // docs/decisions.md#bot-challenge: self-hosted proof of work by default; hCaptcha or Turnstile by configuration.
    CAPTCHA_PROVIDER: z.enum(['altcha', 'hcaptcha', 'turnstile'], { error: 'must be altcha, hcaptcha or turnstile' }).default('altcha').describe('the bot challenge: altcha (self-hosted), hcaptcha or turnstile'),
    CAPTCHA_SITE_KEY: z.string().optional().describe('the hCaptcha / Turnstile site key (required with those providers)'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .default('smtp://127.0.0.1:1025').describe('the SMTP server mail is sent through (smtp:// or smtps://, credentials in the URL)'),
    MAIL_FROM: z.string().default('MailScout <no-reply@mailscout.example>').describe('the sender of every mail'),
    SESSION_TTL_DAYS: wholeNumber(1, 365, 30).describe('days a session lasts'),
    // docs/decisions.md#sign-in-codes: codes are rate-limited per address and per client; wrong tries per address
    // are counted over an hour that a new code does not reset.
    OTP_REQUESTS_PER_ADDRESS_PER_HOUR: wholeNumber(1, 1000, 5).describe('sign-in codes sent per address per hour'),
    OTP_REQUESTS_PER_CLIENT_PER_HOUR: wholeNumber(1, 100_000, 30).describe('sign-in codes requested per client per hour'),
    OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR: wholeNumber(1, 1000, 20).describe('wrong codes per address per hour before every try needs the bot challenge'),
    // docs/decisions.md#owner-path: wrong tries on one address from one client; past it that client alone is
    // refused (429). Past OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR every client must solve the bot
    // challenge for each try, so nobody can lock the owner out.
    OTP_WRONG_TRIES_PER_ADDRESS_AND_CLIENT_PER_HOUR: wholeNumber(1, 1000, 10).describe('wrong codes per address from one client per hour before that client is refused'),
    CAPTCHA_SECRET: z.string().optional().describe('the hCaptcha / Turnstile secret (required with those providers)'),
    // Where hCaptcha / Turnstile answers are verified; defaults to the provider's own endpoint.
    CAPTCHA_VERIFY_URL: z.url({ error: 'must be a URL' }).optional().describe("where hCaptcha / Turnstile answers are verified; default: the provider's endpoint"),
  };
}
