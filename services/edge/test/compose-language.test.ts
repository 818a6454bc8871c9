import { acceptedLanguages, chooseLanguage } from '../src/compose/choose-language';

describe('the edge’s language choice (docs/decisions.md#language, as the browser decides)', () => {
  it('takes ?lng first, over the cookie and the browser', () => {
    expect(chooseLanguage({ search: '?lng=de', cookieHeader: 'ms_lng=en', acceptLanguage: 'en-GB' })).toMatchObject({ language: 'de', source: 'query' });
  });

  it('then the cookie that mirrors the stored choice', () => {
    expect(chooseLanguage({ search: '', cookieHeader: 'a=1; ms_lng=de; b=2', acceptLanguage: 'en-GB,en' })).toMatchObject({ language: 'de', source: 'stored' });
    expect(chooseLanguage({ search: '', cookieHeader: 'ms_lng=en', acceptLanguage: 'de-DE' })).toMatchObject({ language: 'en', source: 'stored' });
  });

  it('ignores a cookie or query value that is no supported language', () => {
    expect(chooseLanguage({ search: '?lng=fr', cookieHeader: 'ms_lng=<script>', acceptLanguage: 'en-US' })).toMatchObject({ language: 'en', source: 'default' });
  });

  it('then a German browser language, then a German-speaking region of the first language', () => {
    expect(chooseLanguage({ search: '', acceptLanguage: 'de-CH,de;q=0.9' })).toMatchObject({ language: 'de', source: 'browser-language' });
    expect(chooseLanguage({ search: '', acceptLanguage: 'en-AT,en;q=0.8' })).toMatchObject({ language: 'de', source: 'browser-region' });
    expect(chooseLanguage({ search: '', acceptLanguage: 'fr-LU' })).toMatchObject({ language: 'de', source: 'browser-region' });
    // German only as a second choice: English, as navigator.languages[0] would be English.
    expect(chooseLanguage({ search: '', acceptLanguage: 'en-GB,de;q=0.5' })).toMatchObject({ language: 'en', source: 'default' });
  });

  it('orders Accept-Language by weight like navigator.languages, dropping * and q=0', () => {
    expect(acceptedLanguages('en;q=0.5, de-AT, fr;q=0.8, *;q=0.1, es;q=0')).toEqual(['de-AT', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(chooseLanguage({ search: '', acceptLanguage: 'en;q=0.2, de;q=0.9' })).toMatchObject({ language: 'de' });
  });

  it('is English without any signal', () => {
    expect(chooseLanguage({ search: '' })).toMatchObject({ language: 'en', source: 'default' });
  });
});
