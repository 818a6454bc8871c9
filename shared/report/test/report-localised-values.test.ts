import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { reportTranslations } from '../src/report-translations';
import { dataClassKey, dataClassName } from '../src/breach-data-classes';
import { countryName, localizeAddress } from '../src/country-names';

initI18n();
registerNamespace('report', reportTranslations);

describe('breach data classes (docs/product.md#results: HIBP’s fixed vocabulary in the page’s language)', () => {
  const de = () => i18n.getFixedT('de', 'report');
  const en = () => i18n.getFixedT('en', 'report');

  it.each([
    ['Email addresses', 'E-Mail-Adressen'],
    ['Passwords', 'Passwörter'],
    ['IP addresses', 'IP-Adressen'],
    ['Dates of birth', 'Geburtsdaten'],
    ['Browser user agent details', 'Browserkennungen (User-Agent)'],
    ['Security questions and answers', 'Sicherheitsfragen und -antworten'],
    ['Partial credit card data', 'Teilweise Kreditkartendaten'],
    ["Family members' names", 'Namen von Familienangehörigen'],
    ['School grades (class levels)', 'Schulstufen (Klassen)'],
    ['PINs', 'PINs'],
  ])('%s → %s', (english, german) => {
    expect(dataClassName(english, de())).toBe(german);
    expect(dataClassName(english, en())).toBe(english);
  });

  it('a class not in the list is shown as HIBP wrote it', () => {
    expect(dataClassName('Quantum states', de())).toBe('Quantum states');
  });

  it('every English entry is the class it is keyed by, and every class has a German text of its own', () => {
    const english = reportTranslations.en.dataClasses as Record<string, string>;
    const german = reportTranslations.de.dataClasses as Record<string, string>;
    expect(Object.keys(english).length).toBeGreaterThan(140);
    for (const [key, name] of Object.entries(english)) {
      expect(dataClassKey(name)).toBe(key);
      expect(german[key]).toBeTruthy();
    }
  });
});

describe('countries in the page’s language (docs/product.md#results)', () => {
  it('codes through Intl.DisplayNames', () => {
    expect(countryName('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('de', 'en')).toBe('Germany');
  });

  it.each([
    ['London, United Kingdom', 'de', 'London, Vereinigtes Königreich'],
    ['Berlin, Germany', 'de', 'Berlin, Deutschland'],
    ['Austin, TX, USA', 'de', 'Austin, TX, Vereinigte Staaten'],
    ['Wien, Österreich', 'en', 'Wien, Austria'],
    ['France', 'de', 'Frankreich'],
    ['London, United Kingdom', 'en', 'London, United Kingdom'],
    // Not a country: kept as the source wrote it.
    ['221B Baker Street, London', 'de', '221B Baker Street, London'],
    ['Springfield', 'de', 'Springfield'],
  ] as const)('%s (%s) → %s', (address, language, expected) => {
    expect(localizeAddress(address, language)).toBe(expected);
  });
});
