export const uiTranslations = {
  en: {
    toast: { region: 'Notifications (F8)', close: 'Close notification', reference: 'Reference: {{id}}' },
    notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
    loading: 'Loading…',
  },
  de: {
    toast: { region: 'Benachrichtigungen (F8)', close: 'Benachrichtigung schließen', reference: 'Referenz: {{id}}' },
    notFound: { title: 'Hoppla! Seite nicht gefunden', home: 'Zurück zur Startseite' },
    loading: 'Wird geladen…',
  },
};
