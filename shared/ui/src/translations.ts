export const uiTranslations = {
  en: {
    toast: { region: 'Notifications (F8)', close: 'Close notification' },
    notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
    loading: 'Loading…',
  },
  de: {
    toast: { region: 'Benachrichtigungen (F8)', close: 'Benachrichtigung schließen' },
    notFound: { title: 'Hoppla! Seite nicht gefunden', home: 'Zurück zur Startseite' },
    loading: 'Wird geladen…',
  },
};
