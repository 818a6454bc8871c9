// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- punycode.js ships no types, and the API's tsconfig does not include this folder's ambient declarations
/// <reference path="./punycode-js.d.ts" />
// Per-function import: only isEmail and the few helpers it uses reach a bundle, not all of validator.
import isEmail from 'validator/lib/isEmail';
import { decode, encode } from 'punycode.js';

/** docs/product.md#errors 'Bad format': the one message for every address this validator refuses. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** RFC 5321 §4.5.3.1: local part 64 octets, the whole path 256 with its brackets, so 254. */
export const MAX_LOCAL_PART_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;
const MAX_DOMAIN_LENGTH = 253;

export type EmailAddressCheck =
  | {
      ok: true;
      /** The canonical address: lower-cased, the domain in its ASCII (punycode) form; compare and store this. */
      address: string;
      localPart: string;
      /** ASCII form of the domain (`xn--mller-kva.de`), what DNS and mail servers use. */
      domain: string;
      /** The domain as people read it (`müller.de`). */
      unicodeDomain: string;
    }
  | { ok: false; reason: 'required' | 'invalid' };

// validator's isEmail does the RFC 5321/5322 rules on the ASCII form: dot-atom local part (no
// leading, trailing or doubled dot, no spaces, angle brackets, controls), at most 64 octets; a
// domain of LDH labels of at most 63 with a letter or xn-- TLD; 254 in all.
const IS_EMAIL_OPTIONS = {
  // SMTPUTF8 local parts (RFC 6531) are refused (docs/decisions.md#international-addresses): the
  // mail path and the data sources expect ASCII, and a Unicode local part can imitate another address.
  allow_utf8_local_part: false,
  // Quoted local parts ("john doe"@…) are refused: RFC 5321 §4.1.2 advises against them, no
  // mailbox we look up uses one, and they would let spaces, '<' and controls back in.
  blacklisted_chars: '"',
  allow_display_name: false,
  allow_ip_domain: false,
  allow_underscores: false,
  require_tld: true,
  ignore_max_length: false,
};

// Printable ASCII: a label with a control character takes the Unicode path and is refused there.
const ASCII = /^[ -~]*$/;
// A Unicode label: lower-case letters, marks and ASCII digits and hyphens only. Zero-width and
// bidi controls (U+200B–U+200F, U+2060, U+FEFF), spaces, symbols and non-ASCII digits are not
// letters or marks and are refused here.
const UNICODE_LABEL = /^[a-z0-9\-\p{L}\p{M}]+$/u;
const STARTS_WITH_MARK = /^\p{M}/u;
const LETTER = /\p{L}/u;
// Scripts a domain label may be written in. A letter of any other script is refused.
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari',
  'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
  'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Khmer', 'Mongolian',
  'Hiragana', 'Katakana', 'Bopomofo', 'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));
// Scripts that are written together (Japanese, Chinese, Korean), each also with Latin; any
// other mix (Latin with Cyrillic or Greek: `pаypal` with a Cyrillic 'а') is a homograph trick.
const SCRIPT_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];
// The Katakana-Hiragana prolonged sound mark is a Common-script letter used inside Japanese words.
const PROLONGED_SOUND_MARK = '\u30fc';

/** Trims ASCII whitespace only: String.prototype.trim would also drop U+FEFF, which is refused. */
export function trimEmailInput(raw: string): string {
  const space = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
  let start = 0;
  let end = raw.length;
  while (start < end && space(raw.charCodeAt(start))) start++;
  while (end > start && space(raw.charCodeAt(end - 1))) end--;
  return raw.slice(start, end);
}

function scriptsOf(label: string): Set<string> | null {
  const scripts = new Set<string>();
  for (const char of label) {
    if (!LETTER.test(char) || char === PROLONGED_SOUND_MARK) continue;
    const script = SCRIPTS.find(({ pattern }) => pattern.test(char));
    if (!script) return null;
    scripts.add(script.name);
  }
  return scripts;
}

/** IDNA2008 (RFC 5891 §4.2, §5.4) as far as a form needs it, plus the homograph rule above. */
function isAcceptableUnicodeLabel(label: string): boolean {
  if (!UNICODE_LABEL.test(label) || STARTS_WITH_MARK.test(label)) return false;
  // Compatibility forms (full-width letters, ligatures, superscripts) and capitals would be
  // mapped to another label by IDNA: the address must be written in the form it is compared in.
  if (label.normalize('NFKC') !== label || label.toLowerCase() !== label) return false;
  if (label.startsWith('-') || label.endsWith('-') || label.slice(2, 4) === '--') return false;
  const scripts = scriptsOf(label);
  if (!scripts) return false;
  return scripts.size <= 1 || SCRIPT_MIXES.some((mix) => [...scripts].every((script) => mix.includes(script)));
}

/** A label in ASCII and Unicode form, or null when it cannot be part of an address. */
function toLabelForms(label: string): { ascii: string; unicode: string } | null {
  if (!ASCII.test(label)) {
    return isAcceptableUnicodeLabel(label) ? { ascii: `xn--${encode(label)}`, unicode: label } : null;
  }
  if (!label.startsWith('xn--')) {
    // RFC 5891 §4.2.3.1: '--' in the third and fourth position is reserved for xn-- labels.
    return label.slice(2, 4) === '--' ? null : { ascii: label, unicode: label };
  }
  // An A-label must decode to a Unicode label that passes the same rules and encodes back to
  // itself, or it could smuggle what the Unicode form refuses (a zero-width character).
  let unicode: string;
  try {
    unicode = decode(label.slice(4));
  } catch {
    return null;
  }
  if (ASCII.test(unicode) || `xn--${encode(unicode)}` !== label || !isAcceptableUnicodeLabel(unicode)) return null;
  return { ascii: label, unicode };
}

/** A local part of visible ASCII and letters, marks and digits of any script. */
const LOCAL_PART_LETTERS = /^[\x21-\x7e\p{L}\p{M}\p{N}]+$/u;

/** False for text with a lone (unpaired) UTF-16 surrogate. */
const isWellFormedText = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/**
 * The one address check of the product, the same in every form and in the API (docs/product.md#validation):
 * trims surrounding ASCII whitespace, lower-cases, then applies RFC 5321/5322 (validator's
 * isEmail on the ASCII form), the 64/254 length limits and IDN rules: a Unicode domain
 * (`müller.de`) is accepted and answered in its punycode form (`xn--mller-kva.de`).
 */
export function checkEmailAddress(raw: string): EmailAddressCheck {
  const input = trimEmailInput(raw);
  if (!input) return { ok: false, reason: 'required' };
  // A lone surrogate is no character at all (and makes the URI encoding inside isEmail throw).
  if (!isWellFormedText(input)) return { ok: false, reason: 'invalid' };
  // The ASCII form is never shorter than the typed one: an over-long input is refused before any work.
  if (input.length > MAX_EMAIL_LENGTH) return { ok: false, reason: 'invalid' };
  const lowered = input.toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return { ok: false, reason: 'invalid' };
  const localPart = lowered.slice(0, at);
  if (!ASCII.test(localPart)) return { ok: false, reason: 'invalid' };
  const labels = lowered.slice(at + 1).normalize('NFC').split('.');
  const forms = labels.map((label) => (label ? toLabelForms(label) : null));
  if (forms.some((form) => form === null)) return { ok: false, reason: 'invalid' };
  const domain = forms.map((form) => form!.ascii).join('.');
  const address = `${localPart}@${domain}`;
  if (domain.length > MAX_DOMAIN_LENGTH || !isEmail(address, IS_EMAIL_OPTIONS)) return { ok: false, reason: 'invalid' };
  return { ok: true, address, localPart, domain, unicodeDomain: forms.map((form) => form!.unicode).join('.') };
}

/** True when {@link checkEmailAddress} accepts the input. */
export function isValidEmailAddress(raw: string): boolean {
  return checkEmailAddress(raw).ok;
}

/** A form's verdict on a typed address: the canonical address to send, or why it is refused. */
export type EmailInputCheck = { ok: true; email: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * Every form's email field (search, login, opt-out, self-check): required, then
 * {@link checkEmailAddress}; answers the canonical address the API will use (trimmed, lower-cased,
 * punycode domain). The forms map `error` to their own translated message.
 */
export function validateEmail(raw: string): EmailInputCheck {
  const check = checkEmailAddress(raw);
  return check.ok ? { ok: true, email: check.address } : { ok: false, error: check.reason };
}

/**
 * docs/decisions.md#international-addresses: the address as people read it — lower-cased, its domain
 * in Unicode (`joerg@müller.de`, also for a typed `xn--mller-kva.de`) — or null when it is not an
 * address. For showing and for links between pages; the API stores and compares the canonical form.
 */
export function displayEmailAddress(raw: string): string | null {
  const check = checkEmailAddress(raw);
  return check.ok ? `${check.localPart}@${check.unicodeDomain}` : null;
}

/**
 * docs/decisions.md#international-addresses: the input is refused for letters beyond ASCII before
 * the '@' (RFC 6531 local parts, `jörg@…`), so a form can say that rather than 'not an address'.
 */
export function hasUnicodeLocalPart(raw: string): boolean {
  const input = trimEmailInput(raw);
  const at = input.lastIndexOf('@');
  if (at <= 0 || !isWellFormedText(input)) return false;
  const local = input.slice(0, at);
  // Letters (and their marks and digits) only: a control or an invisible character is not 'a letter like ö'.
  return LOCAL_PART_LETTERS.test(local) && !ASCII.test(local);
}

/** The canonical address (lower-cased, punycode domain), or null when the input is not an address. */
export function normaliseEmailAddress(raw: string): string | null {
  const check = checkEmailAddress(raw);
  return check.ok ? check.address : null;
}
