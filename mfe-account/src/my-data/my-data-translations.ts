/**
 * The `account:myData.*` texts of /my-data (issue 19.6), in both languages; `de` must have every
 * key of `en`.
 */
const en = {
  title: 'See your data',
  intro:
    'Enter your email address to see, free of charge, what MailScout can find about it (the same report a buyer would get) and how often it was looked up in the last 12 months. We send a code to the address to make sure it is yours. Each address can be checked once a day.',
  sendCode: 'Send code',
  sending: 'Sending…',
  codeSent: 'We have sent a 6-digit code to {{email}}. Please check your email.',
  resent: 'A new code is on its way. Please check your email.',
  submit: 'Show my data',
  checking: 'Asking the sources about your address… this can take a few seconds.',
  resend: 'Send a new code',
  changeEmail: 'Use a different email address',
  optedOut: 'This address has opted out of MailScout: we hold no data about it and nobody can look it up here.',
  nextCheck: 'You can check this address again for free from {{date}}.',
  checkAnother: 'Check another address',
  fromOptOut: { text: 'Want to see first what can be found about your address and how often it was looked up?', link: 'See your data for free' },
  lookups: {
    heading: 'How often your address was looked up',
    intro: 'Per month over the last 12 months, from our records of lookups. We never show who looked.',
    caption: 'Lookups of your address per month',
    total: 'In the last 12 months: {{searches}} searches and {{reports}} full reports.',
    none: 'Nobody looked up this address in the last 12 months.',
    month: 'Month',
    searches: 'Searches',
    reports: 'Full reports',
  },
  next: {
    heading: 'What you can do',
    correct: 'Each entry in the report names the public source it came from. To correct or remove it, change it at that source:',
    sourcePage: 'Your data at {{source}}',
    newTab: ' (opens in a new tab)',
    optOut: 'Do not want your address to be searched here at all?',
    optOutLink: 'Opt out and delete your data',
  },
  errors: {
    request: 'The code could not be sent. Please try again.',
    mailUnavailable: 'We could not send the email right now. Please try again in a moment.',
    invalidCode: 'Invalid or expired code. Please check the code or ask for a new one.',
    usedToday: 'This address has already had its free check in the last 24 hours. Please try again tomorrow.',
    check: 'Your data could not be checked right now. Please try again.',
    network: 'A network error occurred. Please check your connection and try again.',
  },
};

const de: typeof en = {
  title: 'Ihre Daten einsehen',
  intro:
    'Geben Sie Ihre E-Mail-Adresse ein, um kostenlos zu sehen, was MailScout über sie finden kann (denselben Bericht, den ein Käufer erhielte), und wie oft in den letzten 12 Monaten nach ihr gesucht wurde. Wir senden einen Code an die Adresse, um sicherzugehen, dass sie Ihnen gehört. Jede Adresse kann einmal am Tag geprüft werden.',
  sendCode: 'Code senden',
  sending: 'Wird gesendet…',
  codeSent: 'Wir haben einen 6-stelligen Code an {{email}} gesendet. Bitte prüfen Sie Ihre E-Mails.',
  resent: 'Ein neuer Code ist unterwegs. Bitte prüfen Sie Ihre E-Mails.',
  submit: 'Meine Daten anzeigen',
  checking: 'Die Quellen werden zu Ihrer Adresse befragt… das kann einige Sekunden dauern.',
  resend: 'Neuen Code senden',
  changeEmail: 'Andere E-Mail-Adresse verwenden',
  optedOut: 'Diese Adresse hat der Suche bei MailScout widersprochen: Wir speichern keine Daten über sie, und niemand kann hier nach ihr suchen.',
  nextCheck: 'Sie können diese Adresse ab {{date}} wieder kostenlos prüfen.',
  checkAnother: 'Andere Adresse prüfen',
  fromOptOut: { text: 'Möchten Sie zuerst sehen, was über Ihre Adresse zu finden ist und wie oft nach ihr gesucht wurde?', link: 'Ihre Daten kostenlos einsehen' },
  lookups: {
    heading: 'Wie oft nach Ihrer Adresse gesucht wurde',
    intro: 'Pro Monat in den letzten 12 Monaten, aus unseren Aufzeichnungen der Suchen. Wer gesucht hat, zeigen wir nie.',
    caption: 'Suchen nach Ihrer Adresse pro Monat',
    total: 'In den letzten 12 Monaten: {{searches}} Suchen und {{reports}} vollständige Berichte.',
    none: 'In den letzten 12 Monaten hat niemand nach dieser Adresse gesucht.',
    month: 'Monat',
    searches: 'Suchen',
    reports: 'Vollständige Berichte',
  },
  next: {
    heading: 'Was Sie tun können',
    correct: 'Jeder Eintrag im Bericht nennt die öffentliche Quelle, aus der er stammt. Um ihn zu berichtigen oder zu entfernen, ändern Sie ihn bei dieser Quelle:',
    sourcePage: 'Ihre Daten bei {{source}}',
    newTab: ' (öffnet in einem neuen Tab)',
    optOut: 'Soll hier gar nicht nach Ihrer Adresse gesucht werden können?',
    optOutLink: 'Widersprechen und Daten löschen',
  },
  errors: {
    request: 'Der Code konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    mailUnavailable: 'Wir konnten die E-Mail gerade nicht senden. Bitte versuchen Sie es gleich noch einmal.',
    invalidCode: 'Ungültiger oder abgelaufener Code. Bitte prüfen Sie den Code oder fordern Sie einen neuen an.',
    usedToday: 'Diese Adresse wurde in den letzten 24 Stunden bereits kostenlos geprüft. Bitte versuchen Sie es morgen erneut.',
    check: 'Ihre Daten konnten gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
    network: 'Ein Netzwerkfehler ist aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};

export const myDataTranslations = { en, de };
