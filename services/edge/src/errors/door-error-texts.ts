import type { ErrorCode, GatewayErrorCode, Language } from '@mailscout/contracts';

/** What went wrong, as the error page says it. 502 and 503 read the same to a visitor. */
export type DoorPageKind = 'badRequest' | 'notFound' | 'requestTimeout' | 'internal' | 'unavailable' | 'timeout';

export interface DoorPageText {
  /** The document's title, shown as "<title> – MailScout" like every page's. */
  title: string;
  heading: string;
  text: string;
}

/**
 * The texts of the pages the edge and the front door answer themselves, when the shell and its
 * translations may not be there to show one: in the wording of the shell's own error texts
 * (`shell/src/i18n/shell-translations.ts` `error.*`, `remote.unavailableTitle`) and the shared
 * not-found page (`shared/ui/src/translations.ts`).
 */
export const DOOR_PAGE_TEXTS: Record<Language, { home: string; pages: Record<DoorPageKind, DoorPageText> }> = {
  en: {
    home: 'Return to Home',
    pages: {
      badRequest: {
        title: 'Bad request',
        heading: 'This request could not be understood',
        text: 'The address or the request is not valid. Check the address, or start again from the home page.',
      },
      notFound: {
        title: 'Page not found',
        heading: 'Oops! Page not found',
        text: 'There is no page at this address. Check the address, or start again from the home page.',
      },
      requestTimeout: {
        title: 'Request timed out',
        heading: 'The request took too long',
        text: 'Your browser took too long to send the request. Please try again.',
      },
      internal: {
        title: 'Something went wrong',
        heading: 'Something went wrong',
        text: 'Something went wrong while showing this page. Please try again in a moment.',
      },
      unavailable: {
        title: 'Temporarily unavailable',
        heading: 'MailScout is temporarily unavailable',
        text: 'The site cannot be reached right now. Please try again in a moment.',
      },
      timeout: {
        title: 'Temporarily unavailable',
        heading: 'MailScout is temporarily unavailable',
        text: 'The site took too long to answer. Please try again in a moment.',
      },
    },
  },
  de: {
    home: 'Zurück zur Startseite',
    pages: {
      badRequest: {
        title: 'Ungültige Anfrage',
        heading: 'Diese Anfrage konnte nicht verarbeitet werden',
        text: 'Die Adresse oder die Anfrage ist ungültig. Prüfen Sie die Adresse oder beginnen Sie auf der Startseite.',
      },
      notFound: {
        title: 'Seite nicht gefunden',
        heading: 'Hoppla! Seite nicht gefunden',
        text: 'Unter dieser Adresse gibt es keine Seite. Prüfen Sie die Adresse oder beginnen Sie auf der Startseite.',
      },
      requestTimeout: {
        title: 'Zeitüberschreitung',
        heading: 'Die Anfrage hat zu lange gedauert',
        text: 'Ihr Browser hat zu lange gebraucht, um die Anfrage zu senden. Bitte versuchen Sie es noch einmal.',
      },
      internal: {
        title: 'Ein Fehler ist aufgetreten',
        heading: 'Ein Fehler ist aufgetreten',
        text: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
      },
      unavailable: {
        title: 'Vorübergehend nicht verfügbar',
        heading: 'MailScout ist vorübergehend nicht verfügbar',
        text: 'Die Website ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
      },
      timeout: {
        title: 'Vorübergehend nicht verfügbar',
        heading: 'MailScout ist vorübergehend nicht verfügbar',
        text: 'Die Website hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal.',
      },
    },
  },
};

/**
 * The `message` of the JSON answers, in English like every API message (the browser words a code
 * itself where it has a text for it). The same words as the API's for the codes both answer.
 */
export const DOOR_MESSAGES = {
  BAD_REQUEST: 'The request could not be understood.',
  NOT_FOUND: 'The requested resource was not found.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  INTERNAL_ERROR: 'An unexpected error occurred',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  GATEWAY_TIMEOUT: 'The service took too long to answer. Please try again in a moment.',
} as const satisfies Partial<Record<ErrorCode | GatewayErrorCode, string>>;
