import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { studioRole } from '../../machines/studio/studio-session.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useMobileMenu } from '../app/useMobileMenu.ts';
import * as styles from './Studio.css.ts';

/**
 * The studio's bar: its sections (the team and the audit log for the owner only), the way back to
 * the shop, and Log out. On a phone the sections fold behind Menu, so a page starts at its own
 * heading instead of under six rows of links; they close again when one is followed, or on Escape.
 */
export function StudioBar() {
  const session = SessionContext.useActorRef();
  const role = SessionContext.useSelector(() => studioRole(session));
  const { pathname } = useLocation();
  const [menu, send] = useMobileMenu();
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const open = menu.matches('open');
  // Escape folds the open sections away again, from the button or from inside them, and the focus
  // goes back to Menu (a link it was on is hidden now).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    send({ type: 'menu.close' });
    menuButton.current?.focus();
  };
  const links = [
    { to: '/studio', label: 'Dashboard' },
    { to: '/studio/orders', label: 'Orders' },
    { to: '/studio/products', label: 'Products' },
    { to: '/studio/stock', label: 'Stock' },
    { to: '/studio/gallery', label: 'Galleries' },
    { to: '/studio/customers', label: 'Customers' },
    { to: '/studio/reviews', label: 'Reviews' },
    { to: '/studio/inbox', label: 'Inbox' },
    { to: '/studio/newsletter', label: 'Newsletter' },
    { to: '/studio/bookings', label: 'Bookings page' },
    { to: '/studio/blog', label: 'Blog' },
    ...(role === 'owner'
      ? [
          { to: '/studio/team', label: 'Team' },
          { to: '/studio/audit', label: 'Audit log' },
        ]
      : []),
    { to: '/', label: 'Shop' },
  ];
  const current = (to: string) =>
    to === '/studio' ? pathname === '/studio' || pathname === '/studio/' : pathname.startsWith(to) && to !== '/';
  return (
    <div className={styles.bar} onKeyDown={closeOnEscape}>
      <span className={styles.brand}>Studio</span>
      <button
        ref={menuButton}
        type="button"
        className={`${styles.barButton} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => send({ type: 'menu.toggle' })}
      >
        Menu
      </button>
      <nav id={navId} className={styles.nav} data-open={open} aria-label="Studio">
        <ul className={styles.navList}>
          {links.map((link) => (
            <li key={link.to}>
              <Link className={styles.navLink} to={link.to} aria-current={current(link.to) ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.barButton} onClick={() => session.send({ type: 'session.logout', to: '/login' })}>
        Log out
      </button>
    </div>
  );
}
