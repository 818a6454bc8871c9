import type { Translated } from '../legal/legal-document';
import type { privacyEn } from './privacy-content.en';

/** Datenschutzerklärung, Deutsch: dieselben Abschnitte und Absätze wie die englische Fassung. */
export const privacyDe: Translated<typeof privacyEn> = {
  intro: [
    'Diese Erklärung beschreibt, welche personenbezogenen Daten MailScout verarbeitet, zu welchem Zweck, wie lange und welche Rechte Sie haben. Sie gilt für unsere Kunden, für Besucher unserer Website und für die Personen, deren E-Mail-Adressen gesucht werden.',
  ],
  sections: {
    controller: {
      heading: '1. Wer für Ihre Daten verantwortlich ist',
      paragraphs: [
        'Verantwortlicher für Ihre personenbezogenen Daten nach der britischen Datenschutz-Grundverordnung (UK GDPR) und dem Data Protection Act 2018 ist die {{companyName}}, eine im Vereinigten Königreich eingetragene Gesellschaft{{companyRegistration}}. Sie erreichen uns unter [{{contactEmail}}](mailto:{{contactEmail}}), in Datenschutzfragen unter [{{dataProtectionEmail}}](mailto:{{dataProtectionEmail}}).',
      ],
    },
    collected: {
      heading: '2. Daten, die wir über Kunden und Besucher erheben',
      paragraphs: [
        '- Kontodaten: Ihre E-Mail-Adresse, Ihr Abonnement, Ihr Suchguthaben und dessen Verlauf sowie die Sitzungen, mit denen Sie angemeldet sind.',
        '- Suchdaten: die E-Mail-Adressen und Telefonnummern, die Sie suchen, und die Berichte, die Sie kaufen.',
        '- Zahlungsdaten: werden von unserem Zahlungsdienstleister verarbeitet. Wir erhalten und speichern nur, was wir für die Abrechnung brauchen, etwa die Kartenmarke, die letzten vier Ziffern und den Zahlungsstatus, nie die vollständige Kartennummer.',
        '- Technische Daten: Ihre IP-Adresse, Angaben zu Browser und Gerät sowie Serverprotokolle. Protokolle enthalten nie eine vollständige E-Mail-Adresse oder einen Einmalcode.',
        '- Cookies und ähnliche Speicher: siehe unsere [Cookie-Richtlinie](/cookie-policy).',
      ],
    },
    searched: {
      heading: '3. Daten über die gesuchten Personen',
      paragraphs: [
        'Wenn jemand eine E-Mail-Adresse sucht, erheben wir Informationen über deren Inhaber aus öffentlichen Quellen (zum Beispiel öffentlichen Profilen und Code-Repositorys), aus bekannten Datenlecks und aus lizenzierten Datensätzen. Wir verarbeiten diese Daten auf Grundlage unserer berechtigten Interessen und der unserer Kunden, Identitäten zu prüfen und sich online zu schützen, und wägen diese Interessen gegen die Rechte der gesuchten Personen ab: Wir zeigen nur, was die Quellen enthalten, nennen jede Quelle und erlauben nur die rechtmäßige private Nutzung.',
        'Die gesuchte Person wird über eine Suche nicht benachrichtigt. Jede Person kann auf unserer [Opt-out-Seite](/opt-out) verhindern, dass ihre Adresse gesucht wird, und die damit verbundenen Daten löschen lassen. Eine Adresse mit Opt-out speichern wir nur als schlüsselbasierten Hashwert, damit wir den Widerspruch beachten können, ohne die Adresse selbst zu speichern.',
      ],
    },
    purposes: {
      heading: '4. Wozu wir Ihre Daten verwenden und auf welcher Rechtsgrundlage',
      paragraphs: [
        '- Um den Dienst zu erbringen, Zahlungen abzuwickeln und Ihr Konto zu verwalten: Erfüllung unseres Vertrags mit Ihnen.',
        '- Um den Dienst sicher zu halten, Betrug und Missbrauch zu verhindern und den Dienst zu verbessern: unsere berechtigten Interessen.',
        '- Um Buchhaltungs- und Steuerunterlagen zu führen: unsere rechtlichen Pflichten.',
        '- Um Cookies zu setzen, die nicht unbedingt erforderlich sind: Ihre Einwilligung, die Sie jederzeit widerrufen können.',
        'Wir treffen keine ausschließlich automatisierten Entscheidungen über Sie, die rechtliche oder ähnlich erhebliche Wirkungen haben.',
      ],
    },
    sharing: {
      heading: '5. An wen wir Daten weitergeben',
      paragraphs: [
        'Wir geben personenbezogene Daten nur an Dienstleister weiter, die sie vertraglich in unserem Auftrag verarbeiten: unseren Zahlungsdienstleister, unseren E-Mail-Versanddienst und unseren Hosting-Anbieter. Wenn wir für eine Suche eine Quelle abfragen, übermitteln wir nur, was die Abfrage benötigt.',
        'Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht zu Werbezwecken weiter.',
        'Wir können Daten offenlegen, wenn das Gesetz es verlangt, zum Beispiel gegenüber der Polizei oder einem Gericht.',
      ],
    },
    transfers: {
      heading: '6. Übermittlung in andere Länder',
      paragraphs: [
        'Verarbeitet ein Dienstleister Daten außerhalb des Vereinigten Königreichs, stellen wir sicher, dass sie so geschützt sind, wie es das britische Recht verlangt, etwa durch eine Angemessenheitsregelung oder das International Data Transfer Agreement.',
      ],
    },
    retention: {
      heading: '7. Wie lange wir Daten speichern',
      paragraphs: [
        '- Zwischengespeicherte Suchergebnisse und Berichte verfallen nach 30 Tagen und werden gelöscht.',
        '- Kontodaten speichern wir, solange Ihr Konto besteht, und löschen sie, wenn Sie es schließen oder ein Opt-out erklären.',
        '- Cookie-Daten speichern wir höchstens 24 Monate.',
        '- Zahlungs- und Buchhaltungsunterlagen bewahren wir so lange auf, wie es das Steuerrecht verlangt.',
      ],
    },
    security: {
      heading: '8. Sicherheit und Datenschutzverletzungen',
      paragraphs: [
        'Wir schützen Daten durch verschlüsselte Übertragung, Zugriffskontrollen sowie gehashte Einmalcodes und Sitzungstoken. Kommt es zu einer Verletzung des Schutzes personenbezogener Daten, melden wir sie, soweit gesetzlich vorgeschrieben, innerhalb von 72 Stunden dem Information Commissioner’s Office (ICO) und informieren die Betroffenen unverzüglich, wenn die Verletzung voraussichtlich ein hohes Risiko für ihre Rechte mit sich bringt.',
      ],
    },
    rights: {
      heading: '9. Ihre Rechte',
      paragraphs: [
        'Nach der UK GDPR haben Sie das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung oder Widerspruch dagegen, auf Datenübertragbarkeit und auf jederzeitigen Widerruf einer Einwilligung.',
        'Um Ihre Rechte auszuüben, schreiben Sie an [{{dataProtectionEmail}}](mailto:{{dataProtectionEmail}}) oder nutzen Sie die [Opt-out-Seite](/opt-out), um nicht mehr gesucht zu werden und Ihre Daten zu löschen. Wir beantworten Anfragen innerhalb eines Monats; bei komplexen Anfragen erlaubt uns das Gesetz eine Verlängerung, über die wir Sie dann informieren.',
        'Sie haben außerdem das Recht, sich beim Information Commissioner’s Office (ico.org.uk) zu beschweren. Wir würden uns freuen, Ihr Anliegen vorher selbst klären zu dürfen.',
      ],
    },
    children: {
      heading: '10. Kinder',
      paragraphs: ['MailScout ist nur für Erwachsene ab 18 Jahren bestimmt. Wir erheben nicht wissentlich Daten von Kindern als Kunden.'],
    },
    changes: {
      heading: '11. Änderungen dieser Erklärung',
      paragraphs: ['Über wichtige Änderungen dieser Erklärung informieren wir Sie mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail.'],
    },
  },
};
