import { primaryButton } from '../styles/buttons.css.ts';

/**
 * The cart could not be loaded (the cart drawer and /cart): said plainly, so it is not taken for an
 * empty cart, with a button that loads it again.
 */
export function CartLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <>
      <p role="alert">We couldn't load your cart. Check your connection and try again.</p>
      <button type="button" className={primaryButton} onClick={onRetry}>
        Try Again
      </button>
    </>
  );
}
