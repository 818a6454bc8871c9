import type { Language } from '@mailscout/contracts';

/**
 * Countries in the page's language (docs/product.md#results). Phone checks carry an ISO 3166 code; locations
 * are free text from the sources ('London, United Kingdom'), whose last part is often a country
 * named in English. Both are said through `Intl.DisplayNames`, so no country list is kept here.
 */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

// Names the sources use that differ from the CLDR name.
const ALIASES: Record<string, string> = { uk: 'GB', 'great britain': 'GB', england: 'GB', usa: 'US', 'united states of america': 'US', 'the netherlands': 'NL' };

let byName: Map<string, string> | undefined;

/** Every region's English and German name → its code, built once from Intl (two-letter codes AA–ZZ). */
function codesByName(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(ALIASES));
  const names = (['en', 'de'] as const).map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      for (const display of names) {
        const name = display.of(code);
        // 'ZZ' is 'Unknown Region'; grouped codes (EU, UN, EZ) are not countries of an address.
        if (name && code !== 'ZZ' && !['EU', 'UN', 'EZ', 'QO'].includes(code)) byName.set(name.toLowerCase(), code);
      }
    }
  }
  return byName;
}

/** 'London, United Kingdom' → 'London, Vereinigtes Königreich' in German; any other text is kept. */
export function localizeAddress(address: string, language: Language): string {
  const parts = address.split(',');
  const last = parts.at(-1)?.trim() ?? '';
  if (!last) return address;
  const code = codesByName().get(last.toLowerCase());
  if (!code) return address;
  const leading = parts.slice(0, -1).join(',');
  const named = countryName(code, language);
  return leading ? `${leading}, ${named}` : named;
}
