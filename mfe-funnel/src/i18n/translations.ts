export const funnelTranslations = {
  en: {
    missingEmail: 'No email address provided. Redirecting to home page...',
    missingPhone: 'No phone number provided. Redirecting to home page...',
    emailScan: { title: 'Email lookup', text: 'Looking up {{email}}. The lookup funnel is being built and is not available yet.' },
    phoneScan: { title: 'Phone lookup', text: 'Looking up {{phone}}. The phone funnel is being built and is not available yet.' },
    payment: { title: 'Secure checkout', text: 'Checkout is being built and is not available yet.' },
    pending: { title: 'Not available yet', text: 'This step of the lookup is being built and is not available yet.' },
  },
  de: {
    missingEmail: 'Keine E-Mail-Adresse angegeben. Weiterleitung zur Startseite...',
    missingPhone: 'Keine Telefonnummer angegeben. Weiterleitung zur Startseite...',
    emailScan: { title: 'E-Mail-Suche', text: '{{email}} wird gesucht. Der Suchablauf wird gerade entwickelt und ist noch nicht verfügbar.' },
    phoneScan: { title: 'Telefonsuche', text: '{{phone}} wird gesucht. Die Telefonsuche wird gerade entwickelt und ist noch nicht verfügbar.' },
    payment: { title: 'Sichere Bezahlung', text: 'Die Bezahlung wird gerade entwickelt und ist noch nicht verfügbar.' },
    pending: { title: 'Noch nicht verfügbar', text: 'Dieser Schritt der Suche wird gerade entwickelt und ist noch nicht verfügbar.' },
  },
};
