import { useEffect, useId, useRef, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { avatarInitials, useAuth } from '@mailscout/auth';

/** Signed-in dropdown (docs/product.md#navigation): credits, search, account and security, help, log out. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null;
  const closeMenu = () => setOpen(false);
  return (
    <div className="sh-user" ref={root}>
      <button
        type="button"
        className="sh-user__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.userMenu', { email: user.email })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sh-user__avatar" aria-hidden="true" data-testid="avatar-initials">
          {avatarInitials(user.email)}
        </span>
      </button>
      {open ? (
        <div id={menuId} className="sh-user__menu" data-testid="user-menu">
          <p className="sh-user__email" title={user.email} data-testid="user-menu-email">
            {user.email}
          </p>
          <p className="sh-user__credits" data-testid="credit-count">
            {t('nav.credits', { count: user.credits })}
          </p>
          <ul>
            <li>
              <Link to="/" onClick={closeMenu}>{t('nav.search')}</Link>
            </li>
            <li>
              <Link to={PAGES.account} onClick={closeMenu}>{t('nav.accountSecurity')}</Link>
            </li>
            <li>
              <Link to={PAGES.helpCenter} onClick={closeMenu}>{t('nav.helpCenter')}</Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  closeMenu();
                  void signOut().then(() => navigate('/'));
                }}
              >
                {t('nav.logOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
