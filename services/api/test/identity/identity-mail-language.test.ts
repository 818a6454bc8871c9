import { build } from '../helper';
import { solveCaptcha } from '../identity-helpers';
import { withMailDev } from '../maildev';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();
const mail = withMailDev();

/**
 * The mails of a flow are in the language the page asked in (mail-texts.ts). Regression: the
 * opt-out confirmation followed the browser's Accept-Language only, so a visitor on the German
 * page (`?lng=de`) with an English browser got a German code and then an English confirmation.
 */
describe('mail language across a flow', () => {
  async function optOut(email: string, language: 'en' | 'de' | undefined, acceptLanguage: string) {
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl() } });
    const headers = { 'accept-language': acceptLanguage };
    const before = (await mail.to(email)).length;
    const requested = await api.inject({
      method: 'POST',
      url: '/api/request-opt-out-otp',
      headers,
      payload: { email, captchaToken: await solveCaptcha(api), ...(language ? { language } : {}) },
    });
    expect(requested.statusCode).toBe(200);
    const otp = await mail.waitForCode(email, before);
    const done = await api.inject({ method: 'POST', url: '/api/verify-opt-out-otp', headers, payload: { email, otp } });
    expect(done.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while ((await mail.to(email)).length < before + 2) {
      if (Date.now() > deadline) throw new Error('no opt-out confirmation mailed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await mail.to(email)).slice(before).map((m) => m.subject);
  }

  it('writes the opt-out confirmation in the language the code was asked for in', async () => {
    expect(await optOut('leaving.de@example.com', 'de', 'en-GB,en;q=0.9')).toEqual([
      'Ihr MailScout-Opt-out-Code',
      'Ihr Widerspruch bei MailScout ist abgeschlossen',
    ]);
    expect(await optOut('leaving.en@example.com', 'en', 'de-DE,de;q=0.9')).toEqual([
      'Your MailScout opt-out code',
      'Your opt-out from MailScout is complete',
    ]);
  });

  it('falls back to the browser language when the page sent none', async () => {
    expect(await optOut('leaving.browser@example.com', undefined, 'de-AT')).toEqual([
      'Ihr MailScout-Opt-out-Code',
      'Ihr Widerspruch bei MailScout ist abgeschlossen',
    ]);
  });
});
