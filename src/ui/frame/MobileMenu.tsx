import { Link } from 'react-router';
import { LoginLink } from '../app/LoginLink.tsx';
import { LinkList } from './LinkList.tsx';
import { ACCOUNT_LINKS, GALLERY_LINKS, MAIN_LINKS } from './navigation.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import { Drawer } from '../widgets/Drawer.tsx';
import { ButtonLink } from '../widgets/ButtonLink.tsx';
import * as header from './Header.css.ts';
import * as styles from './MobileMenu.css.ts';

interface MobileMenuProps {
  readonly id: string;
  readonly isLoggedIn: boolean;
  readonly onClose: () => void;
  readonly onLogout: () => void;
}

/**
 * The slide-in menu of small screens, with its Navigation and Account sections, shown while the
 * mobile-menu machine is open (a Drawer: focus stays inside, Escape or a click beside it closes
 * it, focus goes back to the menu button). Loaded on demand, see Header.
 */
export function MobileMenu({ id, isLoggedIn, onClose, onLogout }: MobileMenuProps) {
  return (
    <Drawer side="right" width="min(20rem, 85vw)" id={id} onClose={onClose} aria-label="Menu">
      <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose} autoFocus>
        ×
      </button>
      <nav className={styles.sections} aria-label="Mobile menu">
        <section>
          <h2 className={styles.sectionTitle}>Navigation</h2>
          <LinkList
            links={[...MAIN_LINKS.slice(0, 1), ...GALLERY_LINKS, ...MAIN_LINKS.slice(1)]}
            listClassName={styles.list}
            linkClassName={styles.link}
          />
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
            <LoginLink className={header.ghostButton}>Login / Sign Up</LoginLink>
          )}
        </section>
        <div className={styles.buttons}>
          <ButtonLink className={primaryButton} to="/bookings">
            Book Now
          </ButtonLink>
          <ButtonLink className={header.ghostButton} to="/shop">
            Shop Now
          </ButtonLink>
        </div>
      </nav>
    </Drawer>
  );
}
