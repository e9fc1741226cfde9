import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageErrorFallback } from './page-error-fallback';

interface State {
  failed: boolean;
}

/** Last line of defence around the whole app; remote regions have their own, retryable boundary. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught rendering error:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageErrorFallback /> : this.props.children;
  }
}
