import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { cartCount as unitsIn } from '../../domain/cart.ts';
import { awaitingUser, sessionProfileImage } from '../../machines/session-ref.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { useCart } from '../app/useCart.ts';
import { ACCOUNT_LINKS } from './navigation.ts';
import { DropdownMenu } from '../widgets/DropdownMenu.tsx';
import * as styles from './Header.css.ts';

// The drawer and react-aria download when the cart icon is first approached.
const { Overlay: CartDrawer, preload: preloadCartDrawer } = lazyOverlay(async () => (await import('./CartDrawer.tsx')).CartDrawer);

/** The logged-in header: the cart icon with its count, and the account menu. */
export function AccountMenu() {
  const session = SessionContext.useActorRef();
  const cart = useCart();
  const cartCount = useSelector(cart, (s) => unitsIn(s.context.items));
  // After a reload the user (and then the cart) is still loading: the drawer says so rather than 'empty'.
  const loadingUser = SessionContext.useSelector(() => awaitingUser(session));
  // The user's picture, as the session holds it: a new upload reloads the session's user, so it
  // changes here as on the profile page, without a page reload.
  const picture = SessionContext.useSelector(() => sessionProfileImage(session));
  // Whether the drawer is open is presentation only; the cart it shows is the session's.
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        onClick={() => setDrawerOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
          <circle cx="9" cy="19" r="1.4" />
          <circle cx="17" cy="19" r="1.4" />
        </svg>
        <span className={styles.badge}>{cartCount}</span>
      </button>
      {drawerOpen && (
        <Suspense fallback={null}>
          <CartDrawer cart={cart} awaitingUser={loadingUser} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <DropdownMenu
        ariaLabel="Account"
        triggerClassName={styles.iconButton}
        align="end"
        label={
          picture ? (
            <img className={styles.avatar} src={picture} alt="" width={28} height={28} />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
          )
        }
        items={[...ACCOUNT_LINKS, { label: 'Logout', onSelect: () => session.send({ type: 'session.logout' }) }]}
      />
    </>
  );
}
