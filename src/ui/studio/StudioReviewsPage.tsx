import { Link } from 'react-router';
import type { StudioReviewsEvent } from '../../machines/studio/studio-reviews.machine.ts';
import type { StudioReviewsView } from '../../machines/studio/studio-reviews.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { StudioPager } from './StudioPager.tsx';

interface Props {
  readonly view: StudioReviewsView;
  readonly send: (event: StudioReviewsEvent) => void;
}

/** Every review, newest first: hide one with a reason (it leaves the product's page and rating), or show it again. */
export function StudioReviewsPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Reviews</h1>
      <StudioLoadState view={view} loadingText="Loading the reviews…" onRetry={() => send({ type: 'list.retry' })} />
      {view.empty && <p>No reviews yet.</p>}
      {view.reviews.map((review) => (
        <article key={review.id} className={styles.card} aria-labelledby={`review-${review.id}`}>
          <h2 id={`review-${review.id}`} className={styles.subtitle}>
            {review.author} on{' '}
            <Link className={styles.link} to={review.productHref}>
              {review.product}
            </Link>
          </h2>
          <p className={styles.muted}>
            {review.rating} · {review.date}
            {review.hidden && ` · Hidden: ${review.hiddenReason}`}
          </p>
          <p>{review.comment}</p>
          {review.hidden ? (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-disabled={view.busy}
              onClick={() => !view.busy && send({ type: 'review.show', id: review.id })}
            >
              {review.changing ? 'Showing…' : 'Show again'}
            </button>
          ) : review.formOpen ? (
            <MachineForm onSubmit={() => send({ type: 'hide.confirm' })}>
              <label className={styles.field}>
                Why hide it?
                <input
                  className={styles.input}
                  value={view.reason}
                  maxLength={300}
                  aria-invalid={view.reasonError ? true : undefined}
                  aria-describedby={view.reasonError ? `reason-error-${review.id}` : undefined}
                  onChange={(event) => send({ type: 'hide.reason', text: event.target.value })}
                />
              </label>
              {view.reasonError && (
                <p id={`reason-error-${review.id}`} className={styles.problem}>
                  {view.reasonError}
                </p>
              )}
              <p className={styles.toolbar}>
                <button type="submit" className={styles.button} aria-disabled={view.busy}>
                  {review.changing ? 'Hiding…' : 'Hide review'}
                </button>
                <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'hide.cancel' })}>
                  Cancel
                </button>
              </p>
            </MachineForm>
          ) : (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-disabled={view.busy}
              onClick={() => !view.busy && send({ type: 'hide.open', id: review.id })}
            >
              Hide…
            </button>
          )}
        </article>
      ))}
      <StudioPager view={view} send={send} />
    </>
  );
}
