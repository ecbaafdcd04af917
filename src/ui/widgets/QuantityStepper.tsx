import * as styles from './QuantityStepper.css.ts';

interface QuantityStepperProps {
  /** The number, or the text as typed (an empty field stays empty while the shopper types). */
  readonly value: number | string;
  /** What the field may hold; the machine owns the rule, these only guide the browser's input. */
  readonly min: number;
  readonly max: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
  /** The typed text, unparsed: the machine decides what it means. */
  readonly onChange: (text: string) => void;
  /** Names the group and the field ("Quantity", or "Quantity of {product}" in a list). */
  readonly label?: string;
}

/**
 * A number field between a minus and a plus button, each at least 44 px square. A button that
 * cannot act is aria-disabled, not disabled: a disabled button loses the keyboard focus (Chromium
 * blurs it), so a keyboard user pressing plus up to the stock, or while a change is in flight,
 * would be thrown out of the control. Its press is ignored instead.
 */
export function QuantityStepper({
  value,
  min,
  max,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
  onChange,
  label = 'Quantity',
}: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Decrease quantity"
        aria-disabled={!canDecrease}
        onClick={canDecrease ? onDecrease : undefined}
      >
        −
      </button>
      <input
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Increase quantity"
        aria-disabled={!canIncrease}
        onClick={canIncrease ? onIncrease : undefined}
      >
        +
      </button>
    </div>
  );
}
