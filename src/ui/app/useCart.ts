import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart/cart.machine.ts';
import { SessionContext } from './SessionContext.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/** The session's cart actor: the header, the drawer and the cart page all show this one cart. */
export function useCart(): CartActor {
  const cart = SessionContext.useSelector((s) => s.children.cart);
  if (!cart) throw new Error('The session has no cart actor');
  return cart;
}
