import type { Language } from '@mailscout/contracts';

/** Every email's words, in both languages. `{{name}}` placeholders are filled by the renderer. */
export const MAIL_TEXTS = {
  en: {
    brand: 'MailScout',
    footer: 'You receive this email because this address was entered at MailScout. If that was not you, you can ignore it.',
    code: {
      login: { subject: 'Your MailScout sign-in code', intro: 'Use this code to sign in to MailScout:' },
      cancel: { subject: 'Your code to cancel your MailScout subscription', intro: 'Use this code to confirm the cancellation of your subscription:' },
      'opt-out': { subject: 'Your MailScout opt-out code', intro: 'Use this code to opt out of MailScout and delete your data:' },
      validity: 'The code is valid for 10 minutes and can be used once. Never share it with anyone.',
    },
    cancellation: {
      subject: 'Your MailScout subscription has been cancelled',
      body: 'Your subscription has been cancelled. You keep access until {{accessUntil}}; you will not be charged again.',
    },
    optOut: {
      subject: 'Your opt-out from MailScout is complete',
      body: 'Your address can no longer be searched on MailScout, and your account, credits and reports have been deleted.',
    },
    trialReminder: {
      subject: 'Your MailScout trial ends on {{trialEnd}}',
      body: 'Your 7-day trial ends on {{trialEnd}}. Unless you cancel before then, your subscription continues at {{price}} per {{interval}}. You can cancel at any time in your account.',
      week: 'week',
      month: 'month',
    },
    renewalReminder: {
      subject: 'Your MailScout subscription renews on {{renewalDate}}',
      body: 'Your subscription renews automatically on {{renewalDate}}. {{amount}} will then be charged to your saved card.',
      cancel: 'If you do not want it to renew, cancel before then in your account:',
      choice: 'You receive this reminder because renewal reminders are switched on in your account settings, where you can switch them off.',
    },
  },
  de: {
    brand: 'MailScout',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse bei MailScout eingegeben wurde. Falls Sie das nicht waren, können Sie sie ignorieren.',
    code: {
      login: { subject: 'Ihr MailScout-Anmeldecode', intro: 'Mit diesem Code melden Sie sich bei MailScout an:' },
      cancel: { subject: 'Ihr Code zur Kündigung Ihres MailScout-Abonnements', intro: 'Mit diesem Code bestätigen Sie die Kündigung Ihres Abonnements:' },
      'opt-out': { subject: 'Ihr MailScout-Opt-out-Code', intro: 'Mit diesem Code widersprechen Sie der Suche bei MailScout und löschen Ihre Daten:' },
      validity: 'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Geben Sie ihn niemals weiter.',
    },
    cancellation: {
      subject: 'Ihr MailScout-Abonnement wurde gekündigt',
      body: 'Ihr Abonnement wurde gekündigt. Sie behalten den Zugang bis zum {{accessUntil}}; es erfolgen keine weiteren Abbuchungen.',
    },
    optOut: {
      subject: 'Ihr Widerspruch bei MailScout ist abgeschlossen',
      body: 'Ihre Adresse kann bei MailScout nicht mehr gesucht werden, und Ihr Konto, Ihr Guthaben und Ihre Berichte wurden gelöscht.',
    },
    trialReminder: {
      subject: 'Ihr MailScout-Test endet am {{trialEnd}}',
      body: 'Ihr 7-tägiger Test endet am {{trialEnd}}. Wenn Sie nicht vorher kündigen, läuft Ihr Abonnement für {{price}} pro {{interval}} weiter. Sie können jederzeit in Ihrem Konto kündigen.',
      week: 'Woche',
      month: 'Monat',
    },
    renewalReminder: {
      subject: 'Ihr MailScout-Abonnement verlängert sich am {{renewalDate}}',
      body: 'Ihr Abonnement verlängert sich automatisch am {{renewalDate}}. Dann werden {{amount}} von Ihrer gespeicherten Karte abgebucht.',
      cancel: 'Wenn Sie keine Verlängerung wünschen, kündigen Sie vorher in Ihrem Konto:',
      choice: 'Sie erhalten diese Erinnerung, weil Verlängerungserinnerungen in Ihren Kontoeinstellungen eingeschaltet sind; dort können Sie sie ausschalten.',
    },
  },
} satisfies Record<Language, unknown>;
