import { Link } from 'react-router';
import type { StudioCategoriesEvent } from '../../machines/studio/studio-categories.machine.ts';
import type { StudioCategoriesView } from '../../machines/studio/studio-categories.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioCategoriesView;
  readonly send: (event: StudioCategoriesEvent) => void;
}

interface ParentSelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (parentId: string) => void;
}

function ParentSelect({ label, value, options, onChange }: ParentSelectProps) {
  return (
    <label className={styles.field}>
      {label}
      <select className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The shop's categories: add one, rename one or place it inside another. */
export function StudioCategoriesPage({ view, send }: Props) {
  const editing = view.editing;
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/products">
          All products
        </Link>
      </p>
      <h1 className={styles.title}>Categories</h1>
      <MachineForm className={styles.card} onSubmit={() => !view.busy && send({ type: 'add.submit' })}>
        <h2 className={styles.subtitle}>New category</h2>
        <label className={styles.field}>
          Name
          <input
            className={styles.input}
            maxLength={60}
            value={view.adding.title}
            onChange={(event) => send({ type: 'add.title', text: event.target.value })}
          />
        </label>
        <ParentSelect
          label="Inside"
          value={view.adding.parentId}
          options={view.adding.parents}
          onChange={(parentId) => send({ type: 'add.parent', parentId })}
        />
        {view.adding.error && (
          <p role="alert" className={styles.problem}>
            {view.adding.error}
          </p>
        )}
        <button type="submit" className={styles.button} aria-disabled={view.busy}>
          {view.adding.saving ? 'Adding…' : 'Add category'}
        </button>
      </MachineForm>
      <StudioLoadState view={view} loadingText="Loading the categories…" onRetry={() => send({ type: 'list.retry' })} />
      {view.rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Inside</th>
                <th scope="col">Products on sale</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{`${'— '.repeat(row.depth)}${row.title}`}</th>
                  <td>{row.parent || 'Top level'}</td>
                  <td>{row.productCount}</td>
                  <td className={styles.actions}>
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-label={`Edit ${row.title}`}
                      aria-disabled={view.busy}
                      onClick={() => !view.busy && send({ type: 'edit.open', id: row.id })}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <MachineForm className={styles.card} onSubmit={() => !view.busy && send({ type: 'edit.submit' })}>
          <h2 className={styles.subtitle}>Edit category</h2>
          <label className={styles.field}>
            Name
            <input
              className={styles.input}
              maxLength={60}
              value={editing.title}
              onChange={(event) => send({ type: 'edit.title', text: event.target.value })}
            />
          </label>
          <ParentSelect
            label="Inside"
            value={editing.parentId}
            options={editing.parents}
            onChange={(parentId) => send({ type: 'edit.parent', parentId })}
          />
          {editing.error && (
            <p role="alert" className={styles.problem}>
              {editing.error}
            </p>
          )}
          <p className={styles.toolbar}>
            <button type="submit" className={styles.button} aria-disabled={view.busy}>
              {editing.saving ? 'Saving…' : 'Save category'}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'edit.cancel' })}>
              Cancel
            </button>
          </p>
        </MachineForm>
      )}
    </>
  );
}
