import type { Language } from '@mailscout/contracts';
import { fill, layout, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';

/** The link to the account's export (docs/decisions.md#account-export): valid 24 hours, for the signed-in account's own address. */
export type AccountExportMail = { kind: 'account-export'; jsonUrl: string; pdfUrl: string; validUntil: string };

const TEXTS = {
  en: {
    subject: 'Your MailScout data export',
    intro: 'You asked for a copy of everything MailScout holds about your account. Download it here:',
    json: 'As a machine-readable file (JSON):',
    pdf: 'As a readable document (PDF):',
    validity: 'The links work until {{validUntil}} (24 hours). After that, ask for a new export in your account under Settings.',
    keep: 'The export holds your account details, payments and the reports you bought: keep it safe and do not forward this email.',
    notYou: 'If you did not ask for it, sign out everywhere in your account (Security) and contact support at {{supportEmail}}.',
    footer: 'You receive this email because an export of the MailScout account with this email address was requested while signed in.',
  },
  de: {
    subject: 'Ihr MailScout-Datenexport',
    intro: 'Sie haben eine Kopie aller Daten angefordert, die MailScout zu Ihrem Konto speichert. Hier können Sie sie herunterladen:',
    json: 'Als maschinenlesbare Datei (JSON):',
    pdf: 'Als lesbares Dokument (PDF):',
    validity: 'Die Links gelten bis {{validUntil}} (24 Stunden). Danach können Sie in Ihrem Konto unter Einstellungen einen neuen Export anfordern.',
    keep: 'Der Export enthält Ihre Kontodaten, Zahlungen und die gekauften Berichte: Bewahren Sie ihn sicher auf und leiten Sie diese E-Mail nicht weiter.',
    notYou: 'Falls Sie ihn nicht angefordert haben, melden Sie sich in Ihrem Konto überall ab (Sicherheit) und wenden Sie sich an den Support unter {{supportEmail}}.',
    footer: 'Sie erhalten diese E-Mail, weil für das MailScout-Konto mit dieser E-Mail-Adresse angemeldet ein Export angefordert wurde.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function renderExportMail(template: AccountExportMail, language: Language, site: MailSite): RenderedMail {
  const words = TEXTS[language];
  return layout(language, {
    subject: words.subject,
    paragraphs: [
      words.intro,
      { text: words.json, href: template.jsonUrl },
      { text: words.pdf, href: template.pdfUrl },
      fill(words.validity, { validUntil: template.validUntil }),
      words.keep,
      fill(words.notYou, { supportEmail: site.supportEmail }),
    ],
    footer: words.footer,
  });
}
