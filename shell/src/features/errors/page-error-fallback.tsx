import { Button } from '@fns/design-system';
import styles from './page-error-fallback.module.scss';

/** Shown in place of the whole page after an uncaught rendering error (SPEC section 2). */
export function PageErrorFallback() {
  return (
    <div className={styles.fallback} role="alert">
      <h1>Something went wrong</h1>
      <p>Please refresh the page to try again</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}
