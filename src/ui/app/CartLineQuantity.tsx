import type { CartEvent } from '../../machines/cart/cart.machine.ts';
import type { CartLineView } from '../../machines/cart/cart.view.ts';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';

interface CartLineQuantityProps {
  readonly line: CartLineView;
  readonly send: (event: CartEvent) => void;
}

/** A cart line's minus, quantity and plus, for the cart drawer and the cart page (one cart machine). */
export function CartLineQuantity({ line, send }: CartLineQuantityProps) {
  return (
    <QuantityStepper
      value={line.value}
      min={0}
      max={line.max}
      canDecrease={line.canDecrement}
      canIncrease={line.canIncrement}
      onDecrease={() => send({ type: 'line.decrement', cartKey: line.key })}
      onIncrease={() => send({ type: 'line.increment', cartKey: line.key })}
      onChange={(text) => send({ type: 'line.set', cartKey: line.key, value: text })}
      label={`Quantity of ${line.title}`}
    />
  );
}
