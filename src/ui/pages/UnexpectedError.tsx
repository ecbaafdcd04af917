import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UNEXPECTED_ERROR } from '../frame/PageErrorBoundary.tsx';
import * as styles from './pages.css.ts';

/** The fallback page for anything the app did not expect: what happened and a way home. */
export function UnexpectedErrorPage({ message }: { readonly message: string }) {
  return (
    <main className={styles.narrow} role="alert">
      <h1 className={styles.title}>{UNEXPECTED_ERROR}</h1>
      <p className={styles.muted}>{message}</p>
      <p>
        {/* A full load, not a router link: the app's state may be what broke. */}
        <a className={styles.link} href="/">
          Back to Home
        </a>
      </p>
    </main>
  );
}

/**
 * Catches what escapes every page's own boundary (the layout, the router, a provider) and shows
 * 'Unexpected Application Error!' instead of a blank screen.
 */
export class UnexpectedErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly error: Error | null }> {
  override state: { readonly error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? (
      <UnexpectedErrorPage message="Something went wrong while showing this page. Please go back to the home page and try again." />
    ) : (
      this.props.children
    );
  }
}
