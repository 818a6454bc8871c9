import { cookiesDe } from '../content/cookies-content.de';
import { privacyDe } from '../content/privacy-content.de';
import { termsDe } from '../content/terms-content.de';
import type { LegalTexts } from './translations.en';

/** German texts of the `legal` namespace: the same keys as English (the type checks it). */
export const legalDe: LegalTexts = {
  terms: { title: 'Nutzungsbedingungen' },
  privacy: { title: 'Datenschutzerklärung' },
  cookies: { title: 'Cookie-Richtlinie' },
  document: {
    lastUpdated: 'Zuletzt aktualisiert: {{date}}',
    contents: 'Inhalt',
    loading: 'Die aktuellen Preise werden geladen…',
    error: 'Dieser Text nennt unsere aktuellen Preise und Einstellungen, die gerade nicht geladen werden konnten. Bitte versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  figures: {
    credits_one: '{{count}} Suchguthaben',
    credits_other: '{{count}} Suchguthaben',
    pack: '{{credits}} für {{price}}',
    plans: { weekly: 'Wochenabo', monthly: 'Monatsabo' },
    intervals: { week: 'Woche', month: 'Monat' },
    companyNumber: 'Registernummer {{number}}',
    registeredOffice: 'Sitz: {{address}}',
  },
  help: {
    title: 'Hilfe-Center',
    intro: 'Antworten auf häufige Fragen zu Ihrem Abonnement, Ihrem Konto und Ihren Daten.',
    groups: {
      subscription: {
        title: 'Abonnement verwalten',
        intro: 'Sie können jederzeit kündigen und behalten den Zugang bis zum Ende des bezahlten Zeitraums.',
        cancelButton: 'Abonnement kündigen oder Hilfe erhalten',
        items: {
          cancel: {
            question: 'Wie kündige ich mein Abonnement?',
            answer: [
              'Öffnen Sie „Mein Konto“, wählen Sie „Abonnement“ und dann „Abonnement kündigen“, oder nutzen Sie die Schaltfläche „Abonnement kündigen“ oben. Wir senden einen Einmalcode an die E-Mail-Adresse Ihres Abonnements, um zu bestätigen, dass Sie es sind.',
              'Sie behalten den Zugang und Ihr Suchguthaben bis zum Ende des bereits bezahlten Zeitraums. Es werden keine weiteren Zahlungen eingezogen.',
            ],
          },
          cancelRefund: {
            question: 'Bekomme ich bei einer Kündigung Geld zurück?',
            answer: [
              'Eine Kündigung beendet künftige Zahlungen; frühere Zahlungen werden dadurch nicht automatisch erstattet. Die Testgebühr wird erstattet, wenn Sie dies innerhalb von 7 Tagen nach der Zahlung verlangen und noch kein Suchguthaben genutzt haben. Andere Erstattungsanträge müssen uns innerhalb von 30 Tagen nach der Belastung erreichen.',
              'Abschnitt 12 unserer [Nutzungsbedingungen](/terms) enthält alle Regeln zur Erstattung.',
            ],
          },
          unauthorised: {
            question: 'Ich erkenne dieses Abonnement nicht. Was soll ich tun?',
            answer: [
              'Prüfen Sie zuerst, ob jemand in Ihrem Haushalt Ihre Karte verwendet hat. Falls nicht, [kontaktieren Sie den Support](#support) mit Datum und Betrag der Belastung und den letzten vier Ziffern der Karte. Senden Sie uns nie die vollständige Kartennummer.',
              'Wir kündigen das Abonnement, prüfen die Belastung und erstatten sie, wenn sie nicht autorisiert war. Sie können sich auch an Ihre Kartenbank wenden.',
            ],
          },
          refundStatus: {
            question: 'Wie ist der Stand meiner Erstattung?',
            answer: [
              'Sobald wir eine Erstattung genehmigt haben, wird sie innerhalb von 3–5 Werktagen auf das ursprüngliche Zahlungsmittel überwiesen. Manche Banken zeigen sie erst einige Tage später an.',
              'Wenn Sie sie bis dahin nicht erhalten haben, [kontaktieren Sie den Support](#support); wir senden Ihnen dann die Zahlungsreferenz.',
            ],
          },
          unawareCharges: {
            question: 'Warum wurde mir etwas berechnet? Ich wusste nichts von diesen Kosten.',
            answer: [
              'MailScout beginnt mit einem kostenpflichtigen Testzeitraum, der automatisch in ein Abonnement übergeht, wenn er nicht vor seinem Ende gekündigt wird. Preis und Verlängerung werden beim Bezahlen und in unseren [Nutzungsbedingungen](/terms) genannt, und wir erinnern Sie vor dem Ende des Testzeitraums per E-Mail.',
              'Wenn Sie nicht fortfahren wollten, kündigen Sie jetzt, damit keine weiteren Zahlungen eingezogen werden, und [kontaktieren Sie den Support](#support) wegen einer Erstattung nach unseren Erstattungsregeln.',
            ],
          },
          autoRenewal: {
            question: 'Verlängert sich mein Abonnement automatisch?',
            answer: [
              'Ja. Nach dem Testzeitraum verlängert sich Ihr Abonnement je nach Tarif jede Woche oder jeden Monat automatisch, bis Sie es kündigen. Die aktuellen Preise finden Sie in unseren [Nutzungsbedingungen](/terms).',
            ],
          },
        },
      },
      selfHelp: {
        title: 'Selbsthilfe',
        items: {
          technical: {
            question: 'Die Website funktioniert bei mir nicht. Was kann ich tun?',
            answer: [
              'Die meisten Probleme lassen sich lösen, indem Sie die Seite neu laden, Ihren Browser aktualisieren oder einen anderen Browser verwenden. Achten Sie darauf, dass Cookies für MailScout erlaubt sind: Ohne sie bleiben Sie nicht angemeldet.',
              'Wenn Ihr Anmeldecode nicht ankommt, sehen Sie im Spam-Ordner nach und warten Sie eine Minute, bevor Sie einen neuen anfordern. Besteht das Problem weiter, [kontaktieren Sie den Support](#support) und beschreiben Sie, was Sie sehen.',
            ],
          },
          updateEmail: {
            question: 'Wie ändere ich die E-Mail-Adresse meines Kontos?',
            answer: [
              'Die E-Mail-Adresse eines Kontos kann nicht geändert werden, weil sie das Konto identifiziert und Ihre Anmeldecodes empfängt.',
              'Wenn Sie eine andere Adresse verwenden möchten, [kontaktieren Sie den Support](#support) von Ihrer bisherigen Adresse aus; wir helfen Ihnen weiter.',
            ],
          },
          optOut: {
            question: 'Wie verhindere ich, dass meine E-Mail-Adresse gesucht wird?',
            answer: [
              'Nutzen Sie unsere [Opt-out-Seite](/opt-out): Geben Sie die Adresse ein, bestätigen Sie sie mit dem Code, den wir an sie senden, und der Widerspruch gilt sofort. Die mit der Adresse verbundenen Daten und ein etwaiges Konto werden gelöscht.',
              'Der Support kann Konten nicht von Hand löschen. Die Löschung erfolgt immer über die Opt-out-Seite, damit nur der Inhaber einer Adresse sie beantragen kann.',
            ],
          },
        },
      },
      support: {
        title: 'Support kontaktieren',
        intro: 'Unser Support-Team antwortet innerhalb von 1–2 Werktagen.',
        emailButton: 'E-Mail an den Support',
        loading: 'Die Support-Adresse wird geladen…',
        error: 'Die Support-Adresse konnte gerade nicht geladen werden.',
        retry: 'Erneut versuchen',
        items: {
          contact: {
            question: 'Wie erreiche ich den Support?',
            answer: [
              'Schreiben Sie uns von der E-Mail-Adresse Ihres Kontos an [{{supportEmail}}](mailto:{{supportEmail}}) und geben Sie gegebenenfalls die Zahlungsreferenz an. Wir antworten innerhalb von 1–2 Werktagen.',
            ],
          },
        },
      },
      overview: {
        title: 'Hilfe im Überblick',
        items: {
          dos: {
            question: 'Was Sie tun sollten: MailScout verantwortungsvoll nutzen',
            answer: [
              '- Nutzen Sie MailScout nur für rechtmäßige, private Zwecke, etwa um zu prüfen, wer Sie kontaktiert.',
              '- Prüfen Sie wichtige Angaben unabhängig: Quellen können unvollständig oder veraltet sein.',
              '- Geben Sie Ihre Anmeldecodes an niemanden weiter.',
              '- Suchen Sie Ihre eigene Adresse, um zu sehen, was über Sie bekannt ist.',
            ],
          },
          donts: {
            question: 'Was Sie nicht tun dürfen: wofür MailScout nicht verwendet werden darf',
            answer: [
              '- Verwenden Sie Berichte nicht für Entscheidungen über Kredite, Beschäftigung, Versicherungen oder Wohnraum einer Person: MailScout ist keine Auskunftei.',
              '- Nutzen Sie MailScout nicht, um jemanden zu verfolgen, zu belästigen oder einzuschüchtern.',
              '- Verkaufen Sie keine Berichte weiter und nutzen Sie MailScout nicht gewerblich.',
            ],
          },
          doNotSell: {
            question: 'Verkaufen Sie meine personenbezogenen Daten?',
            answer: [
              'Nein. MailScout verkauft keine personenbezogenen Daten und gibt sie nicht zu Werbezwecken weiter. Unsere [Datenschutzerklärung](/privacy) nennt die Dienstleister, die Daten in unserem Auftrag verarbeiten.',
            ],
          },
        },
      },
    },
    about: {
      title: 'Über uns',
      paragraphs: [
        'Sie geben eine E-Mail-Adresse oder eine Telefonnummer ein und erhalten einen Bericht über ihren Inhaber aus öffentlichen Quellen, bekannten Datenlecks und lizenzierten Datensätzen, mit der Quelle jeder Angabe. Wir zeigen, was die Quellen wirklich enthalten, erfinden nie Ergebnisse, und jede Person kann der Suche nach ihrer Adresse widersprechen.',
        'Wer MailScout betreibt, was der Dienst tut und woher seine Ergebnisse stammen: [Über MailScout](/about).',
      ],
    },
    blog: {
      title: 'Neuigkeiten',
      paragraphs: ['Bisher gibt es noch keine Beiträge. Wenn wir Neuigkeiten zu MailScout veröffentlichen, finden Sie sie hier.'],
    },
  },
  about: {
    title: 'Über MailScout',
    intro: 'Wer MailScout betreibt, was der Dienst tut, woher seine Ergebnisse stammen und was wir den gesuchten Personen zusagen.',
    company: {
      title: 'Wer wir sind',
      name: 'Unternehmen',
      address: 'Eingetragener Sitz',
      postalAddress: 'Postanschrift',
      addressAndPostal: 'Eingetragener Sitz und Postanschrift',
      number: 'Registernummer',
      contact: 'Kontakt',
      dataProtection: 'Datenschutz',
      loading: 'Unsere Unternehmensangaben werden geladen…',
      error: 'Unsere Unternehmensangaben konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    },
    service: {
      title: 'Was MailScout tut',
      paragraphs: [
        'MailScout ist ein Dienst für die umgekehrte E-Mail-Suche. Sie geben eine E-Mail-Adresse oder Telefonnummer ein und erhalten einen Bericht über ihre Inhaberin oder ihren Inhaber, mit der Quelle jeder Angabe und dem Zeitpunkt, zu dem sie gefunden wurde.',
        'Vor der Zahlung zeigt eine kostenlose Prüfung, ob die Adresse gültig ist, ob sie eine Wegwerf-, Privat- oder Geschäftsadresse ist und ob ihre Domain E-Mails annimmt. Der vollständige Bericht ist Teil eines Abonnements; Preise und Kündigung finden Sie in unseren [Nutzungsbedingungen](/terms).',
      ],
    },
    sources: {
      title: 'Woher die Ergebnisse stammen',
      items: {
        'local-checks': 'Unsere eigenen Prüfungen der Adresse: Syntax, Wegwerf- und Freemail-Domains, Rollenadressen und die Mailserver der Domain.',
        'phone-numbering': 'Der Nummernplan, für eine Telefonnummer: Land, Anschlussart und, soweit bekannt, Netzbetreiber.',
        gravatar: 'Öffentliche Gravatar-Profile: Name, Ort, Foto und verknüpfte Konten, die die Inhaberin oder der Inhaber veröffentlicht hat.',
        github: 'GitHub: öffentliche Profile und öffentliche Commits mit der Adresse.',
        hibp: 'Have I Been Pwned: bekannte Datenlecks, in denen die Adresse vorkam.',
        records: 'Unser Datensatzindex: lizenzierte Datensätze, die wir hineinladen, zu Adressen und Telefonnummern.',
        libravatar: 'Libravatar: das für die Adresse veröffentlichte öffentliche Profilfoto.',
        openpgp: 'keys.openpgp.org: für die Adresse veröffentlichte öffentliche OpenPGP-Schlüssel und die Namen darin.',
        gitlab: 'GitLab: öffentliche Profile mit Name, Ort, Foto und Benutzername.',
        'domain-facts': 'Domain-Fakten: der Mail-Anbieter der Domain der Adresse (aus ihren Mailservern), ihre öffentliche Registrierung (RDAP) und der Titel ihrer Website.',
        'username-pivot': 'Der Profilseiten-Abgleich: ob es unter den gefundenen Benutzernamen öffentliche Profilseiten auf anderen Websites gibt, gezeigt als mögliche Konten.',
      },
      paragraphs: [
        'Ein Bericht zeigt nur, was diese Quellen enthalten. Hat eine Quelle nichts oder ist sie nicht erreichbar, steht das im Bericht; wir füllen die Lücke nie mit erfundenen Ergebnissen.',
      ],
    },
    promises: {
      title: 'Unsere Zusagen',
      paragraphs: [
        '- Die gesuchte Person wird über eine Suche nicht benachrichtigt.',
        '- Jede Person kann auf unserer [Opt-out-Seite](/opt-out) verhindern, dass ihre Adresse gesucht wird, und die damit verbundenen Daten löschen lassen.',
        '- MailScout ist nur für Erwachsene und für die rechtmäßige private Nutzung bestimmt. MailScout ist keine Auskunftei; wie wir mit personenbezogenen Daten umgehen, steht in der [Datenschutzerklärung](/privacy).',
      ],
    },
  },
  coverage: {
    title: 'Übersetzungsabdeckung',
    intro: 'Schlüssel, die auf Englisch oder Deutsch fehlen, und Texte, die in beiden Sprachen gleich sind, für jeden Namensraum, der in diese Seite geladen ist.',
    language: 'Sprache der Seite',
    loaded: 'Geladene Namensräume: {{list}}',
    notLoaded: 'In dieser Seite noch nicht geladen: {{list}}',
    notLoadedNote:
      'Ein Remote registriert seinen Namensraum, sobald sein Code zum ersten Mal geladen wird. Um ein anderes Remote zu prüfen, öffnen Sie in diesem Tab eine seiner Seiten und kehren Sie ohne Neuladen hierher zurück.',
    caption: 'Abdeckung nach Namensraum',
    namespace: 'Namensraum',
    keys: 'Schlüssel',
    missingEn: 'Fehlt auf Englisch',
    missingDe: 'Fehlt auf Deutsch',
    identical: 'In beiden gleich',
    details: 'Schlüssel von „{{namespace}}“',
    none: 'Keine',
    allowList: 'Texte, die in beiden Sprachen gleich sein dürfen (Namen und Codes): {{list}}',
  },
};

export const legalDocumentsDe = { terms: termsDe, privacy: privacyDe, cookies: cookiesDe };
