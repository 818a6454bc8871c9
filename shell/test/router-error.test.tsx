import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary } from '@mailscout/ui';
import { initI18n } from '@mailscout/i18n';
import { shellTranslations } from '../src/i18n/shell-translations';
import { RouterErrorPage } from '../src/pages/router-error-page';

initI18n({ en: { shell: shellTranslations.en }, de: { shell: shellTranslations.de } });

it("shows 'Unexpected Application Error!' for an error the router catches, without the details", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Boom = () => {
    throw new Error('secret internal detail');
  };
  render(
    <MemoryRouter>
      <ErrorBoundary fallback={({ error }) => <RouterErrorPage error={error} />}>
        <Boom />
      </ErrorBoundary>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.queryByText(/secret internal detail/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
