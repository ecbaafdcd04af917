import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addToCartMachine } from '../../machines/shared/add-to-cart.machine.ts';
import type { Product } from '../../machines/shared/catalogue-types.ts';
import { cardAddToCartView, type CardAddToCartView } from '../../machines/shared/card-add-to-cart.view.ts';
import * as styles from './CardAddToCart.css.ts';

interface CardAddToCartProps {
  /** The card's add-to-cart child of the screen's machine; none yet, no button. */
  readonly cart: ActorRefFrom<typeof addToCartMachine> | undefined;
  readonly product: Product;
  readonly onAdd: () => void;
}

/** A product card's Add to Cart (home, blog post), from the card's own add-to-cart machine. */
export function CardAddToCart({ cart, product, onAdd }: CardAddToCartProps) {
  if (!cart) return null;
  return <Connected cart={cart} product={product} onAdd={onAdd} />;
}

function Connected({ cart, product, onAdd }: CardAddToCartProps & { readonly cart: ActorRefFrom<typeof addToCartMachine> }) {
  const view = cardAddToCartView(
    useSelector(cart, (snapshot) => snapshot),
    product,
  );
  return <CardAddToCartButton view={view} onAdd={onAdd} />;
}

/**
 * The button itself. Sold out it is disabled. While adding it is aria-disabled, not
 * disabled: a disabled button drops the keyboard focus of the shopper who pressed it, and the
 * press is ignored here (the machine ignores a second one too).
 */
export function CardAddToCartButton({ view, onAdd }: { readonly view: CardAddToCartView; readonly onAdd: () => void }) {
  return (
    <button
      type="button"
      className={styles.button}
      disabled={view.soldOut}
      aria-disabled={view.adding || undefined}
      aria-busy={view.adding || undefined}
      aria-label={view.label}
      onClick={view.adding ? undefined : onAdd}
    >
      {view.text}
    </button>
  );
}
