import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import type { CardAddToCartView } from '../../../src/machines/shared/card-add-to-cart.view.ts';
import { CardAddToCart, CardAddToCartButton } from '../../../src/ui/widgets/CardAddToCart.tsx';
import { product } from '../../machines/shop/fixtures.ts';
import { sessionWith } from '../../machines/shared/support.ts';
import { axeViolations } from '../shop/support.tsx';

const ready: CardAddToCartView = { text: 'Add to Cart', label: 'Add to Cart: Canon R6', adding: false, soldOut: false };
const adding: CardAddToCartView = { text: 'Adding...', label: 'Adding...: Canon R6', adding: true, soldOut: false };
const soldOut: CardAddToCartView = { ...ready, soldOut: true };

function show(view: CardAddToCartView) {
  const onAdd = vi.fn();
  const result = render(<CardAddToCartButton view={view} onAdd={onAdd} />);
  return { ...result, onAdd };
}

describe('CardAddToCartButton', () => {
  it("says 'Add to Cart', is named after the product, and calls onAdd once per press", async () => {
    const { container, onAdd } = show(ready);
    const button = screen.getByRole('button', { name: 'Add to Cart: Canon R6' });
    expect(button).toHaveTextContent(/^Add to Cart$/);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("while adding says 'Adding...', is busy and aria-disabled, keeps the focus, and a press calls nothing", async () => {
    const user = userEvent.setup();
    const { onAdd, rerender } = show(ready);
    const button = screen.getByRole('button', { name: 'Add to Cart: Canon R6' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    rerender(<CardAddToCartButton view={adding} onAdd={onAdd} />);
    expect(button).toHaveAccessibleName('Adding...: Canon R6');
    expect(button).toHaveTextContent(/^Adding\.\.\.$/);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
    rerender(<CardAddToCartButton view={ready} onAdd={onAdd} />);
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Add to Cart: Canon R6');
  });

  it('is disabled when the product is sold out, and a press calls nothing', async () => {
    const { onAdd } = show(soldOut);
    const button = screen.getByRole('button', { name: 'Add to Cart: Canon R6' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('CardAddToCart', () => {
  it('shows no button until the card has its add-to-cart machine', () => {
    const { container } = render(<CardAddToCart cart={undefined} product={product({ title: 'Canon R6' })} onAdd={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("follows the card's machine: the product's name, 'Adding...' while its request runs, sold out disabled", () => {
    const machine = addToCartMachine.provide({ actors: { addToCart: fromPromise<CartAddResult, CartLine>(() => new Promise(() => {})) } });
    const cart = createActor(machine, { input: { session: sessionWith('token-1') } }).start();
    const { rerender } = render(<CardAddToCart cart={cart} product={product({ title: 'Canon R6', stock: 3 })} onAdd={() => {}} />);
    expect(screen.getByRole('button', { name: 'Add to Cart: Canon R6' })).toBeEnabled();
    act(() => cart.send({ type: 'cart.add', line: { productId: 'p1', quantity: 1 }, optionsMissing: false, soldOut: false }));
    expect(screen.getByRole('button', { name: 'Adding...: Canon R6' })).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <CardAddToCart cart={cart} product={product({ title: 'Canon R6', stock: 0, preorder: { allowed: false } })} onAdd={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Adding...: Canon R6' })).toBeDisabled();
  });
});
