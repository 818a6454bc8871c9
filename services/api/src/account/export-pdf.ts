import type { AccountExport, Language } from '@mailscout/contracts';
import { formatLongDate } from '../mail/format-date';
import { formatMoney } from '../mail/format-money';
import type { Paragraph } from '../mail/mail-layout';
import { textPdf, type TextPdfSection } from './text-pdf';

const TEXTS = {
  en: {
    title: 'Your data at MailScout',
    intro: 'Everything MailScout holds about your account on {{date}}. The JSON file of the same export holds it in full, machine-readable (its schema is published with it).',
    account: 'Account',
    email: 'Email address: {{value}}',
    language: 'Language: {{value}}',
    createdAt: 'Account created: {{value}}',
    credits: 'Credits: {{value}}',
    reminders: 'Renewal reminders: {{value}}',
    yes: 'on',
    no: 'off',
    sessions: 'Signed-in sessions',
    session: 'Since {{createdAt}}, last seen {{lastSeenAt}}: {{device}}',
    unknownDevice: 'unknown device',
    ledger: 'Credit changes',
    ledgerEntry: '{{date}}: {{applied}} ({{reason}}), balance {{balance}}',
    subscriptions: 'Subscriptions',
    subscription: '{{plan}} ({{status}}), period {{start}} to {{end}}{{card}}',
    payments: 'Payments and refunds',
    charge: '{{date}}: {{amount}}, {{what}}, invoice {{number}}',
    refund: '{{date}}: refund of {{amount}}, {{what}}, reference {{number}}',
    vat: 'Amounts include VAT at the applicable rate.',
    reports: 'Reports you bought (kept until they expire)',
    report: 'Report {{id}}, bought {{createdAt}}, kept until {{expiresAt}}',
    watches: 'Watches',
    noWatches: 'None recorded.',
    watch: '{{email}}, watched since {{since}}, next check {{next}}',
    consents: 'Consents',
    consent: 'Terms (version {{version}}, with the 14-day right statement) accepted on {{date}}',
    none: 'None.',
  },
  de: {
    title: 'Ihre Daten bei MailScout',
    intro: 'Alles, was MailScout am {{date}} zu Ihrem Konto speichert. Die JSON-Datei desselben Exports enthält es vollständig und maschinenlesbar (ihr Schema wird mit ihr veröffentlicht).',
    account: 'Konto',
    email: 'E-Mail-Adresse: {{value}}',
    language: 'Sprache: {{value}}',
    createdAt: 'Konto erstellt: {{value}}',
    credits: 'Suchguthaben: {{value}}',
    reminders: 'Erinnerungen vor Verlängerungen: {{value}}',
    yes: 'an',
    no: 'aus',
    sessions: 'Angemeldete Sitzungen',
    session: 'Seit {{createdAt}}, zuletzt aktiv {{lastSeenAt}}: {{device}}',
    unknownDevice: 'unbekanntes Gerät',
    ledger: 'Änderungen des Suchguthabens',
    ledgerEntry: '{{date}}: {{applied}} ({{reason}}), Stand {{balance}}',
    subscriptions: 'Abonnements',
    subscription: '{{plan}} ({{status}}), Zeitraum {{start}} bis {{end}}{{card}}',
    payments: 'Zahlungen und Erstattungen',
    charge: '{{date}}: {{amount}}, {{what}}, Rechnung {{number}}',
    refund: '{{date}}: Erstattung von {{amount}}, {{what}}, Referenz {{number}}',
    vat: 'Die Beträge enthalten die Mehrwertsteuer zum geltenden Satz.',
    reports: 'Gekaufte Berichte (aufbewahrt bis zu ihrem Ablauf)',
    report: 'Bericht {{id}}, gekauft am {{createdAt}}, aufbewahrt bis {{expiresAt}}',
    watches: 'Beobachtungen',
    noWatches: 'Keine gespeichert.',
    watch: '{{email}}, beobachtet seit {{since}}, nächste Prüfung {{next}}',
    consents: 'Einwilligungen',
    consent: 'AGB (Fassung {{version}}, mit der Belehrung über das 14-tägige Widerrufsrecht) akzeptiert am {{date}}',
    none: 'Keine.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** docs/decisions.md#account-export: the export as a readable PDF, in the language of the page that asked. */
export function accountExportPdf(data: AccountExport, language: Language): Buffer {
  const words = TEXTS[language];
  const date = (value: string) => formatLongDate(new Date(value), language);
  const orNone = (paragraphs: Paragraph[]) => (paragraphs.length > 0 ? paragraphs : [words.none]);
  const sections: TextPdfSection[] = [
    { paragraphs: [fill(words.intro, { date: date(data.generatedAt) })] },
    {
      heading: words.account,
      paragraphs: [
        fill(words.email, { value: data.account.email }),
        fill(words.language, { value: data.account.language }),
        fill(words.createdAt, { value: date(data.account.createdAt) }),
        fill(words.credits, { value: data.account.credits }),
        fill(words.reminders, { value: data.account.preferences.renewalReminders ? words.yes : words.no }),
      ],
    },
    {
      heading: words.sessions,
      paragraphs: orNone(data.sessions.map((s) => fill(words.session, { createdAt: date(s.createdAt), lastSeenAt: date(s.lastSeenAt), device: s.device ?? words.unknownDevice }))),
    },
    {
      heading: words.ledger,
      paragraphs: orNone(data.creditLedger.map((e) => fill(words.ledgerEntry, { date: date(e.at), applied: e.applied > 0 ? `+${e.applied}` : e.applied, reason: e.reason, balance: e.balanceAfter }))),
    },
    {
      heading: words.subscriptions,
      paragraphs: orNone(
        data.subscriptions.map((s) =>
          fill(words.subscription, { plan: s.plan, status: s.status, start: date(s.currentPeriodStart), end: date(s.currentPeriodEnd), card: s.card ? `, ${s.card.brand} •••• ${s.card.last4}` : '' }),
        ),
      ),
    },
    {
      heading: words.payments,
      paragraphs: [
        ...orNone(
          data.payments.map((p) =>
            fill(p.kind === 'charge' ? words.charge : words.refund, { date: date(p.date), amount: formatMoney(p.amount, p.currency, language), what: p.what, number: p.invoiceNumber ?? p.reference ?? '' }),
          ),
        ),
        words.vat,
      ],
    },
    { heading: words.reports, paragraphs: orNone(data.reports.map((r) => fill(words.report, { id: r.id, createdAt: date(r.createdAt), expiresAt: date(r.expiresAt) }))) },
    { heading: words.watches, paragraphs: data.watches.length > 0 ? data.watches.map((w) => fill(words.watch, { email: w.email, since: date(w.createdAt), next: date(w.nextCheckAt) })) : [words.noWatches] },
    { heading: words.consents, paragraphs: orNone(data.consents.map((c) => fill(words.consent, { version: c.version, date: date(c.acceptedAt) }))) },
  ];
  return textPdf({ language, brand: 'MailScout', title: words.title, sections });
}
