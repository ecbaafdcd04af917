import { useSelector } from '@xstate/react';
import { cartView } from '../../machines/cart/cart.view.ts';
import { awaitingUser } from '../../machines/session-ref.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useCart } from '../app/useCart.ts';
import { CartPage } from './CartPage.tsx';

/** /cart. The cart is the session's child actor (one cart for the header, the drawer and this page), so the page creates none. */
export default function CartRoute() {
  const cart = useCart();
  const session = SessionContext.useActorRef();
  const loadingUser = SessionContext.useSelector(() => awaitingUser(session));
  const view = cartView(
    useSelector(cart, (s) => s),
    loadingUser,
  );
  return <CartPage view={view} send={cart.send} />;
}
