import { useSelector } from '@xstate/react';
import { liveCheckoutMachine } from '../../machines/checkout/checkout.live.ts';
import { checkoutView, type CheckoutFacts } from '../../machines/checkout/checkout.view.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useCart } from '../app/useCart.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/** /checkout. The addresses and the cart are the session's; the view shows them as they change. */
export default function CheckoutRoute() {
  const actor = useScreenActor(liveCheckoutMachine, {});
  const snapshot = useSelector(actor, (s) => s);
  const addresses = SessionContext.useSelector((s) => s.context.user?.addresses ?? null);
  const cart = useSelector(useCart(), (s) => s);
  const facts: CheckoutFacts = { addresses, cart };
  return <CheckoutPage view={checkoutView(snapshot, facts)} send={actor.send} addressForm={snapshot.children.addressForm} />;
}
