import { detectLanguage } from '../src/detect-language';

const base = { search: '', stored: null, browserLanguages: ['en-US'] };

describe('detectLanguage (docs/decisions.md#language)', () => {
  it('takes ?lng= first, over a stored choice and the browser', () => {
    expect(detectLanguage({ search: '?lng=de', stored: 'en', browserLanguages: ['en-GB'] })).toEqual({ language: 'de', source: 'query' });
    expect(detectLanguage({ search: '?lng=en', stored: 'de', browserLanguages: ['de-DE'] })).toEqual({ language: 'en', source: 'query' });
  });

  it('ignores an unsupported ?lng= and falls through to the next rule', () => {
    expect(detectLanguage({ ...base, search: '?lng=fr', stored: 'de' })).toEqual({ language: 'de', source: 'stored' });
  });

  it('uses the stored choice before the browser language', () => {
    expect(detectLanguage({ ...base, stored: 'en', browserLanguages: ['de-DE'] })).toEqual({ language: 'en', source: 'stored' });
  });

  it('chooses German for a German browser language', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['de'] }).source).toBe('browser-language');
    expect(detectLanguage({ ...base, browserLanguages: ['de-CH', 'en'] }).language).toBe('de');
  });

  it.each(['en-DE', 'en-AT', 'fr-CH', 'en-LI', 'fr-LU'])('chooses German for a browser locale in a German-speaking region (%s)', (locale) => {
    expect(detectLanguage({ ...base, browserLanguages: [locale] })).toEqual({ language: 'de', source: 'browser-region' });
  });

  it('defaults to English otherwise and never forces German', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['en-GB'] })).toEqual({ language: 'en', source: 'default' });
    expect(detectLanguage({ ...base, browserLanguages: ['fr-FR', 'de-DE'] })).toEqual({ language: 'en', source: 'default' });
    expect(detectLanguage({ ...base, browserLanguages: [] })).toEqual({ language: 'en', source: 'default' });
  });
});
