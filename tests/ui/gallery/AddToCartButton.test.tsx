import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { AddToCartButton } from '../../../src/ui/gallery/AddToCartButton.tsx';
import { sessionWith } from '../../machines/shared/support.ts';

describe("an image page's Add to Cart", () => {
  it("sends one add, then says 'Adding...' and stays focused and pressable-looking but inert while it runs", async () => {
    const added = vi.fn(() => new Promise<CartAddResult>(() => {}));
    const machine = addToCartMachine.provide({ actors: { addToCart: fromPromise<CartAddResult, CartLine>(added) } });
    const cart = createActor(machine, { input: { session: sessionWith('token-1') } }).start();
    render(<AddToCartButton cartRef={cart} line={{ productId: 'p1', quantity: 1 }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const busy = screen.getByRole('button', { name: 'Adding...' });
    // aria-disabled, not disabled: the shopper who pressed it keeps the keyboard focus.
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    expect(added).toHaveBeenCalledTimes(1);
  });
});
