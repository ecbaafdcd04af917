import type { SnapshotFrom } from 'xstate';
import type { addToCartMachine } from './add-to-cart.machine.ts';

/** An add-to-cart button: busy while its request runs. */
export function addToCartView(snapshot: SnapshotFrom<typeof addToCartMachine>) {
  return { adding: snapshot.matches('adding') };
}
