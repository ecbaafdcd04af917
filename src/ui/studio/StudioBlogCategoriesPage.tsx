import { Link } from 'react-router';
import type { StudioBlogCategoriesEvent } from '../../machines/studio/studio-blog-categories.machine.ts';
import type { StudioBlogCategoriesView } from '../../machines/studio/studio-blog-categories.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioBlogCategoriesView;
  readonly send: (event: StudioBlogCategoriesEvent) => void;
}

/** The blog's categories: add one, rename one (its posts follow). */
export function StudioBlogCategoriesPage({ view, send }: Props) {
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/blog">
          All posts
        </Link>
      </p>
      <h1 className={styles.title}>Blog categories</h1>
      <MachineForm className={styles.card} onSubmit={() => !view.busy && send({ type: 'add.submit' })}>
        <h2 className={styles.subtitle}>New category</h2>
        <label className={styles.field}>
          Name
          <input
            className={styles.input}
            maxLength={60}
            value={view.name}
            aria-invalid={view.nameError !== ''}
            onChange={(event) => send({ type: 'add.name', text: event.target.value })}
          />
        </label>
        {view.nameError && (
          <p role="alert" className={styles.problem}>
            {view.nameError}
          </p>
        )}
        <p>
          <button type="submit" className={styles.button} aria-disabled={view.busy}>
            Add category
          </button>
        </p>
      </MachineForm>
      <StudioLoadState view={view} loadingText="Loading the categories…" onRetry={() => send({ type: 'list.retry' })} />
      <ul className={styles.list}>
        {view.categories.map((category) => (
          <li key={category.id}>
            {category.renaming ? (
              <MachineForm className={styles.toolbar} onSubmit={() => !view.busy && send({ type: 'rename.submit' })}>
                <label className={styles.field}>
                  {`New name for ${category.name}`}
                  <input
                    className={styles.input}
                    maxLength={60}
                    value={view.rename}
                    aria-invalid={view.renameError !== ''}
                    onChange={(event) => send({ type: 'rename.name', text: event.target.value })}
                  />
                </label>
                <button type="submit" className={styles.button} aria-disabled={view.busy}>
                  Save name
                </button>
                <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'rename.cancel' })}>
                  Cancel
                </button>
                {view.renameError && (
                  <p role="alert" className={styles.problem}>
                    {view.renameError}
                  </p>
                )}
              </MachineForm>
            ) : (
              <p className={styles.actions}>
                <span>
                  {category.name} <span className={styles.muted}>({category.posts})</span>
                </span>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  aria-label={`Rename ${category.name}`}
                  aria-disabled={view.busy}
                  onClick={() => !view.busy && send({ type: 'rename.open', id: category.id })}
                >
                  Rename
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
