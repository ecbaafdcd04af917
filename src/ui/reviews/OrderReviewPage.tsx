import { Link } from 'react-router';
import type { OrderReviewEvent } from '../../machines/reviews/order-review.machine.ts';
import type { OrderReviewView, ReviewFormView } from '../../machines/reviews/order-review.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './OrderReviewPage.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface OrderReviewPageProps {
  readonly view: OrderReviewView;
  readonly send: (event: OrderReviewEvent) => void;
}

function ReviewForm({ form, view, send }: { form: ReviewFormView; view: OrderReviewView; send: OrderReviewPageProps['send'] }) {
  const commentId = `comment-${form.productId}`;
  return (
    <section className={styles.card} aria-labelledby={`title-${form.productId}`}>
      <div className={styles.head}>
        {form.image && <img className={styles.thumb} src={form.image} alt="" width={64} height={64} />}
        <h2 id={`title-${form.productId}`}>{form.title}</h2>
      </div>
      {form.published ? (
        <p className={styles.done}>Thank you, your review of this item is published.</p>
      ) : (
        <MachineForm aria-label={`Review ${form.title}`} onSubmit={() => send({ type: 'review.submit', productId: form.productId })}>
          <fieldset className={styles.fieldset} disabled={form.disabled}>
            <legend>Rating: {form.ratingLabel}</legend>
            {view.ratings.map((rating) => (
              <label key={rating.value} className={styles.star}>
                <input
                  type="radio"
                  name={`rating-${form.productId}`}
                  value={rating.value}
                  checked={form.rating === rating.value}
                  onChange={() => send({ type: 'review.rating', productId: form.productId, rating: rating.value })}
                />
                {rating.value} {rating.label}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={commentId}>Your review</label>
            <textarea
              id={commentId}
              className={styles.textarea}
              rows={4}
              maxLength={view.maxLength}
              value={form.comment}
              disabled={form.disabled}
              aria-describedby={`${commentId}-count`}
              onChange={(event) => send({ type: 'review.comment', productId: form.productId, text: event.target.value })}
            />
            <p id={`${commentId}-count`} className={styles.count}>
              {form.count}
            </p>
          </div>
          <button type="submit" className={primaryButton} disabled={form.disabled}>
            {form.submitLabel}
          </button>
        </MachineForm>
      )}
    </section>
  );
}

/** /orders/{orderId}/review: one form per item of a delivered order. */
export function OrderReviewPage({ view, send }: OrderReviewPageProps) {
  if (view.state === 'leaving') return <p role="status">Redirecting to login...</p>;
  if (view.state === 'loading')
    return (
      <p role="status" className={styles.page}>
        Loading order...
      </p>
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Review your order{view.orderNumber !== '' && ` ${view.orderNumber}`}</h1>
      {view.state === 'ready' ? (
        view.forms.map((form) => <ReviewForm key={form.productId} form={form} view={view} send={send} />)
      ) : (
        <p>{view.message}</p>
      )}
      <p>
        <Link className={styles.link} to="/orders">
          Back to My Orders
        </Link>
      </p>
    </div>
  );
}
