import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { cartMachine, type CartItem } from '../../../src/machines/cart/cart.machine.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { abujaOffice, lagosHome } from '../fixtures/addresses.ts';
import { ada } from '../fixtures/user.ts';

/** The rows checkout's view makes of lagosHome (given a landmark) and abujaOffice, the first chosen. */
export const addressRows = [
  {
    id: 'a1',
    label: 'Home',
    fullName: 'Ada Obi',
    lines: '12 Allen Avenue, Ikeja, Lagos 100271',
    landmark: 'Opposite Ikeja City Mall',
    phone: '08031234567',
    isDefault: true,
    checked: true,
  },
  {
    id: 'a2',
    label: 'Office',
    fullName: 'Ada Obi',
    lines: '5 Aguiyi Ironsi St, Maitama, FCT 900271',
    landmark: '',
    phone: '08031234567',
    isDefault: false,
    checked: false,
  },
];

/** A session actor, signed in (or not) with this address book and cart, its requests all fakes. */
export async function fakeSession({
  token = 'token-1' as string | null,
  addresses = [lagosHome, abujaOffice],
  items = [] as readonly CartItem[],
} = {}) {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async () => ({ ...ada, addresses: [...addresses] })),
      revokeToken: fromPromise(async () => undefined),
      listenForExpiry: fromCallback<EventObject>(() => () => {}),
      cart: cartMachine.provide({ actors: { loadCart: fromPromise(async () => items) } }),
    },
  });
  const session = createActor(machine, { input: { token } }).start();
  if (token !== null) {
    await waitFor(session, (s) => s.matches('authenticated'));
    const cart = session.getSnapshot().children.cart;
    if (cart) await waitFor(cart, (s) => s.matches('ready'));
  }
  return session;
}
