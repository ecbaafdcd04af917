import { Component, type ErrorInfo, type ReactNode } from 'react';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './PageErrorBoundary.css.ts';

/** The default fallback page for an unexpected application error. */
export const UNEXPECTED_ERROR = 'Unexpected Application Error!';

/**
 * What browsers say when a lazily loaded page's code cannot be fetched (Chromium, Firefox,
 * Safari), and what Vite says when the page's stylesheet cannot be preloaded. The spec names no
 * text for this case; it is not a bug in the page, so the page says what to do about it instead.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

interface PageErrorBoundaryState {
  readonly failure: 'none' | 'chunk' | 'crash';
}

/**
 * Catches what a page throws while rendering. A page that crashes shows the spec's
 * 'Unexpected Application Error!'; a page whose code failed to download (a deploy replaced the
 * chunk, or the network dropped) says so. Either way the header and footer stay, and a reload
 * fetches the current code. The layouts key it by path, so the next page starts afresh.
 */
export class PageErrorBoundary extends Component<{ readonly children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failure: 'none' };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failure: isChunkLoadFailure(error) ? 'chunk' : 'crash' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (failure === 'none') return this.props.children;
    return (
      <div className={styles.page} role="alert">
        <h1 className={styles.title}>{failure === 'chunk' ? 'This page could not be loaded' : UNEXPECTED_ERROR}</h1>
        <p>
          {failure === 'chunk'
            ? 'Check your connection, then try again.'
            : 'Something went wrong while showing this page. Reloading it usually helps.'}
        </p>
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
