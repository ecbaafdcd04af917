import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { LinkList } from './LinkList.tsx';
import { ACCOUNT_LINKS, GALLERY_LINKS, MAIN_LINKS } from './navigation.ts';
import * as header from './Header.css.ts';
import * as styles from './MobileMenu.css.ts';

interface MobileMenuProps {
  readonly id: string;
  readonly isLoggedIn: boolean;
  readonly onClose: () => void;
  readonly onLogout: () => void;
}

/**
 * The slide-in menu of small screens, with its Navigation and Account sections. It renders into
 * <body>: the header's backdrop blur would otherwise clip a fixed-position drawer to the header.
 */
export function MobileMenu({ id, isLoggedIn, onClose, onLogout }: MobileMenuProps) {
  return createPortal(
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <nav id={id} className={styles.drawer} aria-label="Mobile menu" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose} autoFocus>
          ×
        </button>
        <section>
          <h2 className={styles.sectionTitle}>Navigation</h2>
          <LinkList links={[...MAIN_LINKS.slice(0, 1), ...GALLERY_LINKS, ...MAIN_LINKS.slice(1)]} listClassName={styles.list} linkClassName={styles.link} />
        </section>
        <section>
          <h2 className={styles.sectionTitle}>Account</h2>
          {isLoggedIn ? (
            <ul className={styles.list}>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link className={styles.link} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" className={header.ghostButton} onClick={onLogout}>
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <Link className={header.ghostButton} to="/login">
              Login / Sign Up
            </Link>
          )}
        </section>
        <div className={styles.buttons}>
          <Link className={header.primaryButton} to="/bookings">
            Book Now
          </Link>
          <Link className={header.ghostButton} to="/shop">
            Shop Now
          </Link>
        </div>
      </nav>
    </>,
    document.body,
  );
}
