/**
 * `checkout.emptyPreview.*`: the payment stage when the free preview found nothing beyond the free
 * checks (docs/decisions.md#empty-previews). It says so, lists what ran, and asks for a confirmation
 * before anything is bought; it never says 'ready to unlock'. A `_phone` key is the phone funnel's
 * wording (i18next context); `_unchecked` is said when every networked source failed.
 */
const en = {
  title: 'We found nothing about this address in the sources we searched',
  title_phone: 'We found nothing about this number in the sources we searched',
  title_unchecked: 'We could not check this address in our sources just now',
  title_phone_unchecked: 'We could not check this number in our sources just now',
  intro: 'The free preview asked every source below. A report would hold only these checks and their answers, each with its source and time; nothing about the person behind the address.',
  intro_phone: 'The free preview asked every source below. A report would hold only these checks and their answers, each with its source and time; nothing about the person behind the number.',
  checksTitle: 'What a report would still contain',
  freeChecks: 'The free checks',
  sourcesTitle: 'What each source answered',
  answers: {
    not_found: 'Nothing found',
    found: 'Nothing about the person',
    failed: 'Could not be checked',
  },
  sourceNames: {
    'local-checks': 'Address checks',
    'phone-numbering': 'Numbering plan',
    gravatar: 'Gravatar',
    github: 'GitHub',
    hibp: 'Have I Been Pwned',
    records: 'Records index',
    libravatar: 'Libravatar',
    openpgp: 'keys.openpgp.org',
    gitlab: 'GitLab',
    'domain-facts': 'Domain facts (DNS, RDAP, website)',
    'username-pivot': 'Username check on public profile pages',
  },
  lookUpAnother: 'Look up another address',
  lookUpAnother_phone: 'Look up another number',
  buyAnyway: {
    title: 'If you want the report anyway',
    confirm: 'I understand the preview found nothing and want the report anyway',
    note: 'If the paid report holds nothing beyond the free checks as well, the credit is returned automatically.',
    needed: 'Tick the box above first: the checkout opens once you have confirmed.',
  },
};

const de: typeof en = {
  title: 'Wir haben in den durchsuchten Quellen nichts über diese Adresse gefunden',
  title_phone: 'Wir haben in den durchsuchten Quellen nichts über diese Nummer gefunden',
  title_unchecked: 'Wir konnten diese Adresse gerade nicht in unseren Quellen prüfen',
  title_phone_unchecked: 'Wir konnten diese Nummer gerade nicht in unseren Quellen prüfen',
  intro: 'Die kostenlose Vorschau hat alle Quellen unten gefragt. Ein Bericht enthielte nur diese Prüfungen und ihre Antworten, jeweils mit Quelle und Zeitpunkt; nichts über die Person hinter der Adresse.',
  intro_phone: 'Die kostenlose Vorschau hat alle Quellen unten gefragt. Ein Bericht enthielte nur diese Prüfungen und ihre Antworten, jeweils mit Quelle und Zeitpunkt; nichts über die Person hinter der Nummer.',
  checksTitle: 'Was ein Bericht trotzdem enthielte',
  freeChecks: 'Die kostenlosen Prüfungen',
  sourcesTitle: 'Was jede Quelle geantwortet hat',
  answers: {
    not_found: 'Nichts gefunden',
    found: 'Nichts über die Person',
    failed: 'Konnte nicht geprüft werden',
  },
  sourceNames: {
    'local-checks': 'Adressprüfungen',
    'phone-numbering': 'Nummernplan',
    gravatar: 'Gravatar',
    github: 'GitHub',
    hibp: 'Have I Been Pwned',
    records: 'Datensatzindex',
    libravatar: 'Libravatar',
    openpgp: 'keys.openpgp.org',
    gitlab: 'GitLab',
    'domain-facts': 'Domain-Fakten (DNS, RDAP, Website)',
    'username-pivot': 'Benutzernamen-Abgleich auf öffentlichen Profilseiten',
  },
  lookUpAnother: 'Eine andere Adresse suchen',
  lookUpAnother_phone: 'Eine andere Nummer suchen',
  buyAnyway: {
    title: 'Wenn Sie den Bericht trotzdem möchten',
    confirm: 'Ich verstehe, dass die Vorschau nichts gefunden hat, und möchte den Bericht trotzdem',
    note: 'Enthält auch der bezahlte Bericht nichts über die kostenlosen Prüfungen hinaus, wird das Guthaben automatisch zurückgebucht.',
    needed: 'Setzen Sie zuerst oben das Häkchen: Der Checkout öffnet sich nach Ihrer Bestätigung.',
  },
};

export const emptyPreviewTranslations = { en, de };
