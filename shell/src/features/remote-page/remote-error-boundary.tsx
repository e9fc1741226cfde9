import { Button } from '@fns/design-system';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './remote-error-boundary.module.scss';

/**
 * The retry loads a fresh document rather than the remote again in this one: the browser keeps the
 * failures of this page's preloads and would hand them to the next request for the same files.
 */
const reloadPage = () => window.location.reload();

/** Catches a remote that fails to load or throws, and offers to load it again. */
export class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the site failed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title">This part of the site is unavailable right now</h1>
        <p>It could not be loaded. The rest of the site still works — you can try again in a moment.</p>
        <Button variant="primary" onClick={reloadPage}>
          Try again
        </Button>
      </section>
    );
  }
}
