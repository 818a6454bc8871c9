import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { errorFromResponse } from '@mailscout/api-client';
import { ErrorBoundary } from '@mailscout/ui';
import { i18n, initI18n } from '@mailscout/i18n';
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

describe('a failed API call shows its reference (docs/decisions.md#error-reference)', () => {
  async function failedCall(requestId: string | null) {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (requestId) headers.set('x-request-id', requestId);
    return errorFromResponse(new Response(JSON.stringify({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred' }), { status: 500, headers }));
  }

  function renderPage(error: unknown) {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    return render(
      <MemoryRouter>
        <RouterErrorPage error={error} />
      </MemoryRouter>,
    );
  }

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Reference: 0123456789abcdef0123456789abcdef'],
    ['de', 'Referenz: 0123456789abcdef0123456789abcdef'],
  ])('in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    renderPage(await failedCall('0123456789abcdef0123456789abcdef'));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('none for an answer without an id, an id of an unsafe shape, or an error that is no API call', async () => {
    const { unmount } = renderPage(await failedCall(null));
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
    unmount();
    const unsafe = renderPage(await failedCall('<script>alert(1)</script>'));
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
    unsafe.unmount();
    renderPage(Object.assign(new Error('x'), { requestId: '0123456789abcdef0123456789abcdef' }));
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });
});
