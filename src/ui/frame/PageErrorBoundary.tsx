import { Component, type ErrorInfo, type ReactNode } from 'react';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './PageErrorBoundary.css.ts';

/**
 * Catches what a page throws while rendering, most often its code failing to download (a
 * deploy replaced the chunk, or the network dropped). The header and footer stay; the page says
 * so and offers a reload, which fetches the current code. The layouts key it by path, so the
 * next page starts afresh.
 */
export class PageErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.page} role="alert">
        <h1 className={styles.title}>Oops! Something went wrong</h1>
        <p>This page could not be loaded. Check your connection, then try again.</p>
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
