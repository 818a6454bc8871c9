import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

const ANCHORS = [
  { hash: 'features', key: 'nav.features' },
  { hash: 'how-it-works', key: 'nav.howItWorks' },
  { hash: 'why-use', key: 'nav.whyUse' },
  { hash: 'faq', key: 'nav.faq' },
] as const;

/** Spec §2 navigation: home anchors, scans, and the logged-out or logged-in actions. */
export function Navigation() {
  const { t } = useTranslation('shell');
  const { isSignedIn } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sh-header">
      <a className="sh-skip" href="#main">
        {t('skipToContent')}
      </a>
      <nav className="sh-nav ms-container" aria-label={t('nav.label')}>
        <Link to="/" className="sh-brand" onClick={close}>
          <span className="sh-brand__mark" aria-hidden="true">@</span>
          {t('brand')}
        </Link>
        <button
          type="button"
          className="sh-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </button>
        <div id="main-menu" className={`sh-nav__menu${menuOpen ? ' sh-nav__menu--open' : ''}`}>
          <ul className="sh-nav__links">
            {ANCHORS.map(({ hash, key }) => (
              <li key={hash}>
                <Link to={{ pathname: '/', hash }} onClick={close}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={{ pathname: '/', hash: 'search' }} onClick={close}>
                {t('nav.emailScan')}
              </Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: 'phone-search' }} onClick={close}>
                {t('nav.phoneScan')}
              </Link>
            </li>
          </ul>
          <div className="sh-nav__actions">
            <LanguageSwitch />
            {isSignedIn ? (
              <>
                <NavLink to="/account" className="ms-button ms-button--secondary ms-button--sm" onClick={close}>
                  {t('nav.myAccount')}
                </NavLink>
                <UserMenu />
              </>
            ) : (
              <>
                <NavLink to="/login" className="ms-button ms-button--ghost ms-button--sm" onClick={close}>
                  {t('nav.logIn')}
                </NavLink>
                <NavLink to="/payment" className="ms-button ms-button--primary ms-button--sm" onClick={close}>
                  {t('nav.signUp')}
                </NavLink>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
