import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';

type SearchEvent = { type: 'search.input'; text: string } | { type: 'search.submit' } | { type: 'search.clear' };

interface Props {
  /** What the box searches, as its label says it ('Search by name or email'). */
  readonly label: string;
  /** The button that leaves the search for the list as it was ('Show all'). */
  readonly clearLabel: string;
  /** The box's text, and the search shown ('' while the whole list is). */
  readonly view: { readonly text: string; readonly searched: string };
  readonly send: (event: SearchEvent) => void;
}

/**
 * A studio search box: its label, the text as the machine holds it, each key handed on. Without
 * `enterSubmits`, Enter in it submits nothing (a box searched as staff type, inside a form
 * that its own button saves).
 */
export function StudioSearchBox({
  label,
  text,
  onInput,
  enterSubmits,
}: {
  readonly label: string;
  readonly text: string;
  readonly onInput: (text: string) => void;
  readonly enterSubmits: boolean;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type="search"
        maxLength={100}
        value={text}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={(event) => {
          if (!enterSubmits && event.key === 'Enter') event.preventDefault();
        }}
      />
    </label>
  );
}

/** A studio list's search: the box, Search, and a way back to the whole list once searched. */
export function StudioSearch({ label, clearLabel, view, send }: Props) {
  return (
    <MachineForm className={styles.toolbar} role="search" onSubmit={() => send({ type: 'search.submit' })}>
      <StudioSearchBox label={label} text={view.text} onInput={(text) => send({ type: 'search.input', text })} enterSubmits />
      <button type="submit" className={styles.button}>
        Search
      </button>
      {view.searched !== '' && (
        <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'search.clear' })}>
          {clearLabel}
        </button>
      )}
    </MachineForm>
  );
}
