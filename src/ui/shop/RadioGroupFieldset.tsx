import { useId } from 'react';
import * as styles from './FilterPanel.css.ts';

export interface RadioOption {
  /** null is the option that sets no filter ("All categories", "Any price"). */
  readonly value: string | null;
  readonly label: string;
}

interface RadioGroupFieldsetProps {
  readonly legend: string;
  readonly options: readonly RadioOption[];
  /** The chosen option's value; null for the option that sets no filter. */
  readonly selected: string | null;
  readonly onSelect: (value: string | null) => void;
}

/** A single-choice filter group: a fieldset of native radios sharing one name. */
export function RadioGroupFieldset({ legend, options, selected, onSelect }: RadioGroupFieldsetProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value ?? ''} className={styles.option}>
          <input type="radio" name={name} checked={option.value === selected} onChange={() => onSelect(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
