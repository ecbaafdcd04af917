import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addToCartMachine } from '../../machines/shared/add-to-cart.machine.ts';
import { addToCartView } from '../../machines/shared/shared.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';

interface CardAddToCartProps {
  readonly cart: ActorRefFrom<typeof addToCartMachine> | undefined;
  readonly title: string;
  readonly onAdd: () => void;
}

/** A product card's Add to Cart: busy while its own request runs. */
export function CardAddToCart({ cart, title, onAdd }: CardAddToCartProps) {
  if (!cart) return null;
  return <Button cart={cart} title={title} onAdd={onAdd} />;
}

function Button({ cart, title, onAdd }: CardAddToCartProps & { readonly cart: ActorRefFrom<typeof addToCartMachine> }) {
  const { adding } = useSelector(cart, addToCartView);
  return (
    <button type="button" className={primaryButton} disabled={adding} aria-label={`${adding ? 'Adding...' : 'Add to Cart'}: ${title}`} onClick={onAdd}>
      {adding ? 'Adding...' : 'Add to Cart'}
    </button>
  );
}
