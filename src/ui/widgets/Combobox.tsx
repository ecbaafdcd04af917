import { useId } from 'react';
import * as styles from './Combobox.css.ts';
import { MachineForm } from './MachineForm.tsx';
import { visuallyHidden } from './visually-hidden.css.ts';

export interface ComboboxOption {
  readonly id: string;
  readonly label: string;
  /** A second line (a category, a date). */
  readonly detail?: string;
  readonly image?: string;
}

interface ComboboxProps {
  readonly label: string;
  readonly placeholder?: string;
  readonly submitLabel: string;
  readonly clearLabel: string;
  /** The accessible name of the list of options. */
  readonly listLabel: string;
  readonly text: string;
  readonly options: readonly ComboboxOption[];
  /** The index of the highlighted option, -1 for none. */
  readonly highlighted: number;
  readonly onInput: (text: string) => void;
  readonly onMove: (by: 1 | -1) => void;
  readonly onClose: () => void;
  readonly onClear: () => void;
  /** Enter or the submit button with no option highlighted. */
  readonly onSubmit: () => void;
  readonly onChoose: (option: ComboboxOption) => void;
}

/**
 * A search form whose box is a WAI-ARIA combobox over a list of options: arrows move the
 * highlight, Enter chooses it (or submits the text), Escape and leaving the box close the list.
 * What the options are and which one is highlighted belongs to the caller's machine.
 * Hand-written rather than react-aria's ComboBox, which adds about 30 KB gzip (collections,
 * popover, virtual focus) to the first load of the shop.
 */
export function Combobox(props: ComboboxProps) {
  const {
    label,
    placeholder,
    submitLabel,
    clearLabel,
    listLabel,
    text,
    options,
    highlighted,
    onInput,
    onMove,
    onClose,
    onClear,
    onSubmit,
    onChoose,
  } = props;
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = options.length > 0;
  const active = options[highlighted];

  return (
    <MachineForm role="search" className={styles.root} onSubmit={() => (active ? onChoose(active) : onSubmit())}>
      <label htmlFor={`${id}-input`} className={visuallyHidden}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={active ? optionId(highlighted) : undefined}
        value={text}
        onChange={(event) => onInput(event.target.value)}
        onBlur={onClose}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onMove(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            onClose();
          }
        }}
      />
      {text !== '' && (
        <button type="button" className={styles.clear} aria-label={clearLabel} onClick={onClear}>
          ×
        </button>
      )}
      <button type="submit" className={styles.submit}>
        {submitLabel}
      </button>
      {open && (
        <ul id={listId} role="listbox" aria-label={listLabel} className={styles.listbox}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={styles.option}
              // Keep the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              {option.image ? <img className={styles.optionImage} src={option.image} alt="" /> : <span className={styles.optionImage} />}
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </MachineForm>
  );
}
