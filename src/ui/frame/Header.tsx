import { Suspense, useId } from 'react';
import { Link, NavLink } from 'react-router';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { LoginLink } from '../app/LoginLink.tsx';
import { useMobileMenu } from '../app/useMobileMenu.ts';
import { DropdownMenu } from '../widgets/DropdownMenu.tsx';
import { ButtonLink } from '../widgets/ButtonLink.tsx';
import { GALLERY_LINKS, MAIN_LINKS } from './navigation.ts';
import { SITE } from '../site.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './Header.css.ts';

interface HeaderProps {
  readonly isLoggedIn: boolean;
  readonly accountMenu: React.ReactNode;
  readonly onLogout: () => void;
}

// The menu and its dialog code (react-aria) download when the menu button is first approached.
const { Overlay: MobileMenu, preload: preloadMobileMenu } = lazyOverlay(async () => (await import('./MobileMenu.tsx')).MobileMenu);

export function Header({ isLoggedIn, accountMenu, onLogout }: HeaderProps) {
  const [menu, send] = useMobileMenu();
  const menuId = useId();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {SITE.name}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            <li>
              <NavLink className={styles.navLink} to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <DropdownMenu label="Gallery" items={GALLERY_LINKS} />
            </li>
            {MAIN_LINKS.slice(1).map((link) => (
              <li key={link.to}>
                <NavLink className={styles.navLink} to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ButtonLink className={`${primaryButton} ${styles.desktopOnly}`} to="/bookings">
            Book now
          </ButtonLink>
          <div className={styles.accountSlot}>
            {isLoggedIn ? accountMenu : <LoginLink className={`${styles.ghostButton} ${styles.desktopOnly}`}>Login</LoginLink>}
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label="Open menu"
            aria-expanded={menu.matches('open')}
            aria-controls={menu.matches('open') ? menuId : undefined}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => send({ type: 'menu.toggle' })}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      {menu.matches('open') && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} isLoggedIn={isLoggedIn} onClose={() => send({ type: 'menu.close' })} onLogout={onLogout} />
        </Suspense>
      )}
    </header>
  );
}
