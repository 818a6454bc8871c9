import type { MarketingTexts } from './translations.en';

/** German texts of the `marketing` namespace: the same keys as English (the type checks it). */
export const marketingDe: MarketingTexts = {
  hero: {
    title: 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt',
    subtitle: 'Geben Sie eine E-Mail-Adresse ein und erhalten Sie einen Bericht über ihren Inhaber: verknüpfte Online-Konten, Datenlecks und mehr.',
    userClaim: 'Über {{count}} Nutzer vertrauen MailScout',
  },
  buildLabel: 'Version: {{label}}',
  pageTitle: 'E-Mail-Rückwärtssuche',
  example: {
    badge: 'Beispielbericht',
    caption: 'Eine Illustration mit erfundenen Daten: „Alex Example“ ist keine echte Person.',
    name: 'Alex Example',
    rows: {
      accounts: { label: 'Verknüpfte Konten', value: 'GitHub, Gravatar', source: 'Quelle: GitHub, Gravatar' },
      breaches: { label: 'Datenlecks', value: '2 bekannte Datenlecks', source: 'Quelle: Have I Been Pwned' },
      type: { label: 'E-Mail-Typ', value: 'Privat', source: 'Quelle: Lokale Prüfungen' },
      location: { label: 'Ort', value: 'Beispielstadt', source: 'Quelle: Gravatar' },
    },
  },
  promises: {
    title: 'Unser Versprechen',
    items: {
      sources: {
        title: 'Genannte Quellen',
        text: 'Wir durchsuchen nur die unten genannten Quellen, und jede Angabe im Bericht nennt ihre Quelle.',
      },
      notNotified: { title: 'Niemand wird benachrichtigt', text: 'Die gesuchte Person erfährt nichts von Ihrer Suche.' },
      optOut: { title: 'Widerspruch für alle', text: 'Jede Person kann ihre eigene Adresse auf der <optOut>Widerspruchsseite</optOut> aus MailScout entfernen lassen.' },
      payments: { title: 'Zahlung über Stripe', text: 'Kartendaten gehen direkt an Stripe, unseren Zahlungsdienstleister. Wir sehen und speichern Ihre Kartennummer nie.' },
      cancel: { title: 'Jederzeit kündbar', text: 'Kündigen Sie mit wenigen Klicks in Ihrem Konto; der Zugang bleibt bis zum Ende des bezahlten Zeitraums.' },
    },
    sources: 'Was wir durchsuchen: {{sources}}.',
  },
  sourceNames: {
    'local-checks': 'eigene Prüfungen der Adresse',
    'phone-numbering': 'den Nummernplan für Telefonnummern',
    gravatar: 'Gravatar',
    github: 'GitHub',
    hibp: 'Have I Been Pwned',
    records: 'unseren Datensatzindex aus lizenzierten Daten',
    libravatar: 'Libravatar',
    openpgp: 'keys.openpgp.org',
    gitlab: 'GitLab',
    'domain-facts': 'Fakten zur Domain der Adresse (Mail-Anbieter, Registrierung, Website)',
    'username-pivot': 'einen Abgleich der gefundenen Benutzernamen auf Profilseiten',
  },
  search: {
    formLabel: 'E-Mail-Suche',
    label: 'E-Mail-Adresse',
    placeholder: 'E-Mail-Adresse zum Nachschlagen eingeben',
    submit: 'Jetzt suchen',
    submitting: 'Suche läuft...',
    agreement: 'Mit der Suche stimmen Sie unseren <terms>Nutzungsbedingungen</terms> und unserer <privacy>Datenschutzerklärung</privacy> zu.',
    errors: {
      required: 'Bitte geben Sie eine E-Mail-Adresse ein',
      invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      unicodeLocalPart: 'Adressen mit Buchstaben wie ö oder é vor dem @ können wir nicht nachschlagen; nach dem @ (müller.de) schon.',
      optedOut: 'Diese E-Mail-Adresse wurde von der Suche ausgeschlossen.',
      unexpected: 'Der Server hat eine unerwartete Antwort gesendet.',
      requestFailed: 'Anfrage fehlgeschlagen mit Status {{status}}',
      network: 'Ein Netzwerkfehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    },
    toast: {
      errorTitle: 'Suche fehlgeschlagen',
      optedOutTitle: 'Von der Suche ausgeschlossen',
      optedOutText: 'Der Inhaber dieser E-Mail-Adresse hat der Suche widersprochen.',
      networkTitle: 'Netzwerkfehler',
    },
  },
  phone: {
    title: 'Telefonnummer nachschlagen',
    text: 'Sie haben eine Nummer statt einer E-Mail-Adresse? Starten Sie hier eine Telefonsuche.',
    formLabel: 'Telefonsuche',
    label: 'Telefonnummer',
    placeholder: 'z. B. +49 30 1234567',
    submit: 'Nummer suchen',
    errors: {
      required: 'Bitte geben Sie eine Telefonnummer ein',
      invalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
      unallocated: '{{number}} ist keine vergebene Nummer: Unter +{{code}} werden keine Nummern dieser Form vergeben. Bitte prüfen Sie die Ziffern.',
      readAsNational: 'Ohne Ländervorwahl wurde sie als deutsche Nummer gelesen; für ein anderes Land beginnen Sie mit dessen Vorwahl (z. B. +44).',
    },
  },
  howItWorks: {
    title: "So funktioniert's",
    steps: {
      enter: { title: 'E-Mail eingeben', text: 'Geben Sie die E-Mail-Adresse ein, die Sie nachschlagen möchten.' },
      process: { title: 'Sofortige Verarbeitung', text: 'Wir prüfen sofort öffentliche Quellen und bekannte Datenlecks.' },
      results: { title: 'Ergebnisse erhalten', text: 'Lesen Sie einen klaren Bericht, der die Herkunft jeder Angabe nennt.' },
    },
  },
  features: {
    title: 'Funktionen',
    intro: 'Was eine Suche mit MailScout für Sie leistet.',
    items: {
      accounts: { title: 'Verknüpfte Online-Konten', text: 'Öffentliche Profile und Konten, die mit der Adresse verbunden sind.' },
      breaches: { title: 'Prüfung auf Datenlecks', text: 'Bekannte Datenlecks, in denen die Adresse vorkommt.' },
      sources: { title: 'Nachprüfbare Quellen', text: 'Zu jeder Angabe im Bericht stehen die Quelle und der Zeitpunkt, zu dem sie gefunden wurde.' },
      discreet: { title: 'Diskret', text: 'Die gesuchte Person wird über Ihre Suche nicht benachrichtigt.' },
    },
  },
  discover: {
    title: 'Was Sie herausfinden können',
    intro: 'Je nachdem, was öffentliche Quellen über eine Adresse wissen, kann ein Bericht Folgendes enthalten:',
    items: {
      name: { title: 'Vollständiger Name', text: 'Der Name, den der Inhaber in öffentlichen Profilen verwendet.' },
      locations: { title: 'Orte', text: 'Städte und Orte, die mit dem Inhaber verbunden sind, soweit Quellen sie veröffentlichen.' },
      phones: { title: 'Telefonnummern', text: 'Nummern, die in öffentlichen Verzeichnissen mit der Adresse verbunden sind.' },
      social: { title: 'Profile in sozialen Netzwerken', text: 'Konten in sozialen Netzwerken und auf anderen Websites.' },
      emails: { title: 'Weitere E-Mail-Adressen', text: 'Weitere Adressen und die übrige Präsenz des Inhabers im Netz.' },
      photos: { title: 'Profilfotos', text: 'Bilder, die der Inhaber mit öffentlichen Profilen veröffentlicht hat.' },
      breaches: { title: 'Bekannte Datenlecks', text: 'Veröffentlichte Datenlecks, in denen die Adresse vorkommt, und was dabei offengelegt wurde.' },
    },
    note: 'Die meisten Berichte finden verknüpfte Online-Konten und bekannte Datenlecks. Die übrigen Kategorien erscheinen nur, wenn eine Quelle Daten dazu hat; andernfalls steht im Bericht, dass nichts gefunden wurde.',
  },
  whyUse: {
    title: 'Warum MailScout',
    intro: 'Menschen nutzen MailScout, um:',
    items: {
      verify: { title: 'Identitäten zu prüfen', text: 'Prüfen Sie, ob die Person, die Ihnen schreibt, die ist, die sie vorgibt zu sein.' },
      reconnect: { title: 'Kontakte wiederzufinden', text: 'Finden Sie die öffentlichen Profile alter Freunde und verlorener Kontakte.' },
      background: { title: 'Hintergründe zu klären', text: 'Erfahren Sie mehr über einen neuen Online-Kontakt oder Verkäufer, bevor Sie sich treffen.' },
      investigate: { title: 'Verdächtige E-Mails zu untersuchen', text: 'Gehen Sie unbekannten Absendern, Betrugsversuchen und Phishing nach.' },
      monitor: { title: 'Die eigene Präsenz im Blick zu behalten', text: 'Sehen Sie, was über Ihre eigene Adresse zu finden ist und in welchen Datenlecks sie vorkommt.' },
    },
    note: 'MailScout ist nur für Erwachsene (ab 18 Jahren) und für die private, nicht gewerbliche Nutzung bestimmt. MailScout ist keine Auskunftei: Ergebnisse dürfen nicht für Entscheidungen über Kredite, Beschäftigung oder Wohnraum verwendet werden.',
  },
  ticker: {
    title: 'Neueste Ergebnisse',
    intro: 'Suchen, die in den letzten 7 Tagen auf MailScout abgeschlossen wurden, anonymisiert: eine Zeile je Adresse, mit der Zahl der befragten Quellen, die etwas gefunden haben.',
    pause: 'Aktualisierung anhalten',
    periods: { today: 'heute', thisWeek: 'diese Woche' },
    details: {
      found_one: 'Treffer aus {{found}} von {{count}} Quelle',
      found_other: 'Treffer aus {{found}} von {{count}} Quellen',
      nothing_one: 'keine Treffer aus {{count}} Quelle',
      nothing_other: 'keine Treffer aus {{count}} Quellen',
      lookups_one: 'einmal gesucht',
      lookups_other: '{{count}}-mal gesucht',
    },
    hiddenPart: 'verborgen',
    spokenAddress: 'Verborgene Adresse bei {{domain}}',
    providers: {
      gmail: 'Gmail',
      outlook: 'Outlook',
      yahoo: 'Yahoo',
      icloud: 'iCloud Mail',
      proton: 'Proton Mail',
      gmx: 'GMX',
      webde: 'WEB.DE',
      tonline: 'Telekom (t-online.de)',
      other: 'Anderer E-Mail-Anbieter',
    },
  },
  faq: {
    title: 'Häufig gestellte Fragen',
    intro: 'Antworten auf die häufigsten Fragen zu MailScout.',
    items: {
      what: {
        question: 'Was ist MailScout?',
        answer:
          'MailScout ist ein Dienst für die umgekehrte E-Mail-Suche. Sie geben eine E-Mail-Adresse ein und erhalten einen Bericht über ihren Inhaber, zusammengestellt aus öffentlichen Quellen und bekannten Datenlecks, etwa verknüpfte Online-Konten und betroffene Datenlecks.',
      },
      legal: {
        question: 'Ist die Nutzung von MailScout legal?',
        answer:
          'Ja, für rechtmäßige private Zwecke. MailScout nutzt öffentliche Quellen, bekannte Datenlecks und lizenzierte Datensätze und hält das britische Datenschutzrecht ein. Sie müssen mindestens 18 Jahre alt sein, dürfen den Dienst nur privat und nicht gewerblich nutzen und Ergebnisse niemals für Entscheidungen über Kredite, Beschäftigung oder Wohnraum oder zur Belästigung anderer verwenden.',
      },
      accuracy: {
        question: 'Wie genau sind die Ergebnisse?',
        answer:
          'Ein Bericht zeigt, was die Quellen zum Zeitpunkt der Suche enthalten, und nennt zu jeder Angabe die Quelle und den Zeitpunkt. Öffentliche Daten können unvollständig oder veraltet sein; wir können daher nicht garantieren, dass jede Angabe stimmt. Bitte prüfen Sie wichtige Fakten selbst.',
      },
      corporate: {
        question: 'Kann ich neben privaten auch geschäftliche E-Mail-Adressen suchen?',
        answer:
          'Ja. Die Suche zeigt, ob eine Adresse zu einem kostenlosen E-Mail-Anbieter (eine private Adresse) oder zur Domain eines Unternehmens gehört. Private Adressen sind meist mit mehr öffentlichen Profilen verknüpft; geschäftliche Adressen führen oft zu beruflichen Profilen.',
      },
      notified: {
        question: 'Wird die Person über meine Suche benachrichtigt?',
        answer: 'Nein. Die gesuchte Person wird über Ihre Suche nicht benachrichtigt.',
      },
      cancel: {
        question: 'Wie kündige ich mein Abonnement?',
        answer:
          'Sie können jederzeit in Ihren Kontoeinstellungen kündigen: Öffnen Sie „Mein Konto“, wählen Sie „Abonnement“ und dann „Abonnement kündigen“. Sie behalten den Zugang bis zum Ende des bereits bezahlten Zeitraums.',
      },
      international: {
        question: 'Kann ich internationale E-Mail-Adressen suchen?',
        answer:
          'Ja. Sie können E-Mail-Adressen aus jedem Land und von jedem Anbieter nachschlagen; wie viel ein Bericht enthält, hängt davon ab, was öffentliche Quellen über die Adresse wissen.',
      },
    },
  },
};
