import { i18n, initI18n, LANGUAGE_STORAGE_KEY, registerNamespace, setLanguage } from '../src';

describe('the shared i18n instance', () => {
  beforeAll(() => {
    window.history.replaceState(null, '', '/?lng=de');
    registerNamespace('early', { en: { hello: 'Hello' }, de: { hello: 'Hallo' } });
    initI18n();
  });

  it('applies ?lng=, stores it, and sets <html lang>', () => {
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps namespaces registered before initialisation', () => {
    expect(i18n.t('early:hello')).toBe('Hallo');
  });

  it('adds a remote namespace later and follows a language switch', async () => {
    registerNamespace('late', { en: { bye: 'Goodbye' }, de: { bye: 'Tschüss' } });
    expect(i18n.t('late:bye')).toBe('Tschüss');
    await setLanguage('en');
    expect(i18n.t('late:bye')).toBe('Goodbye');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
