/**
 * docs/product.md#validation: one table of addresses, run through the shared validator, the `Email` schema,
 * the API and the forms, which must all give the same verdict. `canonical` is the address an
 * accepted input becomes (lower-cased, punycode domain); null means refused with
 * 'Please enter a valid email address'.
 */
export interface EmailCase {
  input: string;
  canonical: string | null;
  why: string;
}

const accept = (input: string, canonical: string, why: string): EmailCase => ({ input, canonical, why });
const refuse = (input: string, why: string): EmailCase => ({ input, canonical: null, why });

const local64 = 'a'.repeat(64);
// 63 + 1 + 63 + 1 + 57 + 4 = 189: with a 64-character local part and the '@', 254 in all.
const domain189 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

export const EMAIL_CASES: readonly EmailCase[] = [
  // Accepted
  accept('jane@example.com', 'jane@example.com', 'plain'),
  accept('Jane.Doe@Example.COM', 'jane.doe@example.com', 'lower-cased'),
  accept('  jane@example.com  ', 'jane@example.com', 'surrounding spaces trimmed (docs/product.md#validation)'),
  accept('jane+news@example.com', 'jane+news@example.com', 'plus-addressing'),
  accept('a+b+c@example.com', 'a+b+c@example.com', 'several plus signs'),
  accept("o'brien@example.co.uk", "o'brien@example.co.uk", 'apostrophe (RFC 5322 atext)'),
  accept('first_last@example.org', 'first_last@example.org', 'underscore in the local part'),
  accept('a-b.c-d@sub.example-domain.net', 'a-b.c-d@sub.example-domain.net', 'hyphens and single dots'),
  accept('1234567890@example.com', '1234567890@example.com', 'digits only'),
  accept("!#$%&'*+/=?^_`{|}~-@example.com", "!#$%&'*+/=?^_`{|}~-@example.com", 'every RFC 5322 atext symbol'),
  accept('x@example.museum', 'x@example.museum', 'one-letter local part, long TLD'),
  accept(`${local64}@example.com`, `${local64}@example.com`, 'local part of exactly 64'),
  accept(`${local64}@${domain189}`, `${local64}@${domain189}`, 'exactly 254 in all'),
  accept('jan@müller.de', 'jan@xn--mller-kva.de', 'IDN domain, punycode form'),
  accept('Jan@MÜLLER.DE', 'jan@xn--mller-kva.de', 'IDN domain in capitals'),
  accept('jan@xn--mller-kva.de', 'jan@xn--mller-kva.de', 'IDN domain typed in punycode: the same address'),
  accept('jan@mu\u0308ller.de', 'jan@xn--mller-kva.de', 'decomposed ü (NFD) normalised to NFC'),
  accept('a@straße.de', 'a@xn--strae-oqa.de', 'ß kept (IDNA2008), not mapped to ss'),
  accept('user@пример.рф', 'user@xn--e1afmkfd.xn--p1ai', 'Cyrillic domain and TLD'),
  accept('info@例え.テスト', 'info@xn--r8jz45g.xn--zckzah', 'Japanese domain (Han with Hiragana)'),

  // Refused: the cases of the issue
  refuse('a..b@example.com', 'two dots in a row'),
  refuse('<script>alert(1)</script>@example.com', 'markup in the local part'),
  refuse('.jane@example.com', 'leading dot'),
  refuse('jane.@example.com', 'trailing dot in the local part'),
  refuse('jane@.example.com', 'leading dot in the domain'),
  refuse('jane@example.com.', 'trailing dot in the domain'),
  refuse('jane@example..com', 'empty domain label'),
  refuse('jane doe@example.com', 'space in the local part'),
  refuse('jane@exam ple.com', 'space in the domain'),
  refuse('<jane@example.com>', 'angle brackets'),
  refuse('Jane <jane@example.com>', 'display name'),
  refuse('"jane"@example.com', 'quoted local part (refused by decision)'),
  refuse('"jane doe"@example.com', 'quoted local part with a space'),
  refuse('ja"ne@example.com', 'quote inside an atom'),
  refuse('jane\u0000@example.com', 'NUL control character'),
  refuse('ja\tne@example.com', 'tab inside'),
  refuse('ja\u007fne@example.com', 'DEL control character'),
  refuse('ja\u0007ne@example.com', 'BEL control character'),
  refuse('ja\u200bne@example.com', 'zero-width space (U+200B) in the local part'),
  refuse('jane@exa\u200bmple.com', 'zero-width space (U+200B) in the domain'),
  refuse('jane@exa\u200cmple.com', 'zero-width non-joiner (U+200C)'),
  refuse('jane@exa\u200dmple.com', 'zero-width joiner (U+200D)'),
  refuse('\ufeffjane@example.com', 'byte order mark (U+FEFF) before'),
  refuse('jane@example.com\ufeff', 'byte order mark (U+FEFF) after (String.prototype.trim would drop it)'),
  refuse('jane@exa\u2060mple.com', 'word joiner (U+2060)'),
  refuse('jane@xn--example-2z6c.com', 'punycode hiding a zero-width space'),
  refuse('jäne@example.com', 'non-ASCII local part (SMTPUTF8 refused by decision)'),
  refuse('\ud800@example.com', 'a lone surrogate as the local part (no character at all)'),
  refuse('jane@exa\udc00mple.com', 'a lone low surrogate in the domain'),
  refuse('jane@p\u0430ypal.com', 'Latin mixed with a Cyrillic а (homograph)'),
  refuse('jane@xn--pypal-4ve.com', 'the same homograph in punycode'),
  refuse('jane@ｅxample.com', 'full-width letter'),
  refuse('jane@example。com', 'ideographic full stop as a dot'),
  refuse('jane@xn--a.com', 'punycode that does not decode'),
  refuse(`${'a'.repeat(65)}@example.com`, 'local part of 65'),
  refuse(`${local64}@${domain189.replace('.com', '.coms')}`, '255 in all'),
  refuse(`${'x'.repeat(300)}@example.com`, 'far too long'),
  refuse('jane', 'no at sign'),
  refuse('jane@example', 'no top-level domain'),
  refuse('@example.com', 'no local part'),
  refuse('jane@', 'no domain'),
  refuse('jane@@example.com', 'two at signs'),
  refuse('jane@exa_mple.com', 'underscore in the domain'),
  refuse('jane@-example.com', 'label starting with a hyphen'),
  refuse('jane@example-.com', 'label ending with a hyphen'),
  refuse('jane@192.168.0.1', 'IP address'),
  refuse('jane@[192.168.0.1]', 'address literal'),
  refuse('jane@example.c0m', 'digit in the TLD'),
  refuse('jane(comment)@example.com', 'comment'),
  refuse('jane,doe@example.com', 'comma'),
  refuse('jane@exa\\mple.com', 'backslash in the domain'),
  refuse('jane\n@example.com', 'line feed'),
];

/** Empty after trimming: 'This field is required' in the API, 'Please enter an email address' on the forms. */
export const EMPTY_EMAIL_INPUTS = ['', '   ', '\t \n'];

/**
 * An `<input type="email">` strips line breaks from its value (HTML's value sanitisation), so a
 * form never sees them: the table's line-break rows are checked in the API and the schema only.
 */
export const TYPEABLE_EMAIL_CASES = EMAIL_CASES.filter(({ input }) => !/[\n\r]/.test(input));
