import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { i18n, initI18n } from '@mailscout/i18n';
import { currentLocation, currentLocationState, renderWithProviders, resetPageState, settle, signInAs } from '../src/web';

initI18n({ en: { kit: { hello: 'Hello' } }, de: { kit: { hello: 'Hallo' } } });

function Greeting() {
  const { t } = useTranslation('kit');
  return <h1>{t('hello')}</h1>;
}

function Who() {
  const { user } = useAuth();
  return <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>;
}

function Go() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/next?x=1#h', { state: { from: 'go' } })}>Go</button>;
}

beforeEach(() => resetPageState());

describe('renderWithProviders', () => {
  it('gives the page its one i18n instance, in the language resetPageState set', async () => {
    await resetPageState('de');
    renderWithProviders(<Greeting />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hallo');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Hello');
  });

  it('mounts the auth provider when asked, reading the session store', () => {
    signInAs('kit@example.com', 2);
    renderWithProviders(<Who />, { auth: { syncDelayMs: 60_000 } });
    expect(screen.getByText('Signed in as kit@example.com')).toBeInTheDocument();
  });

  it('routes the element beside stand-in pages, with a probe of where the router is', async () => {
    renderWithProviders(
      <>
        <Go />
        <Link to="/">Home</Link>
      </>,
      { router: { entries: ['/start'] }, pages: { '/': <p>Home page</p> }, probe: 'state', strict: true },
    );
    expect(currentLocation()).toBe('/start');
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(currentLocation()).toBe('/next?x=1#h');
    expect(currentLocationState()).toEqual({ from: 'go' });
    act(() => screen.getByRole('link', { name: 'Home' }).click());
    expect(screen.getByText('Home page')).toBeInTheDocument();
    await settle();
  });

  it('renders without a router when told so', () => {
    renderWithProviders(<Greeting />, { router: false });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Hello');
  });
});

describe('resetPageState', () => {
  it('forgets storage and the session', async () => {
    localStorage.setItem('k', 'v');
    signInAs();
    await resetPageState();
    expect(localStorage.getItem('k')).toBeNull();
    renderWithProviders(<Who />, { auth: { syncDelayMs: 60_000 } });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});
