import type { Translated } from '../legal/legal-document';
import type { termsEn } from './terms-content.en';

/** Nutzungsbedingungen, Deutsch: dieselben Abschnitte und Absätze wie die englische Fassung. */
export const termsDe: Translated<typeof termsEn> = {
  intro: [
    'Diese Bedingungen regeln Ihre Nutzung von MailScout, einem Dienst für die umgekehrte E-Mail-Suche der {{companyName}}, einer im Vereinigten Königreich eingetragenen Gesellschaft{{companyRegistration}} („MailScout“, „wir“, „uns“). Bitte lesen Sie sie sorgfältig. Mit einer Suche, dem Start eines Testzeitraums oder dem Kauf eines Abonnements stimmen Sie ihnen zu.',
    'Ihre gesetzlichen Rechte als Verbraucher bleiben von diesen Bedingungen unberührt.',
  ],
  sections: {
    about: {
      heading: '1. Wer wir sind und wie Sie uns erreichen',
      paragraphs: [
        'MailScout wird von der {{companyName}} betrieben, einer im Vereinigten Königreich eingetragenen Gesellschaft{{companyRegistration}}. Unsere Postanschrift lautet {{postalAddress}}, unsere E-Mail-Adresse [{{contactEmail}}](mailto:{{contactEmail}}). Bei Fragen zu Ihrem Konto, einem Abonnement oder einer Zahlung erreichen Sie uns jederzeit unter [{{supportEmail}}](mailto:{{supportEmail}}); wir antworten in der Regel innerhalb von 1–2 Werktagen.',
        'Wenn wir Sie kontaktieren müssen, schreiben wir an die E-Mail-Adresse Ihres Kontos.',
      ],
    },
    eligibility: {
      heading: '2. Wer MailScout nutzen darf',
      paragraphs: [
        'Sie müssen mindestens 18 Jahre alt sein, um MailScout zu nutzen, und dies bestätigen, bevor Sie einen Bericht sehen.',
        'MailScout ist ausschließlich für die private, nicht gewerbliche Nutzung bestimmt. Sie dürfen Berichte nicht weiterverkaufen, den Dienst nicht im Auftrag eines Unternehmens und nicht automatisiert nutzen.',
      ],
    },
    service: {
      heading: '3. Was der Dienst leistet',
      paragraphs: [
        'Sie geben eine E-Mail-Adresse (oder eine Telefonnummer) ein und erhalten einen Bericht über ihren Inhaber, der aus öffentlichen Quellen, bekannten Datenlecks und lizenzierten Datensätzen zusammengestellt wird. Zu jeder Angabe im Bericht stehen die Quelle und der Zeitpunkt, zu dem sie gefunden wurde.',
        'Was ein Bericht enthält, hängt davon ab, welche Daten diese Quellen haben. Die meisten Berichte finden verknüpfte Online-Konten und bekannte Datenlecks; andere Kategorien bleiben oft leer.',
        'Die gesuchte Person wird über Ihre Suche nicht benachrichtigt.',
      ],
    },
    acceptableUse: {
      heading: '4. Erlaubte und verbotene Nutzung',
      paragraphs: [
        'MailScout ist keine Auskunftei, und Berichte sind keine Bonitätsauskünfte. Sie dürfen MailScout und die Berichte nicht verwenden:',
        '- für Entscheidungen über Kredite, Versicherungen, Beschäftigung oder Wohnraum einer Person oder deren Berechtigung dafür;',
        '- um jemanden zu verfolgen, zu belästigen, zu bedrohen, einzuschüchtern oder zu diskriminieren oder um jemanden aufzuspüren, der nicht gefunden werden möchte;',
        '- für rechtswidrige Zwecke, einschließlich Verstößen gegen Datenschutz-, Persönlichkeits- oder Betrugsbekämpfungsrecht.',
        'Sie sind dafür verantwortlich, wie Sie die Informationen eines Berichts verwenden. Wir können ein Konto, das gegen diese Regeln verstößt, sperren oder schließen, soweit gesetzlich zulässig ohne Erstattung.',
      ],
    },
    accounts: {
      heading: '5. Ihr Konto und die Anmeldung',
      paragraphs: [
        'Ihr Konto wird über Ihre E-Mail-Adresse identifiziert. Wir verwenden keine Passwörter: Zur Anmeldung senden wir einen Einmalcode (oder einen Anmeldelink, auch „Magic Link“ genannt) an diese Adresse. Schützen Sie den Zugang zu Ihrem Postfach und geben Sie Codes an niemanden weiter.',
        'Die E-Mail-Adresse eines Kontos kann nicht geändert werden. Teilen Sie uns sofort mit, wenn Sie glauben, dass jemand anderes Ihr Konto genutzt hat.',
      ],
    },
    trial: {
      heading: '6. Testzeitraum',
      paragraphs: [
        'Sie können mit einem {{trialDays}}-tägigen Testzeitraum für {{trialPrice}} einschließlich Mehrwertsteuer beginnen, der einmalig beim Start berechnet wird. Der Testzeitraum enthält {{trialCredits}}.',
        'Wenn Sie nicht vor Ende des Testzeitraums kündigen, geht er automatisch in das {{convertPlan}} zu {{convertPrice}} pro {{convertInterval}} einschließlich Mehrwertsteuer über, mit {{convertCredits}} pro {{convertInterval}}. Bei der Anmeldung können Sie stattdessen das Monatsabo wählen. Vor dem Ende des Testzeitraums erinnern wir Sie per E-Mail.',
      ],
    },
    plans: {
      heading: '7. Abonnements',
      paragraphs: [
        'Wir bieten folgende Abonnements an (Preise einschließlich Mehrwertsteuer):',
        '- Wöchentlich: {{weeklyPrice}} pro Woche, mit {{weeklyCredits}} pro Woche;',
        '- Monatlich: {{monthlyPrice}} pro Monat, mit {{monthlyCredits}} pro Monat.',
        'Ein Abonnement verlängert sich am Ende jedes Zeitraums automatisch und wird Ihrem Zahlungsmittel belastet, bis Sie es kündigen.',
        'Im Wochenabo (oder in einem Testzeitraum, der in das Wochenabo übergeht) können Sie jederzeit in das Monatsabo wechseln. Der erste Monat, {{monthlyPrice}}, wird sofort der in Ihrem Konto gespeicherten Karte belastet; sobald die Zahlung erfolgreich ist, werden Ihnen {{monthlyCredits}} gutgeschrieben, und Ihr Wochenabo endet dann ohne weitere wöchentliche Zahlung.',
      ],
    },
    credits: {
      heading: '8. Suchguthaben',
      paragraphs: [
        'Ein Bericht kostet {{creditsPerReport}}. Suchguthaben wird zu Beginn jedes bezahlten Zeitraums gutgeschrieben.',
        'Nicht genutztes Suchguthaben wird übertragen und verfällt nicht am Ende eines Zeitraums; Ihr Guthaben ist jedoch auf {{creditCap}} begrenzt. Guthaben, das diese Grenze überschreiten würde, wird nicht gutgeschrieben.',
        'Solange Sie ein Abonnement haben, können Sie außerdem Guthabenpakete kaufen, die einmalig mit der in Ihrem Konto gespeicherten Karte bezahlt werden: {{packList}} (Preise einschließlich Mehrwertsteuer). Ein Paket verlängert sich nicht; sein Suchguthaben wird gutgeschrieben, sobald die Zahlung erfolgreich ist.',
        'Suchguthaben hat keinen Geldwert, ist nicht übertragbar und wird mit der Löschung Ihres Kontos entfernt.',
      ],
    },
    included: {
      heading: '9. In jedem Bericht enthalten',
      paragraphs: [
        '- PDF-Download des Berichts: in jedem Bericht enthalten;',
        '- Abschnitt zu Datenlecks und Leaks: in jedem Bericht enthalten.',
        'Beides wird nicht einzeln verkauft und kostet nichts extra.',
      ],
    },
    payments: {
      heading: '10. Zahlungen und fehlgeschlagene Zahlungen',
      paragraphs: [
        'Zahlungen erfolgen per Karte über unseren Zahlungsdienstleister; wir sehen und speichern Ihre vollständige Kartennummer nie.',
        'Schlägt eine Zahlung fehl, versuchen wir sie in den folgenden 2 Wochen mehrmals erneut; bis dahin laufen Ihr Abonnement und Ihr Zugang weiter. Schlägt sie auch nach 2 Wochen noch fehl, endet Ihr Abonnement.',
      ],
    },
    cancellation: {
      heading: '11. Kündigung',
      paragraphs: [
        'Sie können Ihren Testzeitraum oder Ihr Abonnement jederzeit in Ihren Kontoeinstellungen kündigen ([Abonnement kündigen](/cancel-subscription)); die Kündigung bestätigen Sie mit einem Einmalcode, den wir an Ihre E-Mail-Adresse senden. Kündigungen, die Sie an den Support senden, bearbeiten wir innerhalb von 1–2 Werktagen.',
        'Nach der Kündigung werden keine weiteren Zahlungen eingezogen, und Sie behalten den Zugang und Ihr Suchguthaben bis zum Ende des bereits bezahlten Zeitraums.',
        'Ihr Widerrufsrecht nach den Consumer Contracts Regulations: Sie verlangen, dass wir sofort mit der Leistung beginnen, und nehmen zur Kenntnis, dass Ihr 14-tägiges Widerrufsrecht erlischt, sobald ein Bericht bereitgestellt wurde. Die unten beschriebenen Erstattungen bleiben davon unberührt.',
      ],
    },
    refunds: {
      heading: '12. Erstattungen',
      paragraphs: [
        '- Die Testgebühr wird erstattet, wenn Sie dies innerhalb von 7 Tagen nach der Zahlung verlangen und noch kein Suchguthaben genutzt haben.',
        '- Andere Erstattungsanträge müssen uns innerhalb von 30 Tagen nach der betreffenden Belastung erreichen.',
        '- Ist MailScout durch unser Verschulden mehr als 24 Stunden am Stück nicht verfügbar, können Sie die Erstattung des Betrags für den betroffenen Zeitraum verlangen.',
        'Für eine Erstattung schreiben Sie bitte von der E-Mail-Adresse Ihres Kontos an [{{supportEmail}}](mailto:{{supportEmail}}). Genehmigte Erstattungen werden innerhalb von 3–5 Werktagen auf das ursprüngliche Zahlungsmittel überwiesen.',
      ],
    },
    optOut: {
      heading: '13. Widerspruch und die gesuchten Personen',
      paragraphs: [
        'Jede Person kann auf unserer [Opt-out-Seite](/opt-out) verhindern, dass ihre E-Mail-Adresse gesucht wird, und die damit verbundenen Daten und ein etwaiges Konto löschen lassen. Eine Adresse, für die ein Opt-out erklärt wurde, kann nicht mehr gesucht werden.',
      ],
    },
    disclaimer: {
      heading: '14. Haftungsausschluss',
      paragraphs: [
        'Berichte werden automatisch aus Quellen Dritter zusammengestellt, die wir nicht kontrollieren. Informationen können unvollständig oder veraltet sein oder eine andere Person mit ähnlichen Angaben betreffen. Wir gehen mit angemessener Sorgfalt vor, sichern aber nicht zu, dass ein Bericht richtig, vollständig oder für einen bestimmten Zweck geeignet ist.',
        'Ein Bericht ist keine fachliche, rechtliche oder finanzielle Beratung und keine Bonitätsauskunft. Prüfen Sie wichtige Angaben unabhängig, bevor Sie sich darauf verlassen.',
      ],
    },
    liability: {
      heading: '15. Unsere Haftung',
      paragraphs: [
        'Wir schließen unsere Haftung nicht aus und beschränken sie nicht, soweit dies rechtswidrig wäre, insbesondere nicht für Tod oder Körperverletzung infolge unserer Fahrlässigkeit, für Betrug oder arglistige Täuschung oder für die Verletzung Ihrer gesetzlichen Verbraucherrechte.',
        'Im Übrigen ist unsere Gesamthaftung Ihnen gegenüber für alle Ansprüche im Zusammenhang mit MailScout auf den Betrag begrenzt, den Sie uns in den 12 Monaten vor dem anspruchsbegründenden Ereignis gezahlt haben.',
        'Wir haften nicht für unvorhersehbare Verluste und nicht für geschäftliche Verluste: MailScout ist ausschließlich für die private Nutzung bestimmt.',
      ],
    },
    claims: {
      heading: '16. Frist für Ansprüche',
      paragraphs: [
        'Soweit gesetzlich zulässig, müssen Ansprüche im Zusammenhang mit MailScout innerhalb von 1 Jahr ab dem Zeitpunkt geltend gemacht werden, zu dem Sie von ihnen Kenntnis erlangt haben oder vernünftigerweise hätten erlangen müssen.',
      ],
    },
    disputes: {
      heading: '17. Beschwerden und Streitigkeiten',
      paragraphs: [
        'Wenn etwas schiefgeht, teilen Sie es uns bitte zuerst unter [{{supportEmail}}](mailto:{{supportEmail}}) mit. Wir versuchen, die Angelegenheit innerhalb von 30 Tagen einvernehmlich zu klären.',
        'Gelingt das nicht, können Sie eine förmliche Beschwerde einreichen. Wir antworten innerhalb von 5 Werktagen und teilen Ihnen unsere abschließende Entscheidung innerhalb von 15 Werktagen mit.',
        'Das hindert Sie nicht daran, die Gerichte anzurufen oder andere gesetzliche Rechtsbehelfe zu nutzen.',
      ],
    },
    changes: {
      heading: '18. Änderungen dieser Bedingungen',
      paragraphs: [
        'Wir kündigen Änderungen dieser Bedingungen mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail an. Wenn Sie einer Änderung nicht zustimmen, können Sie vor ihrem Inkrafttreten kündigen.',
      ],
    },
    law: {
      heading: '19. Anwendbares Recht',
      paragraphs: [
        'Diese Bedingungen unterliegen dem Recht von England und Wales; zuständig sind die Gerichte von England und Wales. Wenn Sie in Schottland oder Nordirland leben, können Sie auch dort klagen; wenn Sie in der EU leben, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften Ihres Wohnsitzlandes.',
      ],
    },
  },
};
