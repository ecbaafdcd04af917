import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { addressFormMachine } from '../../src/machines/addresses/address-form.machine.ts';
import { cartMachine } from '../../src/machines/cart/cart.machine.ts';
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine.ts';
import { healthMachine } from '../../src/machines/health.machine.ts';
import { homeMachine } from '../../src/machines/home/home.machine.ts';
import { ordersMachine } from '../../src/machines/orders/orders.machine.ts';
import { paymentStatusMachine } from '../../src/machines/payment/payment-status.machine.ts';
import { paymentMachine } from '../../src/machines/payment/payment.machine.ts';
import { sessionMachine } from '../../src/machines/session.machine.ts';
import { addToCartMachine } from '../../src/machines/shared/add-to-cart.machine.ts';
import { searchWithSuggestionsMachine } from '../../src/machines/shared/search-with-suggestions.machine.ts';
import { wishlistToggleMachine } from '../../src/machines/shared/wishlist-toggle.machine.ts';

/** The error a request actor fails with when the wiring (*.live.ts) did not provide it. */
function failureOf(machine: AnyStateMachine, name: string): Promise<string> {
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[name];
  if (!logic) throw new Error(`${machine.id} has no actor ${name}`);
  return new Promise((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ error: (error) => resolve((error as Error).message) });
    actor.start();
  });
}

describe('a request the wiring did not provide fails and names itself', () => {
  const requests: [AnyStateMachine, string][] = [
    [cartMachine, 'loadCart'],
    [cartMachine, 'changeLine'],
    [checkoutMachine, 'createOrder'],
    [paymentMachine, 'loadCurrentOrder'],
    [paymentMachine, 'initializePayment'],
    [paymentStatusMachine, 'verifyPayment'],
    [paymentStatusMachine, 'lookUpStatus'],
    [addressFormMachine, 'saveAddress'],
    [addToCartMachine, 'addToCart'],
    [searchWithSuggestionsMachine, 'suggest'],
    [wishlistToggleMachine, 'saveWishlist'],
    [sessionMachine, 'loadUser'],
    [sessionMachine, 'revokeToken'],
    [ordersMachine, 'loadOrders'],
    [ordersMachine, 'loadDetail'],
    [ordersMachine, 'cancelOrder'],
    [ordersMachine, 'exportOrders'],
    [ordersMachine, 'downloadGrant'],
    [homeMachine, 'loadPosts'],
    [homeMachine, 'loadProducts'],
    [homeMachine, 'prefetch'],
    [healthMachine, 'loadHealth'],
  ];
  for (const [machine, name] of requests) {
    it(`${machine.id}: ${name}`, async () => {
      expect(await failureOf(machine, name)).toBe(`${name} is not provided`);
    });
  }
});
