import { WaitlistProvider } from '@fns/design-system';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { PageErrorBoundary } from '../features/errors/page-error-boundary';

/** What every page renders inside, on the server and in the browser; `children` is the router. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <RuntimeConfigContext.Provider value={config}>
        <WaitlistProvider>{children}</WaitlistProvider>
      </RuntimeConfigContext.Provider>
    </PageErrorBoundary>
  );
}
