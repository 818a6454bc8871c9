/**
 * The `report.*` keys of the funnel namespace that stay with the funnel: processing, the Scan
 * Error dialog, the scan's errors and /reports/:scanId. The report view's own texts (the results
 * page, its cards and the PDF) live in the `report` namespace of `@mailscout/report`; `de` must
 * have every key of `en`.
 */
const en = {
  processing: {
    title: 'Running final scan...',
    note: 'Your report is being put together from the sources as they answer.',
    answered_one: '{{count}} source has answered so far.',
    answered_other: '{{count}} sources have answered so far.',
  },
  scanError: {
    title: 'Scan Error',
    text: 'There was a problem completing the scan for {{email}}. Details: {{details}} Please try again later or contact support if the issue persists.',
    close: 'Close',
  },
  errors: {
    noScanId: 'No scan ID received from server',
    statusFailed: 'Failed to fetch scan status',
    resultsFailed: 'Failed to fetch scan results',
    scanFailed: 'Scan failed',
    http: 'HTTP error! status: {{status}}',
    network: 'A network error occurred. Please try again.',
  },
  page: {
    title: 'Your report',
    loading: 'Loading the report…',
    notFound: 'This report was not found or has expired.',
    signIn: 'Please sign in to see this report. Reports are shown only to the account that paid for them.',
    signInAction: 'Sign in with a code',
    failed: 'The report could not be loaded.',
    retry: 'Try again',
    home: 'Back to home',
  },
};

const de: typeof en = {
  processing: {
    title: 'Führe letzten Scan durch...',
    note: 'Ihr Bericht wird aus den Quellen zusammengestellt, sobald sie antworten.',
    answered_one: 'Bisher hat {{count}} Quelle geantwortet.',
    answered_other: 'Bisher haben {{count}} Quellen geantwortet.',
  },
  scanError: {
    title: 'Scan-Fehler',
    text: 'Beim Abschluss des Scans für {{email}} ist ein Problem aufgetreten. Details: {{details}} Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support, wenn das Problem weiterhin besteht.',
    close: 'Schließen',
  },
  errors: {
    noScanId: 'Vom Server wurde keine Scan-ID empfangen',
    statusFailed: 'Der Scan-Status konnte nicht abgerufen werden',
    resultsFailed: 'Die Scan-Ergebnisse konnten nicht abgerufen werden',
    scanFailed: 'Scan fehlgeschlagen',
    http: 'HTTP-Fehler! Status: {{status}}',
    network: 'Ein Netzwerkfehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  page: {
    title: 'Ihr Bericht',
    loading: 'Der Bericht wird geladen…',
    notFound: 'Dieser Bericht wurde nicht gefunden oder ist abgelaufen.',
    signIn: 'Bitte melden Sie sich an, um diesen Bericht zu sehen. Berichte werden nur dem Konto gezeigt, das für sie bezahlt hat.',
    signInAction: 'Mit Code anmelden',
    failed: 'Der Bericht konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
  },
};

export const reportTranslations = { en, de };
