import type { Language } from '@mailscout/contracts';
import { renderMail, type MailTemplate } from '../../src/mail/render-mail';
import { TEST_MAIL_SITE } from '../mail-site';

/**
 * docs/decisions.md#completed-action-mails: a mail about something already done (or a subscription already running)
 * says what happened and to contact support, at the configured address, if it was not the recipient; it never
 * says to ignore it. Only the code mails, where nothing happens without the code, may.
 */
const SUPPORT = TEST_MAIL_SITE.supportEmail;

const done: Record<string, { template: MailTemplate; en: string[]; de: string[] }> = {
  cancellation: {
    template: { kind: 'cancellation', accessUntil: '29 November 2026' },
    en: [
      'Your subscription has been cancelled. You keep access until 29 November 2026; you will not be charged again.',
      `If you did not cancel it, contact our support straight away at ${SUPPORT}.`,
      'You receive this email because it confirms a change made at MailScout with this email address.',
    ],
    de: [
      'Ihr Abonnement wurde gekündigt. Sie behalten den Zugang bis zum 29 November 2026; es erfolgen keine weiteren Abbuchungen.',
      `Falls Sie nicht selbst gekündigt haben, wenden Sie sich bitte umgehend an unseren Support unter ${SUPPORT}.`,
      'Sie erhalten diese E-Mail, weil sie eine Änderung bestätigt, die bei MailScout mit dieser E-Mail-Adresse vorgenommen wurde.',
    ],
  },
  'account deletion (opt-out)': {
    template: { kind: 'opt-out-done' },
    en: [
      'Your address can no longer be searched on MailScout, and your account, credits and reports have been deleted.',
      `If you did not ask for this, contact our support straight away at ${SUPPORT}.`,
      'You receive this email because it confirms a change made at MailScout with this email address.',
    ],
    de: [
      'Ihre Adresse kann bei MailScout nicht mehr gesucht werden, und Ihr Konto, Ihr Guthaben und Ihre Berichte wurden gelöscht.',
      `Falls Sie das nicht veranlasst haben, wenden Sie sich bitte umgehend an unseren Support unter ${SUPPORT}.`,
      'Sie erhalten diese E-Mail, weil sie eine Änderung bestätigt, die bei MailScout mit dieser E-Mail-Adresse vorgenommen wurde.',
    ],
  },
  'trial reminder': {
    template: { kind: 'trial-reminder', trialEnd: '29 November 2026', price: '€14.99', interval: 'week' },
    en: [
      'Your 7-day trial ends on 29 November 2026.',
      `If you did not take out this subscription, contact our support at ${SUPPORT}.`,
      'You receive this email because a MailScout subscription was taken out with this email address.',
    ],
    de: [
      'Ihr 7-tägiger Test endet am 29 November 2026.',
      `Falls Sie dieses Abonnement nicht abgeschlossen haben, wenden Sie sich bitte an unseren Support unter ${SUPPORT}.`,
      'Sie erhalten diese E-Mail, weil mit dieser E-Mail-Adresse ein MailScout-Abonnement abgeschlossen wurde.',
    ],
  },
  'renewal reminder': {
    template: { kind: 'renewal-reminder', renewalDate: '29 November 2026', amount: '€14.99', accountUrl: 'https://mailscout.example/account' },
    en: [
      'Your subscription renews automatically on 29 November 2026.',
      `If you did not take out this subscription, contact our support at ${SUPPORT}.`,
      'You receive this email because a MailScout subscription was taken out with this email address.',
    ],
    de: [
      'Ihr Abonnement verlängert sich automatisch am 29 November 2026.',
      `Falls Sie dieses Abonnement nicht abgeschlossen haben, wenden Sie sich bitte an unseren Support unter ${SUPPORT}.`,
      'Sie erhalten diese E-Mail, weil mit dieser E-Mail-Adresse ein MailScout-Abonnement abgeschlossen wurde.',
    ],
  },
  receipt: {
    template: { kind: 'receipt', what: 'pack', credits: 10, amount: '€18.99', date: '22 November 2026', invoiceNumber: 'MS-000001', cancelUrl: 'https://mailscout.example/cancel-subscription', accountUrl: 'https://mailscout.example/account' },
    en: ['Purchase: Credit pack: 10 credits', `If you did not make this purchase, contact our support straight away at ${SUPPORT}.`],
    de: ['Kauf: Guthabenpaket: 10 Suchguthaben', `Falls Sie diesen Kauf nicht getätigt haben, wenden Sie sich bitte umgehend an unseren Support unter ${SUPPORT}.`],
  },
  'refund receipt': {
    template: { kind: 'refund-receipt', what: 'pack', amount: '€18.99', date: '22 November 2026', reference: 're_1', reason: 'requested' },
    en: ['Refunded purchase: Credit pack', `If you do not recognise this payment, contact our support at ${SUPPORT}.`],
    de: ['Erstatteter Kauf: Guthabenpaket', `Falls Sie diese Zahlung nicht kennen, wenden Sie sich bitte an unseren Support unter ${SUPPORT}.`],
  },
};

const languages: Language[] = ['en', 'de'];

describe('mails about something already done', () => {
  describe.each(languages)('in %s', (language) => {
    it.each(Object.keys(done))('the %s mail says what happened and whom to contact if it was not you, never to ignore it', (name) => {
      const { template, [language]: sentences } = done[name]!;
      const mail = renderMail(template, language, TEST_MAIL_SITE);
      for (const body of [mail.text, mail.html]) {
        for (const sentence of sentences) expect(body).toContain(sentence);
        expect(body).not.toMatch(/ignor/i);
        expect(body).not.toContain('{{');
      }
    });

    it('takes the support address from the configuration', () => {
      const mail = renderMail({ kind: 'opt-out-done' }, language, { ...TEST_MAIL_SITE, supportEmail: 'care@elsewhere.test' });
      expect(mail.text).toContain('care@elsewhere.test');
      expect(mail.text).not.toContain(SUPPORT);
    });
  });

  it.each(['login', 'cancel', 'opt-out', 'self-check'] as const)('the %s code mail, where nothing happens without the code, may still say to ignore it', (purpose) => {
    expect(renderMail({ kind: 'code', purpose, code: '123456' }, 'en', TEST_MAIL_SITE).text).toContain('If that was not you, you can ignore it.');
    expect(renderMail({ kind: 'code', purpose, code: '123456' }, 'de', TEST_MAIL_SITE).text).toContain('Falls Sie das nicht waren, können Sie sie ignorieren.');
  });
});
