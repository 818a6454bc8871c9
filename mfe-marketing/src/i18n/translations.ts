export const marketingTranslations = {
  en: {
    hero: {
      title: 'Find out who is behind an email address',
      subtitle: 'Enter an email address and get a report on its owner: linked online accounts, data breaches and more.',
      claim: 'Trusted by people across the UK and Europe',
    },
    howItWorks: {
      title: 'How It Works',
      steps: [
        { title: 'Enter an email', text: 'Type the email address you want to look up.' },
        { title: 'Instant processing', text: 'We check public sources and known data breaches.' },
        { title: 'Get results', text: 'Read a clear report with where each detail came from.' },
      ],
    },
    features: { title: 'Features', text: 'Linked accounts, breach exposure, name, photo and location where public sources know them.' },
    whyUse: { title: 'Why Use MailScout', text: 'Verify identities, reconnect with people, check who is contacting you, and monitor your own exposure.' },
    faq: { title: 'Frequently Asked Questions', text: 'Answers to the most common questions about MailScout.' },
    buildLabel: 'Release: {{label}}',
  },
  de: {
    hero: {
      title: 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt',
      subtitle: 'Geben Sie eine E-Mail-Adresse ein und erhalten Sie einen Bericht über ihren Inhaber: verknüpfte Online-Konten, Datenlecks und mehr.',
      claim: 'Vertraut von Menschen in Großbritannien und Europa',
    },
    howItWorks: {
      title: "So funktioniert's",
      steps: [
        { title: 'E-Mail eingeben', text: 'Geben Sie die E-Mail-Adresse ein, die Sie nachschlagen möchten.' },
        { title: 'Sofortige Verarbeitung', text: 'Wir prüfen öffentliche Quellen und bekannte Datenlecks.' },
        { title: 'Ergebnisse erhalten', text: 'Lesen Sie einen klaren Bericht mit der Herkunft jeder Angabe.' },
      ],
    },
    features: { title: 'Funktionen', text: 'Verknüpfte Konten, Datenlecks, Name, Foto und Standort, soweit öffentliche Quellen sie kennen.' },
    whyUse: { title: 'Warum MailScout', text: 'Identitäten prüfen, Kontakte wiederfinden, Absender überprüfen und die eigene Sichtbarkeit im Blick behalten.' },
    faq: { title: 'Häufig gestellte Fragen', text: 'Antworten auf die häufigsten Fragen zu MailScout.' },
    buildLabel: 'Version: {{label}}',
  },
};
