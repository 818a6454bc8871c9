// punycode.js ships no types (@types/punycode describes Node's deprecated core module 'punycode').
declare module 'punycode.js' {
  /** RFC 3492: Punycode (ASCII, without 'xn--') to Unicode; throws RangeError on bad input. */
  export function decode(input: string): string;
  /** RFC 3492: Unicode to Punycode (ASCII, without 'xn--'). */
  export function encode(input: string): string;
}
