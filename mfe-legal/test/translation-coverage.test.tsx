import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, registerNamespace } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { compareNamespace, flattenBundle } from '../src/coverage/compare-translations';
import { mockConfig, renderLegal } from './render-legal';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
  mockConfig();
});

describe('comparing bundles', () => {
  it('flattens nested objects and arrays into keys', () => {
    expect([...flattenBundle({ a: { b: 'x', c: ['y', 'z'] }, d: 'w' }).entries()]).toEqual([
      ['a.b', 'x'],
      ['a.c.0', 'y'],
      ['a.c.1', 'z'],
      ['d', 'w'],
    ]);
  });

  it('finds keys missing in either language and untranslated texts, excusing names and placeholders', () => {
    const result = compareNamespace(
      'demo',
      { title: 'Hello', only: 'English only', brand: 'MailScout', code: '{{count}}', same: 'Same text' },
      { title: 'Hallo', extra: 'Nur Deutsch', brand: 'MailScout', code: '{{count}}', same: 'Same text' },
    );
    expect(result).toEqual({ namespace: 'demo', keys: 6, missingInEn: ['extra'], missingInDe: ['only'], identical: ['same'] });
  });

  it('excuses a list of allowed names, but not a list with an untranslated word in it', () => {
    const result = compareNamespace(
      'demo',
      { sources: 'GitHub, Gravatar', mixed: 'GitHub, Profiles' },
      { sources: 'GitHub, Gravatar', mixed: 'GitHub, Profiles' },
    );
    expect(result.identical).toEqual(['mixed']);
  });
});

describe('translation coverage panel (/test-translation)', () => {
  it('lists the loaded namespaces with zero missing keys for legal, and names the ones not loaded', async () => {
    await renderLegal('/test-translation');
    expect(screen.getByRole('heading', { level: 1, name: 'Translation coverage' })).toBeInTheDocument();
    const row = screen.getByTestId('coverage-legal');
    expect(within(row).getByTestId('missing-en')).toHaveTextContent('0');
    expect(within(row).getByTestId('missing-de')).toHaveTextContent('0');
    expect(within(row).getByTestId('identical')).toHaveTextContent('0');
    expect(screen.getByTestId('loaded-namespaces')).toHaveTextContent('legal');
    expect(screen.getByTestId('missing-namespaces')).toHaveTextContent('marketing');
  });

  it('picks up a namespace registered later, with its gaps', async () => {
    await renderLegal('/test-translation');
    act(() => registerNamespace('late', { en: { a: 'One', b: 'Two' }, de: { a: 'Eins' } }));
    const row = await screen.findByTestId('coverage-late');
    expect(within(row).getByTestId('missing-de')).toHaveTextContent('1');
    expect(screen.getByTestId('loaded-namespaces')).toHaveTextContent('late');
  });

  it('switches the page language live', async () => {
    const user = userEvent.setup();
    await renderLegal('/test-translation');
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersetzungsabdeckung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(i18n.resolvedLanguage).toBe('de');
  });
});
