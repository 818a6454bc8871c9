import type { Translated } from '../legal/legal-document';
import type { cookiesEn } from './cookies-content.en';

/** Cookie-Richtlinie, Deutsch: dieselben Abschnitte und Absätze wie die englische Fassung. */
export const cookiesDe: Translated<typeof cookiesEn> = {
  intro: [
    'Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien (etwa den lokalen Speicher Ihres Browsers) MailScout verwendet und wie Sie sie steuern können. Sie folgt den Privacy and Electronic Communications Regulations (PECR) und der UK GDPR.',
  ],
  sections: {
    what: {
      heading: '1. Was Cookies sind',
      paragraphs: [
        'Cookies sind kleine Dateien, die eine Website in Ihrem Browser speichert. Der lokale Speicher funktioniert ähnlich. Beides ermöglicht es einer Website, sich zwischen Seiten und Besuchen etwas zu merken.',
      ],
    },
    necessary: {
      heading: '2. Unbedingt erforderliche Cookies und Speicher',
      paragraphs: [
        'Diese sind für den Betrieb des Dienstes nötig; nach den PECR ist dafür keine Einwilligung erforderlich:',
        '- authToken (Cookie): hält Sie angemeldet; sicher und für Skripte nicht lesbar. Wird entfernt, wenn Sie sich abmelden oder Ihre Sitzung endet.',
        '- mailscout.session (lokaler Speicher): Ihre angemeldete E-Mail-Adresse und Ihr Suchguthaben, damit die Seite sie anzeigen kann. Wird bei der Abmeldung entfernt.',
        '- mailscout.language (lokaler Speicher): die von Ihnen gewählte Sprache. Bleibt gespeichert, bis Sie eine andere Sprache wählen oder Ihren Browserspeicher löschen.',
        '- ms_lng (Cookie): eine Kopie der von Ihnen gewählten Sprache, damit unser Server die Seite in dieser Sprache sendet, bevor ein Skript läuft. Bleibt 12 Monate oder bis Sie eine andere Sprache wählen.',
        '- ms_canary (Cookie): eine Zufallszahl von 0 bis 99, die Sie bei einer Version der Website hält, während wir eine neue einführen, damit sich eine Seite nicht mittendrin ändert. Enthält nichts über Sie; bleibt 12 Monate.',
        '- Cookies des Zahlungsdienstleisters: werden beim Bezahlen von unserem Zahlungsdienstleister gesetzt, um die Zahlung sicher abzuwickeln und Betrug zu verhindern.',
        'Die Bot-Prüfung in unseren Formularen wird von uns selbst betrieben und setzt keine Cookies.',
      ],
    },
    analytics: {
      heading: '3. Analyse und Werbung',
      paragraphs: [
        'MailScout verwendet keine Analyse- oder Werbe-Cookies und keine Tracking-Pixel. Sollten wir sie jemals einführen, bitten wir vorher um Ihre Einwilligung, die Sie verweigern oder jederzeit widerrufen können.',
      ],
    },
    duration: {
      heading: '4. Wie lange Cookie-Daten gespeichert werden',
      paragraphs: ['Cookie-Daten werden höchstens 24 Monate gespeichert, die meisten der oben genannten Einträge deutlich kürzer, wie beschrieben.'],
    },
    control: {
      heading: '5. Wie Sie Cookies steuern',
      paragraphs: [
        'Sie können Cookies und den lokalen Speicher in den Einstellungen Ihres Browsers blockieren oder löschen. Wenn Sie unbedingt erforderliche Cookies blockieren, können Sie sich nicht anmelden und kein Abonnement abschließen.',
      ],
    },
    more: {
      heading: '6. Weitere Informationen',
      paragraphs: [
        'Unsere [Datenschutzerklärung](/privacy) erklärt, wie wir personenbezogene Daten verarbeiten und welche Rechte Sie haben. Bei Fragen schreiben Sie an [{{supportEmail}}](mailto:{{supportEmail}}). Über wichtige Änderungen dieser Richtlinie informieren wir Sie mindestens 30 Tage vor ihrem Inkrafttreten.',
      ],
    },
  },
};
