import { act, screen } from '@testing-library/react';
import { i18n, initI18n, useLanguage } from '../src';
import { renderWithProviders } from '@mailscout/test-kit/web';

initI18n();

function ShowLanguage() {
  return <p data-testid="language">{useLanguage()}</p>;
}

describe('useLanguage', () => {
  it('answers the page language and follows the switch; a language other than de reads as en', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<ShowLanguage />, { router: false });
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('language')).toHaveTextContent('de');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('language')).toHaveTextContent('en');
  });
});
