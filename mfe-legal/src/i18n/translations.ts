export const legalTranslations = {
  en: {
    terms: { title: 'Terms of Service' },
    privacy: { title: 'Privacy Policy' },
    cookies: { title: 'Cookie Policy' },
    help: { title: 'Help Center' },
    coverage: { title: 'Translation coverage' },
    pending: 'The full text of this page is being prepared and will be published here.',
  },
  de: {
    terms: { title: 'Nutzungsbedingungen' },
    privacy: { title: 'Datenschutzerklärung' },
    cookies: { title: 'Cookie-Richtlinie' },
    help: { title: 'Hilfe-Center' },
    coverage: { title: 'Übersetzungsabdeckung' },
    pending: 'Der vollständige Text dieser Seite wird vorbereitet und hier veröffentlicht.',
  },
};
