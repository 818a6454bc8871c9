import type { Language } from '@mailscout/contracts';

/**
 * Every email's words, in both languages. `{{name}}` placeholders are filled by the renderer.
 * docs/decisions.md#completed-action-mails: only a mail asking for a code (nothing has happened without it) may say
 * to ignore it; a mail about something already done says what happened and whom to contact if it was not you.
 */
export const MAIL_TEXTS = {
  en: {
    brand: 'MailScout',
    footer: 'You receive this email because this address was entered at MailScout. If that was not you, you can ignore it.',
    changeFooter: 'You receive this email because it confirms a change made at MailScout with this email address.',
    subscriptionFooter: 'You receive this email because a MailScout subscription was taken out with this email address.',
    notYou: {
      cancellation: 'If you did not cancel it, contact our support straight away at {{supportEmail}}.',
      optOut: 'If you did not ask for this, contact our support straight away at {{supportEmail}}.',
      subscription: 'If you did not take out this subscription, contact our support at {{supportEmail}}.',
      purchase: 'If you did not make this purchase, contact our support straight away at {{supportEmail}}.',
      refund: 'If you do not recognise this payment, contact our support at {{supportEmail}}.',
    },
    code: {
      login: { subject: 'Your MailScout sign-in code', intro: 'Use this code to sign in to MailScout:' },
      cancel: { subject: 'Your code to cancel your MailScout subscription', intro: 'Use this code to confirm the cancellation of your subscription:' },
      'opt-out': { subject: 'Your MailScout opt-out code', intro: 'Use this code to opt out of MailScout and delete your data:' },
      'self-check': { subject: 'Your code to see your data at MailScout', intro: 'Use this code to see, for free, what MailScout can find about this address and how often it was looked up:' },
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
    receipt: {
      subject: 'Your MailScout receipt: {{amount}}',
      intro: 'Thank you for your purchase. This is your receipt.',
      what: 'Purchase: {{what}}',
      amount: 'Amount charged: {{amount}}',
      // docs/decisions.md#receipts-and-terms: the prices of the terms include VAT; no rate is named (docs/decisions.md#vat-line).
      vat: 'The amount includes VAT at the applicable rate.',
      date: 'Date: {{date}}',
      invoiceNumber: 'Invoice number: {{invoiceNumber}}',
      items: {
        trial: '7-day trial of MailScout ({{credits}})',
        renewal: { weekly: 'Weekly plan renewal ({{credits}})', monthly: 'Monthly plan renewal ({{credits}})', any: 'Subscription renewal ({{credits}})' },
        'plan-change': { weekly: 'Change to the weekly plan ({{credits}})', monthly: 'Change to the monthly plan ({{credits}})', any: 'Change of plan ({{credits}})' },
        pack: 'Credit pack: {{credits}}',
        plan: { weekly: 'Weekly plan ({{credits}})', monthly: 'Monthly plan ({{credits}})', any: 'Subscription ({{credits}})' },
      },
      credits: { one: '{{count}} credit', other: '{{count}} credits' },
      trialCredits: { one: '{{count}} lookup credit', other: '{{count}} lookup credits' },
      renews: 'Your subscription renews on {{date}} at {{price}} per {{interval}} unless you cancel.',
      trialConverts: 'Your trial ends on {{date}}. Unless you cancel before then, your subscription continues at {{price}} per {{interval}}.',
      cancel: 'You can cancel at any time in your account and keep access until the end of the period you have paid for:',
      noRenewal: 'Your subscription does not renew: it ends at the end of the period you have paid for, and nothing more is charged.',
      packNoRenewal: 'A credit pack is a one-off purchase: it does not renew, and nothing more is charged for it.',
      report: 'Your report, which stays in your account until it expires:',
      reportInHistory: 'Your report: you find it in your account’s history, where it stays until it expires:',
      account: 'Your account, with your credits, reports and subscription:',
      // The wording of the terms (11. Cancelling, 12. Refunds), as a confirmation of what was agreed at checkout.
      rightToCancel:
        'Your right to cancel under the Consumer Contracts Regulations: you asked us to start providing the service straight away, and you acknowledged that you lose the 14-day right to cancel once a report has been supplied. This does not affect the refunds described below.',
      refundTrial:
        'Refunds: the trial fee is refunded if you ask within 7 days of paying it and have not used any credits. Other refund requests must reach us within 30 days of the charge concerned.',
      refundOther: 'Refunds: refund requests must reach us within 30 days of the charge concerned.',
      refundOutage:
        'If MailScout is unavailable for more than 24 hours in a row through our fault, you may ask for a refund of the charge for the affected period. Approved refunds are paid to the original payment method within 3–5 business days.',
    },
    refundReceipt: {
      subject: 'Your MailScout refund: {{amount}}',
      intro: 'We have refunded a payment to you. This is your confirmation.',
      what: 'Refunded purchase: {{what}}',
      amount: 'Amount refunded: {{amount}}',
      date: 'Date: {{date}}',
      reference: 'Reference: {{reference}}',
      items: {
        trial: '7-day trial of MailScout',
        pack: 'Credit pack',
        plan: 'Subscription',
        renewal: 'Subscription renewal',
        'plan-change': 'Change of plan',
        scan: 'Email lookup report',
      },
      reasons: {
        requested: 'You asked for this refund.',
        undeliverable: 'We could not deliver this purchase to your account, so it was refunded automatically.',
        duplicate: 'You were charged twice for the same thing; the second charge was refunded automatically.',
      },
      arrival: 'The amount goes back to the card you paid with and reaches it within 3–5 business days.',
    },
    // docs/decisions.md#company-identity: the company in full on every receipt.
    company: {
      operator: 'MailScout is operated by {{name}}, a company registered in the United Kingdom (company number {{number}}).',
      office: 'Registered office: {{address}}',
      post: 'Postal address: {{address}}',
      officeAndPost: 'Registered office and postal address: {{address}}',
      email: 'Email: {{email}}',
    },
    paymentFooter: 'You receive this email because a payment at MailScout was made with this email address.',
  },
  de: {
    brand: 'MailScout',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse bei MailScout eingegeben wurde. Falls Sie das nicht waren, können Sie sie ignorieren.',
    changeFooter: 'Sie erhalten diese E-Mail, weil sie eine Änderung bestätigt, die bei MailScout mit dieser E-Mail-Adresse vorgenommen wurde.',
    subscriptionFooter: 'Sie erhalten diese E-Mail, weil mit dieser E-Mail-Adresse ein MailScout-Abonnement abgeschlossen wurde.',
    notYou: {
      cancellation: 'Falls Sie nicht selbst gekündigt haben, wenden Sie sich bitte umgehend an unseren Support unter {{supportEmail}}.',
      optOut: 'Falls Sie das nicht veranlasst haben, wenden Sie sich bitte umgehend an unseren Support unter {{supportEmail}}.',
      subscription: 'Falls Sie dieses Abonnement nicht abgeschlossen haben, wenden Sie sich bitte an unseren Support unter {{supportEmail}}.',
      purchase: 'Falls Sie diesen Kauf nicht getätigt haben, wenden Sie sich bitte umgehend an unseren Support unter {{supportEmail}}.',
      refund: 'Falls Sie diese Zahlung nicht kennen, wenden Sie sich bitte an unseren Support unter {{supportEmail}}.',
    },
    code: {
      login: { subject: 'Ihr MailScout-Anmeldecode', intro: 'Mit diesem Code melden Sie sich bei MailScout an:' },
      cancel: { subject: 'Ihr Code zur Kündigung Ihres MailScout-Abonnements', intro: 'Mit diesem Code bestätigen Sie die Kündigung Ihres Abonnements:' },
      'opt-out': { subject: 'Ihr MailScout-Opt-out-Code', intro: 'Mit diesem Code widersprechen Sie der Suche bei MailScout und löschen Ihre Daten:' },
      'self-check': { subject: 'Ihr Code für Ihre Daten bei MailScout', intro: 'Mit diesem Code sehen Sie kostenlos, was MailScout über diese Adresse finden kann und wie oft sie gesucht wurde:' },
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
    receipt: {
      subject: 'Ihre MailScout-Quittung: {{amount}}',
      intro: 'Vielen Dank für Ihren Kauf. Dies ist Ihre Quittung.',
      what: 'Kauf: {{what}}',
      amount: 'Berechneter Betrag: {{amount}}',
      vat: 'Im Betrag ist die Umsatzsteuer zum geltenden Satz enthalten.',
      date: 'Datum: {{date}}',
      invoiceNumber: 'Rechnungsnummer: {{invoiceNumber}}',
      items: {
        trial: '7-tägiger Testzeitraum von MailScout ({{credits}})',
        renewal: { weekly: 'Verlängerung des Wochenabos ({{credits}})', monthly: 'Verlängerung des Monatsabos ({{credits}})', any: 'Verlängerung Ihres Abonnements ({{credits}})' },
        'plan-change': { weekly: 'Wechsel zum Wochenabo ({{credits}})', monthly: 'Wechsel zum Monatsabo ({{credits}})', any: 'Tarifwechsel ({{credits}})' },
        pack: 'Guthabenpaket: {{credits}}',
        plan: { weekly: 'Wochenabo ({{credits}})', monthly: 'Monatsabo ({{credits}})', any: 'Abonnement ({{credits}})' },
      },
      credits: { one: '{{count}} Suchguthaben', other: '{{count}} Suchguthaben' },
      trialCredits: { one: '{{count}} Suchguthaben', other: '{{count}} Suchguthaben' },
      renews: 'Ihr Abonnement verlängert sich am {{date}} für {{price}} pro {{interval}}, sofern Sie nicht kündigen.',
      trialConverts: 'Ihr Testzeitraum endet am {{date}}. Wenn Sie nicht vorher kündigen, läuft Ihr Abonnement für {{price}} pro {{interval}} weiter.',
      cancel: 'Sie können jederzeit in Ihrem Konto kündigen und behalten den Zugang bis zum Ende des bezahlten Zeitraums:',
      noRenewal: 'Ihr Abonnement verlängert sich nicht: Es endet mit dem Ende des bezahlten Zeitraums, und es wird nichts weiter berechnet.',
      packNoRenewal: 'Ein Guthabenpaket ist ein einmaliger Kauf: Es verlängert sich nicht, und dafür wird nichts weiter berechnet.',
      report: 'Ihr Bericht, der bis zu seinem Ablauf in Ihrem Konto bleibt:',
      reportInHistory: 'Ihr Bericht: Sie finden ihn im Verlauf Ihres Kontos, wo er bis zu seinem Ablauf bleibt:',
      account: 'Ihr Konto mit Ihrem Guthaben, Ihren Berichten und Ihrem Abonnement:',
      // Der Wortlaut der Nutzungsbedingungen (11. Kündigung, 12. Erstattungen), als Bestätigung dessen, was beim Kauf vereinbart wurde.
      rightToCancel:
        'Ihr Widerrufsrecht nach den Consumer Contracts Regulations: Sie haben verlangt, dass wir sofort mit der Leistung beginnen, und zur Kenntnis genommen, dass Ihr 14-tägiges Widerrufsrecht erlischt, sobald ein Bericht bereitgestellt wurde. Die unten beschriebenen Erstattungen bleiben davon unberührt.',
      refundTrial:
        'Erstattungen: Die Testgebühr wird erstattet, wenn Sie dies innerhalb von 7 Tagen nach der Zahlung verlangen und noch kein Suchguthaben genutzt haben. Andere Erstattungsanträge müssen uns innerhalb von 30 Tagen nach der betreffenden Belastung erreichen.',
      refundOther: 'Erstattungen: Erstattungsanträge müssen uns innerhalb von 30 Tagen nach der betreffenden Belastung erreichen.',
      refundOutage:
        'Ist MailScout durch unser Verschulden mehr als 24 Stunden am Stück nicht verfügbar, können Sie die Erstattung des Betrags für den betroffenen Zeitraum verlangen. Genehmigte Erstattungen werden innerhalb von 3–5 Werktagen auf das ursprüngliche Zahlungsmittel überwiesen.',
    },
    refundReceipt: {
      subject: 'Ihre MailScout-Erstattung: {{amount}}',
      intro: 'Wir haben Ihnen eine Zahlung erstattet. Dies ist Ihre Bestätigung.',
      what: 'Erstatteter Kauf: {{what}}',
      amount: 'Erstatteter Betrag: {{amount}}',
      date: 'Datum: {{date}}',
      reference: 'Referenz: {{reference}}',
      items: {
        trial: '7-tägiger Testzeitraum von MailScout',
        pack: 'Guthabenpaket',
        plan: 'Abonnement',
        renewal: 'Verlängerung Ihres Abonnements',
        'plan-change': 'Tarifwechsel',
        scan: 'Bericht zu einer E-Mail-Suche',
      },
      reasons: {
        requested: 'Sie haben diese Erstattung beantragt.',
        undeliverable: 'Wir konnten Ihnen diesen Kauf nicht in Ihrem Konto bereitstellen, daher wurde er automatisch erstattet.',
        duplicate: 'Ihnen wurde dasselbe zweimal berechnet; die zweite Belastung wurde automatisch erstattet.',
      },
      arrival: 'Der Betrag geht an die Karte zurück, mit der Sie bezahlt haben, und wird ihr innerhalb von 3–5 Werktagen gutgeschrieben.',
    },
    company: {
      operator: 'MailScout wird von der {{name}} betrieben, einer im Vereinigten Königreich eingetragenen Gesellschaft (Registernummer {{number}}).',
      office: 'Sitz: {{address}}',
      post: 'Postanschrift: {{address}}',
      officeAndPost: 'Sitz und Postanschrift: {{address}}',
      email: 'E-Mail: {{email}}',
    },
    paymentFooter: 'Sie erhalten diese E-Mail, weil mit dieser E-Mail-Adresse bei MailScout eine Zahlung geleistet wurde.',
  },
} satisfies Record<Language, unknown>;
