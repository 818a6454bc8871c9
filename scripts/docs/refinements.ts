/**
 * A citation of a whole section, narrowed to the rule it is about: by the folder of the citing
 * file, or by words in the comment around it (first match wins). What matches nothing keeps the
 * section's anchor, which stays valid.
 */
export type Refinement = readonly [{ path: RegExp } | { words: RegExp }, string];

const byPath = (path: RegExp, anchor: string): Refinement => [{ path }, anchor];
const byWords = (words: RegExp, anchor: string): Refinement => [{ words }, anchor];

export const REFINEMENTS: Record<string, readonly Refinement[]> = {
  'docs/decisions.md#honest-data': [
    byWords(/checklist|verification|\bMX\b|disposable|role address|free-?mail|deliverab/i, 'docs/decisions.md#verification-checklist'),
    byWords(/ticker|recent.?lookups|mask/i, 'docs/decisions.md#ticker'),
    byWords(/Trusted by|marketing claim|user count|50,000/i, 'docs/decisions.md#marketing-claim'),
    byWords(/shocking|sensitive details|neutral/i, 'docs/decisions.md#neutral-warning'),
    byWords(/progress|preview|Not searched|Nothing found|Unavailable|categor|\bitems?\b/i, 'docs/decisions.md#progress-screen'),
    byWords(/sample|hard-?coded|debug-success|\bmock\b/i, 'docs/decisions.md#no-staged-data'),
  ],
  'docs/decisions.md#prices-and-credits': [
    byWords(/credit (went|goes|comes|came) back|credit back|credit return|returned|gives its credit|no (networked )?source|could not be reached|networked source|warn/i, 'docs/decisions.md#credit-back'),
    byWords(/receipt|durable medium|\bterms\b|14-day/i, 'docs/decisions.md#receipts-and-terms'),
    byWords(/live subscription|one-subscription|second live|cancelling covers|once per (account|card)|ONCE_PER_CARD|fingerprint|trial was had|full price|blocks another|one checkout at a time|without credits/i, 'docs/decisions.md#one-subscription'),
    byWords(/credit pack|plan change|monthly plan|saved[- ]card/i, 'docs/decisions.md#saved-card'),
    byWords(/PDF|breach section|included|includes|sold separately|not priced|only what can be bought/i, 'docs/decisions.md#included-in-every-report'),
    byWords(/catalogue/i, 'docs/decisions.md#price-catalogue'),
    byWords(/trial|reminder|converts|retried|renewal/i, 'docs/decisions.md#trial'),
    byWords(/with credits|uses? one|costs? 1/i, 'docs/decisions.md#credits'),
    byWords(/ledger|balance|\bcap\b|roll over/i, 'docs/decisions.md#credits'),
    byWords(/price/i, 'docs/decisions.md#price-catalogue'),
  ],
  'docs/decisions.md#identity': [
    byWords(/proven|proof|prove|before any charge|whether an address has an account|nothing about an account|checkout\/offer|checkout may (sell|offer)|checkout offers/i, 'docs/decisions.md#billing-proof'),
    byWords(/first payment|signed in with the billing|had no account|had an account before|never signs|signed nobody in|not signed in by paying|session becomes|session per/i, 'docs/decisions.md#first-payment-sign-in'),
    byWords(/\/order|use same email|own address|unticked/i, 'docs/decisions.md#order-billing-box'),
    byWords(/belongs to the account|account that paid|report belongs|whatever (email|address)|readable only/i, 'docs/decisions.md#report-ownership'),
    byWords(/6 digits|6-digit|5-character|^\W*Six digits/i, 'docs/decisions.md#six-digit-codes'),
    byWords(/session|cookie|httpOnly|token|localStorage|log ?out|revok/i, 'docs/decisions.md#sessions'),
    byWords(/\bcodes?\b|OTP|wrong tr|guess|rate.?limit|lock/i, 'docs/decisions.md#sign-in-codes'),
  ],
  'docs/decisions.md#opt-out-and-deletion': [
    byWords(/opt(-| their own address )out\b[^.]*:\s*(email and )?bot challenge|bot challenge, (a )?code/i, 'docs/decisions.md#opt-out'),
    byWords(/bot challenge|captcha|ALTCHA|proof of work|hCaptcha|Turnstile/i, 'docs/decisions.md#bot-challenge'),
    byWords(/retention|TTL|expire|12 months|30 days|logs? never|redact/i, 'docs/decisions.md#retention'),
    byWords(/who looked|fact of|the subject goes|payment provider|records.index|audit|anonymi/i, 'docs/decisions.md#deletion'),
    byWords(/suppress|opted-out|SUPPRESSION_KEY|keyed hash|unsearchable/i, 'docs/decisions.md#opt-out'),
    byWords(/delet|audit|payment provider|customer|forget|records.index|reaches/i, 'docs/decisions.md#deletion'),
    byWords(/opt-?out/i, 'docs/decisions.md#opt-out'),
  ],
  'docs/decisions.md#sources': [
    byWords(/phone/i, 'docs/decisions.md#phone-lookups'),
    byWords(/synthetic|example\.(com|org|net)|stand-?in|offline|stub/i, 'docs/decisions.md#stand-ins'),
    byWords(/its source|time it was seen|provenance|seenAt|stamp|Source:/i, 'docs/decisions.md#provenance'),
  ],
  'docs/decisions.md#placeholders-made-real': [
    byWords(/Security|sessions|sign out everywhere/, 'docs/decisions.md#security-tab'),
    byWords(/History|past reports|re-?open/i, 'docs/decisions.md#history-tab'),
    byWords(/Settings|preferences|reminder|deletion/i, 'docs/decisions.md#settings-tab'),
    byWords(/Copy|Print|PDF|Download/i, 'docs/decisions.md#report-actions'),
    byWords(/\bcard\b|Payment method|SetupIntent|\bbrand\b|last four/i, 'docs/decisions.md#payment-method'),
    byWords(/translation|coverage/i, 'docs/decisions.md#translation-coverage'),
  ],
  'docs/product.md#screens': [
    byPath(/^shared\/report\//, 'docs/product.md#results'),
    byPath(/^shell\/(src|test)\/layout\/(navigation|user-menu)|^shell\/test\/navigation/, 'docs/product.md#navigation'),
    byPath(/^shell\/(src|test)\/layout\/footer|^shell\/test\/footer/, 'docs/product.md#footer'),
  ],
  'docs/product.md#login-page': [
    byPath(/^mfe-account\/(src|test)\/login/, 'docs/product.md#login'),
    byPath(/^mfe-account\/(src|test)\/cancel-dialog|^mfe-account\/test\/cancel-dialog/, 'docs/product.md#support-dialog'),
    byPath(/^mfe-account\/(src|test)\/cancel/, 'docs/product.md#cancel-page'),
    byPath(/^mfe-account\/(src|test)\/opt-out/, 'docs/product.md#opt-out-page'),
  ],
  'docs/product.md#lookup-funnel': [
    // The funnel as a whole ("the funnel's stages, in order") keeps the section.
    byWords(/\bstages\b/i, 'docs/product.md#lookup-funnel'),
    byWords(/checklist|verification row/i, 'docs/product.md#checklist'),
    byWords(/age gate|18 or older/i, 'docs/product.md#age-gate'),
    byWords(/scan-process|I UNDERSTAND|warning dialog/i, 'docs/product.md#scan-warning'),
    byWords(/Führe|processing|Scan Error/i, 'docs/product.md#processing'),
    byWords(/results page|report card|linked account|Keine Daten/i, 'docs/product.md#results'),
    byWords(/progress|Initiating email lookup|sections of|\bitems\b/i, 'docs/product.md#progress'),
    byWords(/payment|checkout|hero|Results May Include|Get My Report|Card Element|name on card/i, 'docs/product.md#payment-stage'),
    byWords(/emailSubmit|email submit|billing email|Proceed/i, 'docs/product.md#email-submit'),
  ],
};
