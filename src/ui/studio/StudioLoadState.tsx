import * as styles from './Studio.css.ts';

interface Props {
  readonly view: { readonly loading: boolean; readonly problem: string; readonly canRetry: boolean };
  /** What the screen is loading, e.g. 'Loading the customers…'. */
  readonly loadingText: string;
  readonly onRetry: () => void;
}

/** A studio screen's loading line, or why it could not load with Try again where trying again can help. */
export function StudioLoadState({ view, loadingText, onRetry }: Props) {
  return (
    <>
      {view.loading && <p role="status">{loadingText}</p>}
      {view.problem && (
        <p role="alert" className={styles.problem}>
          {view.problem}{' '}
          {view.canRetry && (
            <button type="button" className={styles.secondaryButton} onClick={onRetry}>
              Try again
            </button>
          )}
        </p>
      )}
    </>
  );
}
