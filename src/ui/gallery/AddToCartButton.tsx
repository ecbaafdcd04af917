import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addToCartMachine, CartLine } from '../../machines/shared/add-to-cart.machine.ts';
import { addToCartView } from '../../machines/shared/add-to-cart.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';

/**
 * The shop's Add to Cart for the product an image shows (only an in-stock product without options
 * gets one); the shared machine decides the rest. While adding it is aria-disabled, not disabled:
 * a disabled button drops the keyboard focus of the shopper who pressed it.
 */
export function AddToCartButton({ cartRef, line }: { readonly cartRef: ActorRefFrom<typeof addToCartMachine>; readonly line: CartLine }) {
  const { adding } = useSelector(cartRef, addToCartView);
  return (
    <button
      type="button"
      className={primaryButton}
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      onClick={adding ? undefined : () => cartRef.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false })}
    >
      {adding ? 'Adding...' : 'Add to Cart'}
    </button>
  );
}
