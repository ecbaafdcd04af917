import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addToCartMachine, CartLine } from '../../machines/shared/add-to-cart.machine.ts';
import { addToCartView } from '../../machines/shared/add-to-cart.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';

/** The shop's Add to Cart for the product an image shows; the shared machine decides the rest. */
export function AddToCartButton({ cartRef, line }: { readonly cartRef: ActorRefFrom<typeof addToCartMachine>; readonly line: CartLine }) {
  const { adding } = useSelector(cartRef, addToCartView);
  return (
    <button type="button" className={primaryButton} disabled={adding} onClick={() => cartRef.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false })}>
      {adding ? 'Adding...' : 'Add to Cart'}
    </button>
  );
}
