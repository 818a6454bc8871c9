import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, sessionStore } from '@mailscout/auth';
import { renderShell, stubLoader } from './render-shell';

const Home = () => (
  <Routes>
    <Route index element={<h1>Remote home</h1>} />
  </Routes>
);

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('remote routes in the shell', () => {
  it('loads the remote that owns the path and renders its routes', async () => {
    const loader = stubLoader({ marketing: async () => ({ default: Home }) });
    renderShell('/', loader);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('marketing');
  });

  it('shows the not-found page for a path no remote owns, without loading any remote', async () => {
    const loader = stubLoader({});
    renderShell('/no/such/page', loader);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('shows a translated fallback with retry when a remote cannot load, and recovers on retry', async () => {
    let up = false;
    const loader = stubLoader({
      account: async () => {
        if (!up) throw new Error('ECONNREFUSED');
        return { default: () => <h1>Account remote</h1> };
      },
    });
    renderShell('/account', loader);
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This page is temporarily unavailable');
    // one quiet retry for a network blip happened before the fallback
    expect(loader.load).toHaveBeenCalledTimes(2);
    // the shell's own chrome still works
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    up = true;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Account remote' })).toBeInTheDocument();
    expect(loader.forget).toHaveBeenCalledWith('account');
  });

  it('keeps a render error inside the remote route (error boundary) and offers a retry', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    renderShell('/account', stubLoader({ account: async () => ({ default: Broken }) }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("gives remote components the shell's own auth and i18n (one context in the tree)", async () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 2 });
    function RemoteProbe() {
      const { user } = useAuth();
      const { i18n } = useTranslation();
      return (
        <p data-testid="probe">
          {user?.email} / {i18n.language}
        </p>
      );
    }
    renderShell('/account', stubLoader({ account: async () => ({ default: RemoteProbe }) }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('jane.doe@example.com / en'));
  });
});
