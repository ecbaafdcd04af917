import { Link } from 'react-router';
import type { CartEvent } from '../../machines/cart/cart.machine.ts';
import type { CartLineView, CartView } from '../../machines/cart/cart.view.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { CartLineQuantity } from '../app/CartLineQuantity.tsx';
import { CartLoadFailed } from '../app/CartLoadFailed.tsx';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './CartPage.css.ts';

interface CartPageProps {
  readonly view: CartView;
  readonly send: (event: CartEvent) => void;
}

function CartLine({ line, send }: { readonly line: CartLineView; readonly send: CartPageProps['send'] }) {
  return (
    <li className={styles.line} aria-busy={line.busy}>
      {line.image ? (
        <img className={styles.image} src={line.image} alt="" width={72} height={72} />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <Link className={styles.lineTitle} to={line.href}>
          {line.title}
        </Link>
        {line.options && <p className={styles.muted}>{line.options}</p>}
        <p className={styles.muted}>{line.unitPrice} each</p>
        {line.stockNote && <p className={styles.note}>{line.stockNote}</p>}
        <div className={styles.controls}>
          <CartLineQuantity line={line} send={send} />
          <strong>{line.total}</strong>
          {/* aria-disabled, not disabled: the keyboard focus stays on the button while a change is in flight. */}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${line.title}`}
            aria-disabled={!line.canEdit}
            onClick={line.canEdit ? () => send({ type: 'line.remove', cartKey: line.key }) : undefined}
          >
            Remove
          </button>
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

/** /cart: the session's cart with its lines and the order summary. */
export function CartPage({ view, send }: CartPageProps) {
  if (view.status !== 'ready') {
    return (
      <div className={styles.page}>
        <PageMeta title="Shopping Cart" />
        {view.status === 'loading' ? (
          <p role="status">Loading your cart...</p>
        ) : view.status === 'failed' ? (
          <CartLoadFailed onRetry={() => send({ type: 'cart.load' })} />
        ) : (
          <div className={styles.empty}>
            <h1 className={styles.title}>Your cart is empty</h1>
            <p className={styles.muted}>Looks like you haven't added anything to your cart yet</p>
            <Link className={primaryButton} to="/shop">
              Continue Shopping
            </Link>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageMeta title="Shopping Cart" />
      <h1 className={styles.title}>Shopping Cart</h1>
      <div className={styles.layout}>
        <section aria-labelledby="cart-items">
          <h2 id="cart-items" className={styles.sectionTitle}>
            {view.itemsHeading}
          </h2>
          <ul className={styles.lines}>
            {view.lines.map((line) => (
              <CartLine key={line.key} line={line} send={send} />
            ))}
          </ul>
        </section>
        <section className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary" className={styles.sectionTitle}>
            Order Summary
          </h2>
          <p className={styles.row}>
            <span>Subtotal</span>
            <span>{view.subtotal}</span>
          </p>
          <p className={styles.row}>
            <span>Shipping</span>
            <span>Calculated at checkout</span>
          </p>
          <p className={styles.row}>
            <span>Tax</span>
            <span>Calculated at checkout</span>
          </p>
          <p className={styles.totalRow}>
            <span>Estimated Total</span>
            <span>{view.estimatedTotal}</span>
          </p>
          <Link className={primaryButton} to="/checkout">
            Proceed to Checkout
          </Link>
        </section>
      </div>
    </div>
  );
}
