import { useSelector } from '@xstate/react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Link } from 'react-router';
import { cartView, type CartLineView } from '../../machines/cart/cart.view.ts';
import type { CartActor } from '../app/useCart.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { drawerBackdrop, drawerDialog } from '../styles/drawer.css.ts';
import * as styles from './CartDrawer.css.ts';

interface CartDrawerProps {
  readonly cart: CartActor;
  readonly onClose: () => void;
}

function DrawerLine({ line, send }: { readonly line: CartLineView; readonly send: CartActor['send'] }) {
  return (
    <li className={styles.line} aria-busy={line.busy}>
      {line.image ? <img className={styles.image} src={line.image} alt="" width={64} height={64} /> : <span className={styles.image} aria-hidden="true" />}
      <div className={styles.body}>
        <p className={styles.lineTitle}>{line.title}</p>
        <p className={styles.muted}>{line.unitPrice}</p>
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.title}`}>
            <button type="button" className={styles.stepButton} aria-label={`Decrease quantity of ${line.title}`} disabled={!line.canDecrement} onClick={() => send({ type: 'line.decrement', cartKey: line.key })}>
              −
            </button>
            <span className={styles.quantity} aria-live="polite">
              {line.quantity}
            </span>
            <button type="button" className={styles.stepButton} aria-label={`Increase quantity of ${line.title}`} disabled={!line.canIncrement} onClick={() => send({ type: 'line.increment', cartKey: line.key })}>
              +
            </button>
          </div>
          <strong>{line.total}</strong>
        </div>
      </div>
    </li>
  );
}

/**
 * The cart drawer of the header (site spec §2.3): a modal dialog sliding in from the right. Focus
 * stays inside while it is open and returns to the cart icon after; Escape or a click beside it
 * closes it. Loaded on demand, see AccountMenu.
 */
export function CartDrawer({ cart, onClose }: CartDrawerProps) {
  const view = useSelector(cart, cartView);
  return (
    <ModalOverlay className={drawerBackdrop} isOpen isDismissable onOpenChange={(open) => open || onClose()}>
      <Modal className={styles.drawer}>
        <Dialog className={`${drawerDialog} ${styles.dialog}`}>
          <div className={styles.head}>
            <Heading slot="title" className={styles.title}>
              {view.drawerTitle}
            </Heading>
            <button type="button" className={styles.close} aria-label="Close cart" onClick={onClose}>
              ×
            </button>
          </div>
          {view.status === 'ready' ? (
            <>
              <ul className={styles.lines}>
                {view.lines.map((line) => (
                  <DrawerLine key={line.key} line={line} send={cart.send} />
                ))}
              </ul>
              <div className={styles.footer}>
                <p className={styles.subtotal}>
                  <span>Subtotal</span>
                  <span>{view.subtotal}</span>
                </p>
                <Link className={primaryButton} to="/checkout" onClick={onClose}>
                  Checkout
                </Link>
                <Link className={secondaryButton} to="/cart" onClick={onClose}>
                  View Cart
                </Link>
              </div>
            </>
          ) : (
            <div className={styles.empty}>
              <p role={view.status === 'loading' ? 'status' : undefined}>{view.status === 'loading' ? 'Loading your cart...' : 'Your cart is empty'}</p>
              <Link className={primaryButton} to="/shop" onClick={onClose}>
                Start Shopping
              </Link>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
