import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartEvent } from '../../machines/cart/cart.machine.ts';
import { cartView, type CartLineView, type CartView } from '../../machines/cart/cart.view.ts';
import type { CartActor } from '../app/useCart.ts';
import { CartLineQuantity } from '../app/CartLineQuantity.tsx';
import { CartLoadFailed } from '../app/CartLoadFailed.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { Drawer } from '../widgets/Drawer.tsx';
import * as styles from './CartDrawer.css.ts';
import { ButtonLink } from '../widgets/ButtonLink.tsx';

interface CartDrawerProps {
  readonly cart: CartActor;
  /** The session is still loading the signed-in user (a reload): the cart is not known to be empty yet. */
  readonly awaitingUser: boolean;
  readonly onClose: () => void;
}

type SendToCart = (event: CartEvent) => void;

function DrawerLine({ line, send }: { readonly line: CartLineView; readonly send: SendToCart }) {
  return (
    <li className={styles.line} aria-busy={line.busy}>
      {line.image ? (
        <img className={styles.image} src={line.image} alt="" width={64} height={64} />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.lineTitle}>{line.title}</p>
        <p className={styles.muted}>{line.unitPrice}</p>
        <div className={styles.controls}>
          <CartLineQuantity line={line} send={send} />
          <strong>{line.total}</strong>
        </div>
        {line.busy && (
          <p className={styles.muted} role="status">
            Updating...
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The cart drawer of the header: a modal dialog sliding in from the right. Focus
 * stays inside while it is open and returns to the cart icon after; Escape or a click beside it
 * closes it. Loaded on demand, see AccountMenu.
 */
export function CartDrawer({ cart, awaitingUser, onClose }: CartDrawerProps) {
  const view = cartView(
    useSelector(cart, (s) => s),
    awaitingUser,
  );
  return <CartDrawerPanel view={view} send={cart.send} onClose={onClose} />;
}

interface CartDrawerPanelProps {
  readonly view: CartView;
  readonly send: SendToCart;
  readonly onClose: () => void;
}

/** The drawer from the cart's view model: it decides nothing, it shows the view and sends the shopper's changes. */
export function CartDrawerPanel({ view, send, onClose }: CartDrawerPanelProps) {
  const titleId = useId();
  return (
    <Drawer side="right" width="min(26rem, 100vw)" onClose={onClose} aria-labelledby={titleId}>
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {view.drawerTitle}
          </h2>
          <button type="button" className={styles.close} aria-label="Close cart" onClick={onClose}>
            ×
          </button>
        </div>
        {view.status === 'ready' ? (
          <>
            <ul className={styles.lines}>
              {view.lines.map((line) => (
                <DrawerLine key={line.key} line={line} send={send} />
              ))}
            </ul>
            <div className={styles.footer}>
              <p className={styles.subtotal}>
                <span>Subtotal</span>
                <span>{view.subtotal}</span>
              </p>
              <ButtonLink className={primaryButton} to="/checkout" onPress={onClose}>
                Checkout
              </ButtonLink>
              <Link className={secondaryButton} to="/cart" onClick={onClose}>
                View Cart
              </Link>
            </div>
          </>
        ) : view.status === 'failed' ? (
          <div className={styles.empty}>
            <CartLoadFailed onRetry={() => send({ type: 'cart.load' })} />
          </div>
        ) : (
          <div className={styles.empty}>
            <p role={view.status === 'loading' ? 'status' : undefined}>
              {view.status === 'loading' ? 'Loading your cart...' : 'Your cart is empty'}
            </p>
            <ButtonLink className={primaryButton} to="/shop" onPress={onClose}>
              Start Shopping
            </ButtonLink>
          </div>
        )}
      </div>
    </Drawer>
  );
}
