import { useEffect, useRef, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { Icon } from '@mailscout/ui';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { useNavCollapse } from './use-nav-collapse';

const ANCHORS = [
  { hash: 'features', key: 'nav.features' },
  { hash: 'how-it-works', key: 'nav.howItWorks' },
  { hash: 'why-use', key: 'nav.whyUse' },
  { hash: 'faq', key: 'nav.faq' },
] as const;

/**
 * docs/product.md#navigation navigation: home anchors, scans, and the logged-out or logged-in actions. When they do
 * not fit on one line (a phone; German on a narrow laptop) they collapse behind a menu button: a
 * disclosure (aria-expanded), closed by Escape (focus back on the button), a click outside, a
 * chosen link or a route change.
 */
export function Navigation() {
  const { t, i18n } = useTranslation('shell');
  const { isSignedIn } = useAuth();
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const brand = useRef<HTMLAnchorElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const collapsed = useNavCollapse(bar, brand, menu, `${i18n.resolvedLanguage}:${isSignedIn}`);
  const close = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname, hash, collapsed]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!bar.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [menuOpen]);

  const menuClass = ['sh-nav__menu', collapsed ? 'sh-nav__menu--collapsed' : '', collapsed && menuOpen ? 'sh-nav__menu--open' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <header className="sh-header">
      <a className="sh-skip" href="#main">
        {t('skipToContent')}
      </a>
      <nav ref={bar} className={`sh-nav${collapsed ? ' sh-nav--collapsed' : ''}`} aria-label={t('nav.label')} data-collapsed={collapsed}>
        <Link ref={brand} to="/" className="sh-brand" onClick={close}>
          <span className="sh-brand__mark" aria-hidden="true">
            <Icon.Mail size={18} strokeWidth={2.25} />
          </span>
          {t('brand')}
        </Link>
        {collapsed ? (
          <button
            ref={toggle}
            type="button"
            className="sh-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon.X size={22} /> : <Icon.Menu size={22} />}
            <span className="sh-nav__toggle-label">{t('nav.menu')}</span>
          </button>
        ) : null}
        <div ref={menu} id="main-menu" className={menuClass} hidden={collapsed && !menuOpen}>
          <ul className="sh-nav__links">
            {ANCHORS.map(({ hash: anchor, key }) => (
              <li key={anchor}>
                <Link to={{ pathname: '/', hash: anchor }} onClick={close}>
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
                <NavLink to={PAGES.account} className="ms-button ms-button--secondary ms-button--sm" onClick={close}>
                  {t('nav.myAccount')}
                </NavLink>
                <UserMenu />
              </>
            ) : (
              <>
                <NavLink to={PAGES.login} className="ms-button ms-button--ghost ms-button--sm" onClick={close}>
                  {t('nav.logIn')}
                </NavLink>
                <NavLink to={PAGES.payment} className="ms-button ms-button--primary ms-button--sm" onClick={close}>
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
