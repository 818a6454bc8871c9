/**
 * Texts the stand-in shows or returns. Stripe.js localizes Elements labels and client-side
 * validation messages from its `locale` option; MailScout ships English and German, so those two
 * are translated (API error messages come from the emulator in English, as its REST API answers).
 */
export interface Messages {
  card: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
  dialogTitle: string;
  dialogText: (amount: string) => string;
  dialogSetupText: string;
  approve: string;
  fail: string;
  errors: Record<string, string>;
}

const en: Messages = {
  card: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiration date (MM / YY)',
  cvc: 'Security code (CVC)',
  postalCode: 'Postal code',
  dialogTitle: '3D Secure test authentication',
  dialogText: (amount) => `Stripe emulator test page: complete or fail the authentication of a payment of ${amount}.`,
  dialogSetupText: 'Stripe emulator test page: complete or fail the authentication of this card for future payments.',
  approve: 'Complete authentication',
  fail: 'Fail authentication',
  errors: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: 'Your postal code is incomplete.',
    authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
};

const de: Messages = {
  card: 'Kartendaten',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum (MM / JJ)',
  cvc: 'Sicherheitscode (CVC)',
  postalCode: 'Postleitzahl',
  dialogTitle: '3D-Secure-Testauthentifizierung',
  dialogText: (amount) => `Testseite des Stripe-Emulators: Authentifizierung einer Zahlung von ${amount} abschließen oder scheitern lassen.`,
  dialogSetupText: 'Testseite des Stripe-Emulators: Authentifizierung dieser Karte für künftige Zahlungen abschließen oder scheitern lassen.',
  approve: 'Authentifizierung abschließen',
  fail: 'Authentifizierung fehlschlagen lassen',
  errors: {
    incomplete_number: 'Ihre Kartennummer ist unvollständig.',
    invalid_number: 'Ihre Kartennummer ist ungültig.',
    incomplete_expiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
    invalid_expiry_month: 'Das Ablaufdatum Ihrer Karte ist ungültig.',
    invalid_expiry_year_past: 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
    invalid_expiry_month_past: 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
    incomplete_cvc: 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
    incomplete_zip: 'Ihre Postleitzahl ist unvollständig.',
    authentication_failure: 'Wir können Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.',
  },
};

/** `auto` (Stripe's default) follows the browser's language. */
export function messagesFor(locale: string | undefined): Messages {
  const tag = !locale || locale === 'auto' ? (typeof navigator === 'undefined' ? 'en' : navigator.language) : locale;
  return tag.toLowerCase().startsWith('de') ? de : en;
}

export function localeTag(locale: string | undefined): string {
  return messagesFor(locale) === de ? 'de-DE' : 'en-GB';
}
