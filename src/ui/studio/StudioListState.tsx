import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: {
    readonly loading: boolean;
    readonly problem: string;
    readonly canRetry: boolean;
    /** How many the list holds (e.g. '12 customers'); empty while it loads. */
    readonly summary?: string;
    readonly empty: boolean;
    /** Why the list is empty: nothing yet, or nothing matches the search. */
    readonly emptyText: string;
  };
  /** What the list is loading, e.g. 'Loading the customers…'. */
  readonly loadingText: string;
  readonly onRetry: () => void;
}

/** A studio list's state above its table: loading or why it could not load, how many it holds, or why it is empty. */
export function StudioListState({ view, loadingText, onRetry }: Props) {
  return (
    <>
      <StudioLoadState view={view} loadingText={loadingText} onRetry={onRetry} />
      {view.summary && <p className={styles.muted}>{view.summary}</p>}
      {view.empty && <p>{view.emptyText}</p>}
    </>
  );
}
